import { Alert, Button, Col, Flex, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useConfirmTestCardPaymentMutation } from '../../api/payments';
import { errorText } from './paymentFormat';

interface Values {
  card_number: string;
  expiry: string;
  cvc: string;
}

/** 4242424242424242 -> "4242 4242 4242 4242" while typing. */
const groupDigits = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const formatExpiry = (v: string) => {
  const d = v.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** A card is good through the last day of its MM/AA month. */
export function expired(expiry: string, now = new Date()): boolean {
  const m = EXPIRY.exec(expiry);
  if (!m) return false;
  const year = 2000 + Number(m[2]);
  const month = Number(m[1]);
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/**
 * The local test provider's card form (no Stripe, nothing charged): the number decides the
 * outcome, by Stripe's test-card convention, and the server applies it like a webhook event.
 */
export default function TestCardForm({
  onPay,
  payLabel,
}: {
  /** Creates the payment (on the press of Pagar only); throws the server's error. */
  onPay: () => Promise<{ paymentId: number }>;
  payLabel: string;
}) {
  const [form] = Form.useForm<Values>();
  const [confirm] = useConfirmTestCardPaymentMutation();
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: Values) => {
    if (busy) return;
    setBusy(true);
    try {
      const { paymentId } = await onPay();
      await confirm({ id: paymentId, body: { card_number: values.card_number } }).unwrap();
    } catch (err) {
      const fields = (err as { data?: { fields?: Record<string, string[]> } }).data?.fields;
      form.setFields([
        {
          name: 'card_number',
          errors: fields?.card_number ?? [errorText(err, 'Não foi possível confirmar o pagamento. Tente novamente.')],
        },
      ]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Alert
        type="warning"
        showIcon
        title="Modo de teste — nada será cobrado"
        description="Use 4242 4242 4242 4242 para aprovar ou 4000 0000 0000 0002 para simular uma recusa, com qualquer validade futura e qualquer CVC."
      />
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        requiredMark={false}
        aria-label="Pagamento com cartão de teste"
      >
        <Form.Item
          label="Número do cartão"
          name="card_number"
          normalize={groupDigits}
          rules={[
            { required: true, message: 'Informe o número do cartão.' },
            { pattern: /^[\d ]{13,23}$/, message: 'Número de cartão incompleto.' },
          ]}
        >
          <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" size="large" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              label="Validade"
              name="expiry"
              normalize={formatExpiry}
              rules={[
                { required: true, message: 'Informe a validade.' },
                { pattern: EXPIRY, message: 'Use MM/AA.' },
                {
                  validator: (_, v: string | undefined) =>
                    v && expired(v)
                      ? Promise.reject(new Error('Este cartão está vencido: use um com validade futura.'))
                      : Promise.resolve(),
                },
              ]}
            >
              <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" size="large" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="CVC"
              name="cvc"
              normalize={(v: string) => v.replace(/\D/g, '').slice(0, 4)}
              rules={[
                { required: true, message: 'Informe o CVC.' },
                { min: 3, message: 'O CVC tem 3 ou 4 dígitos.' },
              ]}
            >
              <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" size="large" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {payLabel}
        </Button>
      </Form>
    </Flex>
  );
}

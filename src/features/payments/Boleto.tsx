import { Alert, Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MESSAGES,
  isValidCep,
  maskCep,
  type PayerAddress,
} from '../../../shared/payerAddress';
import { taxIdError } from '../../../shared/taxId';
import type { BoletoCharge } from '../../api/payments';
import { formatBRL } from '../../lib/price';
import { CopyField, SimulatePaid, Waiting } from './ChargeParts';
import { formatBoletoLine, maskTaxId } from './chargeFormat';
import { STATE_NAMES, STATE_SEARCH, UF_CODES } from '../../lib/states';
import { errorText, formatDate } from './paymentFormat';
import styles from './payments.module.css';

export interface PayerValues {
  name: string;
  tax_id: string;
  address: PayerAddress;
}

const UF_OPTIONS = UF_CODES.map((uf) => ({ value: uf, label: uf, title: STATE_NAMES[uf] }));

/** A required text field of the address: its message when empty (the server's words). */
const filled = (message: string) => ({
  validator: (_: unknown, v: string | undefined) =>
    (v ?? '').trim() ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** The server's field names (payer.name, payer.address.city…) as the form's. */
const FIELD_PATH: Record<string, ['name'] | ['tax_id'] | ['address', keyof PayerAddress]> = {
  'payer.name': ['name'],
  'payer.tax_id': ['tax_id'],
  ...Object.fromEntries(
    (Object.keys(ADDRESS_MAX_LENGTH) as (keyof PayerAddress)[]).map((f) => [
      `payer.address.${f}`,
      ['address', f] as ['address', keyof PayerAddress],
    ]),
  ),
};

/** The same words as the server (payments.charges.ts) for the name. */
const NAME_MESSAGE = 'Informe o nome completo de quem vai pagar o boleto.';

const CONFIRMATION_NOTE =
  'O boleto leva até 2 dias úteis para ser confirmado pelo banco depois de pago. O destaque começa quando o pagamento for confirmado.';

/**
 * Who pays the boleto: name, CPF or CNPJ and address (CEP, logradouro, número, complemento,
 * bairro, cidade, UF), checked here with the server's own rules (shared/taxId.ts,
 * shared/payerAddress.ts) and masked while typed; the server's field errors land on the fields too.
 */
export function BoletoForm({
  onGenerate,
  label,
}: {
  /** Creates the boleto; throws the server's error. */
  onGenerate: (payer: PayerValues) => Promise<unknown>;
  label: string;
}) {
  const [form] = Form.useForm<PayerValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: PayerValues) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onGenerate(values);
    } catch (err) {
      const fields = (err as { data?: { fields?: Record<string, string[]> } }).data?.fields ?? {};
      const known = Object.keys(fields).filter((f) => FIELD_PATH[f]);
      if (known.length) {
        form.setFields(known.map((f) => ({ name: FIELD_PATH[f], errors: fields[f] })));
      } else setError(errorText(err, 'Não foi possível gerar o boleto. Tente novamente.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} aria-label="Dados do boleto">
      <Typography.Paragraph type="secondary">{CONFIRMATION_NOTE}</Typography.Paragraph>
      <Form.Item
        label="Nome completo do pagador"
        name="name"
        rules={[
          {
            validator: (_, v: string | undefined) =>
              (v ?? '').trim().length >= 3 ? Promise.resolve() : Promise.reject(new Error(NAME_MESSAGE)),
          },
        ]}
      >
        <Input autoComplete="name" size="large" maxLength={120} />
      </Form.Item>
      <Form.Item
        label="CPF ou CNPJ do pagador"
        name="tax_id"
        normalize={maskTaxId}
        validateTrigger="onBlur"
        rules={[
          {
            validator: (_, v: string | undefined) => {
              const message = taxIdError(v ?? '');
              return message ? Promise.reject(new Error(message)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input inputMode="numeric" placeholder="000.000.000-00" size="large" />
      </Form.Item>
      <Typography.Title level={3} style={{ fontSize: 16, margin: '20px 0 12px' }}>
        Endereço do pagador
      </Typography.Title>
      <Row gutter={12}>
        <Col xs={24} sm={14}>
          <Form.Item
            label="CEP"
            name={['address', 'postal_code']}
            normalize={maskCep}
            validateTrigger="onBlur"
            rules={[
              {
                validator: (_, v: string | undefined) =>
                  isValidCep(v ?? '') ? Promise.resolve() : Promise.reject(new Error(ADDRESS_MESSAGES.postal_code)),
              },
            ]}
          >
            <Input inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" size="large" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Rua / Logradouro" name={['address', 'street']} rules={[filled(ADDRESS_MESSAGES.street)]}>
        <Input autoComplete="address-line1" maxLength={ADDRESS_MAX_LENGTH.street} size="large" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={9} sm={8}>
          <Form.Item label="Número" name={['address', 'number']} rules={[filled(ADDRESS_MESSAGES.number)]}>
            <Input maxLength={ADDRESS_MAX_LENGTH.number} size="large" />
          </Form.Item>
        </Col>
        <Col xs={15} sm={16}>
          <Form.Item label="Complemento" name={['address', 'complement']}>
            <Input
              autoComplete="address-line2"
              placeholder="Opcional: apto, bloco"
              maxLength={ADDRESS_MAX_LENGTH.complement}
              size="large"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Bairro" name={['address', 'neighborhood']} rules={[filled(ADDRESS_MESSAGES.neighborhood)]}>
        <Input maxLength={ADDRESS_MAX_LENGTH.neighborhood} size="large" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={16} sm={18}>
          <Form.Item label="Cidade" name={['address', 'city']} rules={[filled(ADDRESS_MESSAGES.city)]}>
            <Input autoComplete="address-level2" maxLength={ADDRESS_MAX_LENGTH.city} size="large" />
          </Form.Item>
        </Col>
        <Col xs={8} sm={6}>
          <Form.Item
            label="UF"
            name={['address', 'state']}
            rules={[{ required: true, message: ADDRESS_MESSAGES.state }]}
          >
            <Select options={UF_OPTIONS} showSearch={STATE_SEARCH} placeholder="UF" size="large" />
          </Form.Item>
        </Col>
      </Row>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {label}
      </Button>
    </Form>
  );
}

/** A boleto waiting for the money: the linha digitável, its due date and the printable boleto. */
export function BoletoScreen({
  boleto,
  paymentId,
  amountCents,
  testMode,
  otherMethod,
}: {
  boleto: BoletoCharge;
  paymentId: number;
  amountCents: number;
  testMode: boolean;
  /** The way back to the method choice. */
  otherMethod: ReactNode;
}) {
  return (
    <div className={styles.charge}>
      <div>
        <span className={styles.amount}>Valor: {formatBRL(amountCents)}</span>
        <br />
        <Typography.Text strong>Vencimento: {formatDate(boleto.expires_at)}</Typography.Text>
      </div>
      <CopyField
        label="Linha digitável"
        value={formatBoletoLine(boleto.line)}
        copyValue={boleto.line}
        button="Copiar"
      />
      <Button href={boleto.voucher_url} target="_blank" rel="noopener noreferrer">
        Abrir boleto para imprimir
      </Button>
      <Alert type="info" showIcon title={CONFIRMATION_NOTE} />
      <Waiting note="Você pode sair desta página: avisaremos pelas notificações." />
      {testMode ? <SimulatePaid paymentId={paymentId} /> : null}
      {otherMethod}
    </div>
  );
}

import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { taxIdError } from '../../../shared/taxId';
import type { BoletoCharge } from '../../api/payments';
import { formatBRL } from '../../lib/price';
import { CopyField, SimulatePaid, Waiting } from './ChargeParts';
import { formatBoletoLine, maskTaxId } from './chargeFormat';
import { errorText, formatDate } from './paymentFormat';
import styles from './payments.module.css';

interface PayerValues {
  name: string;
  tax_id: string;
}

/** The same words as the server (payments.charges.ts) for the name. */
const NAME_MESSAGE = 'Informe o nome completo de quem vai pagar o boleto.';

const CONFIRMATION_NOTE =
  'O boleto leva até 2 dias úteis para ser confirmado pelo banco depois de pago. O destaque começa quando o pagamento for confirmado.';

/**
 * Who pays the boleto: name and CPF or CNPJ, checked here with the server's own rules
 * (shared/taxId.ts) and formatted while typed; the server's field errors land on the fields too.
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
      const fields = (err as { data?: { fields?: Record<string, string[]> } }).data?.fields;
      if (fields?.['payer.name'] || fields?.['payer.tax_id']) {
        form.setFields([
          { name: 'name', errors: fields['payer.name'] ?? [] },
          { name: 'tax_id', errors: fields['payer.tax_id'] ?? [] },
        ]);
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

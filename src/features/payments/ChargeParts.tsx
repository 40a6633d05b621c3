import { Alert, Button, Flex, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useConfirmTestPixOrBoletoPaymentMutation } from '../../api/payments';
import { copyText } from '../../lib/copyText';
import { errorText } from './paymentFormat';
import styles from './payments.module.css';

/** A code to copy (the Pix "copia e cola", the linha digitável), its button and what happened. */
export function CopyField({
  label,
  value,
  button,
  copyValue = value,
}: {
  label: string;
  value: string;
  button: string;
  /** What goes to the clipboard when it differs from what is shown (the line without its dots). */
  copyValue?: string;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const id = `copiar-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Flex vertical gap={6}>
      <label htmlFor={id}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      <Input.TextArea id={id} value={value} readOnly autoSize className={styles.code} />
      <Button type="primary" onClick={async () => setCopied(await copyText(copyValue))}>
        {button}
      </Button>
      <span role="status">
        {copied === true ? (
          <Typography.Text type="success">Código copiado! Cole no app do seu banco.</Typography.Text>
        ) : copied === false ? (
          <Typography.Text type="warning">Não foi possível copiar: selecione o código acima e copie.</Typography.Text>
        ) : null}
      </span>
    </Flex>
  );
}

/** "Aguardando pagamento…": the page moves on by itself when the server confirms. */
export function Waiting({ note }: { note: string }) {
  return (
    <div className={styles.waiting} role="status">
      <Spin size="small" />
      <span>
        <strong>Aguardando pagamento…</strong> {note}
      </span>
    </div>
  );
}

/** The test provider's "Simular pagamento recebido" (nothing is charged; absent with Stripe). */
export function SimulatePaid({ paymentId }: { paymentId: number }) {
  const [confirm, { isLoading, error }] = useConfirmTestPixOrBoletoPaymentMutation();
  return (
    <Alert
      type="warning"
      showIcon
      title="Modo de teste — nada será cobrado"
      description={
        <Flex vertical gap={8} align="flex-start">
          <span>Nenhum banco recebe este pagamento. Simule a chegada do dinheiro:</span>
          <Button onClick={() => confirm({ id: paymentId })} loading={isLoading}>
            Simular pagamento recebido
          </Button>
          {error ? (
            <Typography.Text type="danger">{errorText(error, 'Não foi possível simular o pagamento.')}</Typography.Text>
          ) : null}
        </Flex>
      }
    />
  );
}

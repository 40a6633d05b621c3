import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import ResultScreen from '../../components/ResultScreen';
import type { PixCharge } from '../../api/payments';
import { formatBRL } from '../../lib/price';
import { CopyField, SimulatePaid, Waiting } from './ChargeParts';
import { formatCountdown, useTimeLeft } from './chargeFormat';
import styles from './payments.module.css';

/**
 * A Pix waiting for the money: its QR code, the "copia e cola" code, the amount and the time left.
 * The status comes from the page (live notification, else polling); when the time is over the
 * member may generate a new Pix.
 */
export default function PixScreen({
  pix,
  paymentId,
  amountCents,
  testMode,
  otherMethod,
  onRenew,
  renewing,
}: {
  pix: PixCharge;
  paymentId: number;
  amountCents: number;
  testMode: boolean;
  /** The way back to the method choice. */
  otherMethod: ReactNode;
  onRenew: () => void;
  renewing: boolean;
}) {
  const left = useTimeLeft(pix.expires_at);
  if (left <= 0) {
    return (
      <ResultScreen
        heading="h2"
        status="warning"
        title="Este Pix expirou"
        subTitle="O tempo para pagar este código acabou e nada foi cobrado. Gere um novo Pix para continuar."
        extra={
          <Button type="primary" onClick={onRenew} loading={renewing}>
            Gerar novo Pix
          </Button>
        }
      />
    );
  }
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.qr_svg)}`;
  return (
    <div className={styles.charge}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Abra o app do seu banco, escolha pagar com <strong>Pix</strong> e leia o QR code ou cole o código abaixo.
      </Typography.Paragraph>
      <img src={qr} alt="QR code do Pix" className={styles.qr} width={220} height={220} />
      <div>
        <span className={styles.amount}>Valor: {formatBRL(amountCents)}</span>
        <br />
        <Typography.Text strong role="timer" aria-live="off">
          Expira em {formatCountdown(left)}
        </Typography.Text>
      </div>
      <CopyField label="Pix copia e cola" value={pix.copy_paste} button="Copiar código" />
      <Waiting note="A aprovação aparece aqui sozinha assim que o banco confirmar." />
      {testMode ? <SimulatePaid paymentId={paymentId} /> : null}
      {otherMethod}
    </div>
  );
}

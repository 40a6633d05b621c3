import { BarcodeOutlined, CreditCardOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Radio, Typography } from 'antd';
import type { PaymentMethod } from '../../api/payments';
import styles from './payments.module.css';

/** The methods in the order a Brazilian expects them: Pix first. */
const METHODS: { value: PaymentMethod; title: string; hint: string; Icon: typeof QrcodeOutlined }[] = [
  { value: 'pix', title: 'Pix', hint: 'Aprovação na hora', Icon: QrcodeOutlined },
  { value: 'card', title: 'Cartão de crédito', hint: 'Aprovação em segundos', Icon: CreditCardOutlined },
  { value: 'boleto', title: 'Boleto', hint: 'Confirmação em até 2 dias úteis', Icon: BarcodeOutlined },
];

/** The payment method, as radio cards (keyboard: arrows move between them). */
export default function MethodChoice({
  value,
  onChange,
  summary,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The plan and amount, kept in view above the choice ("Destaque 7 dias · R$ 19,90"). */
  summary: string;
}) {
  return (
    <div className={styles.methods}>
      <Typography.Text strong id="forma-de-pagamento">
        Forma de pagamento
      </Typography.Text>
      <Typography.Text type="secondary" className={styles.methodSummary} data-testid="method-summary">
        {summary}
      </Typography.Text>
      <Radio.Group
        value={value}
        onChange={(e) => onChange(e.target.value as PaymentMethod)}
        aria-labelledby="forma-de-pagamento"
        className={styles.methodGroup}
      >
        {METHODS.map(({ value: v, title, hint, Icon }) => (
          <Radio key={v} value={v} className={`${styles.methodCard} ${value === v ? styles.methodChosen : ''}`}>
            <span className={styles.methodText}>
              <Icon aria-hidden className={styles.methodIcon} />
              <span>
                <span className={styles.methodTitle}>{title}</span>
                <span className={styles.methodHint}>{hint}</span>
              </span>
            </span>
          </Radio>
        ))}
      </Radio.Group>
    </div>
  );
}

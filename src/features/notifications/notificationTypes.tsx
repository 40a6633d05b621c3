import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  DollarCircleOutlined,
  FlagOutlined,
  MailOutlined,
  NotificationOutlined,
  SearchOutlined,
  SafetyCertificateOutlined,
  StarFilled,
  StarOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Spec section 3: colours per type; unknown types get a grey envelope. */
export const TYPE_COLORS = {
  green: '#52c41a',
  amber: '#faad14',
  red: '#ff4d4f',
  grey: '#8c8c8c',
  blue: '#1677ff',
  orange: '#fa8c16',
  purple: '#722ed1',
  gold: '#d4b106',
} as const;

interface Appearance {
  Icon: ComponentType<{ style?: React.CSSProperties; 'aria-hidden'?: boolean }>;
  color: string;
  label: string;
}

const APPEARANCES: Record<string, Appearance> = {
  AD_PUBLISHED: { Icon: CheckCircleOutlined, color: TYPE_COLORS.green, label: 'Anúncio publicado' },
  PAYMENT_SUCCESS: { Icon: DollarCircleOutlined, color: TYPE_COLORS.green, label: 'Pagamento aprovado' },
  AD_HIGHLIGHTED: { Icon: StarOutlined, color: TYPE_COLORS.amber, label: 'Anúncio em destaque' },
  AD_EXPIRED: { Icon: ClockCircleOutlined, color: TYPE_COLORS.red, label: 'Anúncio expirado' },
  PAYMENT_FAILED: { Icon: CloseCircleOutlined, color: TYPE_COLORS.red, label: 'Pagamento recusado' },
  SYSTEM_MAINTENANCE: { Icon: ToolOutlined, color: TYPE_COLORS.grey, label: 'Manutenção do sistema' },
  GENERAL_ANNOUNCEMENT: { Icon: NotificationOutlined, color: TYPE_COLORS.blue, label: 'Comunicado' },
  SAVED_SEARCH_MATCH: { Icon: SearchOutlined, color: TYPE_COLORS.purple, label: 'Busca salva' },
  MODERATION_NOTICE: { Icon: FlagOutlined, color: TYPE_COLORS.orange, label: 'Aviso da moderação' },
  REPORT_RESOLVED: { Icon: SafetyCertificateOutlined, color: TYPE_COLORS.purple, label: 'Denúncia analisada' },
  REVIEW_RECEIVED: { Icon: StarFilled, color: TYPE_COLORS.gold, label: 'Nova avaliação' },
};
const UNKNOWN: Appearance = { Icon: MailOutlined, color: TYPE_COLORS.grey, label: 'Notificação' };

export function typeAppearance(type: string): Appearance {
  return APPEARANCES[type] ?? UNKNOWN;
}

/** The round coloured icon of a notification type. */
export function NotificationIcon({ type }: { type: string }) {
  const { Icon, color, label } = typeAppearance(type);
  return (
    <span
      role="img"
      aria-label={label}
      data-color={color}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: 32,
        height: 32,
        borderRadius: '50%',
        background: `${color}1f`,
        color,
        fontSize: 16,
      }}
    >
      <Icon aria-hidden />
    </span>
  );
}

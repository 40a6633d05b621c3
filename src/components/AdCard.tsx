import { StarFilled } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { AdSummary } from '../api/ads';
import { paths } from '../app/paths';
import AdThumbnail from './AdThumbnail';
import { relativeTime } from '../lib/relativeTime';
import { formatPrice } from '../lib/price';

/**
 * One ad in a list: image, title, price in BRL, city/UF, relative date, highlight badge. The link's
 * name is its visible text (title, price, place), with the picture decorative: a name that differs
 * from what is on screen fails voice control users (WCAG 2.5.3).
 */
export default function AdCard({ ad, loading }: { ad: AdSummary; loading?: 'lazy' | 'eager' | 'high' }) {
  return (
    <Link to={paths.ad(ad.slug)} style={{ display: 'block', height: '100%' }}>
      <Card
        hoverable
        style={{ height: '100%', borderColor: ad.is_highlighted ? '#faad14' : undefined }}
        styles={{ body: { padding: 12 } }}
        cover={
          <div style={{ position: 'relative', aspectRatio: '4 / 3', overflow: 'hidden', background: '#eef1f6' }}>
            <AdThumbnail ad={ad} decorative loading={loading} />
            {ad.is_highlighted && (
              <Tag color="gold" icon={<StarFilled />} style={{ position: 'absolute', top: 8, left: 8 }}>
                Destaque
              </Tag>
            )}
          </div>
        }
      >
        <Typography.Text strong ellipsis={{ tooltip: ad.title }} style={{ display: 'block' }}>
          {ad.title}
        </Typography.Text>
        <Typography.Text style={{ color: '#0b7a3e', fontWeight: 600, display: 'block' }}>
          {formatPrice(ad.price_cents, ad.price_type)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {ad.city}/{ad.state_code} · {relativeTime(ad.created_at)}
        </Typography.Text>
      </Card>
    </Link>
  );
}

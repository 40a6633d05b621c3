import { Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdDetail } from '../../api/ads';
import { useListPlansQuery } from '../../api/payments';
import { paths } from '../../app/paths';
import AdThumbnail from '../../components/AdThumbnail';
import { formatPrice } from '../../lib/price';
import { formatDate } from './paymentFormat';
import { formatPlace } from '../../lib/place';

/** The ad being highlighted: picture, title, price, current plan and until when. */
export default function AdSummaryCard({ ad, children }: { ad: AdDetail; children?: ReactNode }) {
  const { data: plans } = useListPlansQuery();
  const planName = plans?.find((p) => p.id === ad.plan)?.name ?? (ad.plan === 'free' ? 'Grátis' : ad.plan);
  return (
    <Card size="small">
      <Flex gap={12} align="center">
        <div
          style={{ width: 96, height: 72, flex: 'none', borderRadius: 6, overflow: 'hidden', background: '#eef1f6' }}
        >
          <AdThumbnail ad={ad} />
        </div>
        <div style={{ minWidth: 0 }}>
          <Link to={paths.ad(ad.slug)}>
            <Typography.Text strong ellipsis style={{ display: 'block' }}>
              {ad.title}
            </Typography.Text>
          </Link>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
            {formatPrice(ad.price_cents, ad.price_type)} · {formatPlace(ad.city, ad.state_code)}
          </Typography.Text>
          <div style={{ marginTop: 4 }}>
            <Typography.Text style={{ fontSize: 13 }}>Plano atual: </Typography.Text>
            {ad.is_highlighted && ad.highlighted_until ? (
              <>
                <Tag color="warning">{planName}</Tag>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                  Em destaque até {formatDate(ad.highlighted_until)}
                </Typography.Text>
              </>
            ) : (
              <Tag>Grátis</Tag>
            )}
          </div>
        </div>
      </Flex>
      {children}
    </Card>
  );
}

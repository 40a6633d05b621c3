import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import type { AdDetail } from '../../api/ads';
import { useListPlansQuery, type Plan } from '../../api/payments';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import AdGate from './AdGate';
import AdSummaryCard from './AdSummaryCard';
import { canHighlight, formatDate, planDuration, planPrice } from './paymentFormat';

function PlanCard({ plan, ad, canPay }: { plan: Plan; ad: AdDetail; canPay: boolean }) {
  const navigate = useNavigate();
  const free = plan.price_cents === 0;
  const current = free ? !ad.is_highlighted : ad.is_highlighted && ad.plan === plan.id;
  return (
    <Card
      title={plan.name}
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: plan.id === 'premium-30' ? '#faad14' : undefined,
      }}
      styles={{
        title: { whiteSpace: 'normal', overflow: 'visible', padding: '8px 0' },
        body: { display: 'flex', flexDirection: 'column', gap: 12, flex: 1 },
      }}
      aria-label={plan.name}
    >
      <div>
        <Typography.Text style={{ fontSize: 28, fontWeight: 700, color: free ? undefined : '#0b7a3e' }}>
          {planPrice(plan)}
        </Typography.Text>
        {/* The tag sits beside the duration, under the price: in the header it wrapped on the narrow
            cards of a four-card row and pushed that card's price below its neighbours'. */}
        <Flex align="center" gap="4px 8px" wrap="wrap">
          <Typography.Text type="secondary">{planDuration(plan)}</Typography.Text>
          {current && (
            <Tag color={free ? 'default' : 'warning'} style={{ marginInlineEnd: 0 }}>
              Plano atual
            </Tag>
          )}
        </Flex>
      </div>
      <Typography.Text>{plan.description}</Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }}>
        {plan.benefits.map((b) => (
          <li key={b} style={{ display: 'flex', gap: 8, marginBottom: 6 }}>
            <CheckOutlined style={{ color: '#0b7a3e', marginTop: 4 }} aria-hidden />
            <span>{b}</span>
          </li>
        ))}
      </ul>
      {free ? (
        <Button block onClick={() => navigate(paths.ad(ad.slug))}>
          Continuar grátis
        </Button>
      ) : (
        <Button
          block
          type="primary"
          disabled={!canPay}
          onClick={() => navigate(paths.adPayment(ad.slug, plan.id))}
          aria-label={`Escolher ${plan.name}`}
        >
          {current ? 'Estender destaque' : 'Escolher'}
        </Button>
      )}
    </Card>
  );
}

function Plans({ ad }: { ad: AdDetail }) {
  const { data: plans, isLoading, error } = useListPlansQuery();
  const canPay = canHighlight(ad);
  return (
    <Flex vertical gap={16}>
      <AdSummaryCard ad={ad} />
      {ad.is_highlighted && ad.highlighted_until && (
        <Alert
          type="info"
          showIcon
          title={`Seu anúncio já está em destaque até ${formatDate(ad.highlighted_until)}. Um novo plano soma os dias a partir dessa data.`}
        />
      )}
      {!canPay && (
        <Alert
          type="warning"
          showIcon
          title="Só anúncios ativos podem ser destacados. Reative ou renove o anúncio antes de escolher um plano pago."
        />
      )}
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {error && <Alert type="error" showIcon title="Não foi possível carregar os planos. Tente novamente." />}
      <Row gutter={[16, 16]}>
        {plans?.map((plan) => (
          <Col key={plan.id} xs={24} sm={12} lg={6}>
            <PlanCard plan={plan} ad={ad} canPay={canPay} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}

/** /plans/select/{adSlug}: the owner chooses how to highlight the ad (or keeps it free). */
export default function PlanSelectPage() {
  const { adSlug = '' } = useParams();
  useDocumentTitle('Escolha um plano');
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        Destaque seu anúncio
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Anúncios em destaque aparecem primeiro nas buscas e na vitrine da página inicial.
      </Typography.Paragraph>
      <AdGate slug={adSlug}>{(ad) => <Plans ad={ad} />}</AdGate>
    </div>
  );
}

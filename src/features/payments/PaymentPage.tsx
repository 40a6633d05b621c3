import { Alert, Button, Card, Col, Descriptions, Row, Skeleton, Spin, Typography } from 'antd';
import ResultScreen from '../../components/ResultScreen';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { adsApi, type AdDetail } from '../../api/ads';
import {
  FINAL_STATUSES,
  paymentsApi,
  useCreatePaymentMutation,
  useGetPaymentQuery,
  useGetPaymentsConfigQuery,
  useListPlansQuery,
  type PaymentMethod,
  type Plan,
} from '../../api/payments';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import AdGate from './AdGate';
import AdSummaryCard from './AdSummaryCard';
import TestCardForm from './TestCardForm';
import MethodChoice from './MethodChoice';
import PixScreen from './PixScreen';
import { BoletoForm, BoletoScreen, type PayerValues } from './Boleto';
import { errorText, formatDate, planDuration, planPrice } from './paymentFormat';
import ButtonLink from '../../components/ButtonLink';

/** Stripe's code (Elements) is downloaded only when Stripe is the provider. */
const StripeCheckout = lazy(() => import(/* webpackChunkName: "stripe-checkout" */ './StripeCheckout'));

const PAYMENT_BOX = 'pagamento';

/** How often the page asks the server for the status: fast right after paying, slowly before. */
const POLL_AFTER_PAYING_MS = 1500;
const POLL_WHILE_WAITING_MS = 5000;

function OrderSummary({ ad, plan }: { ad: AdDetail; plan: Plan }) {
  return (
    <Card title="Resumo do pedido">
      <AdSummaryCard ad={ad} />
      <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label="Plano">{plan.name}</Descriptions.Item>
        <Descriptions.Item label="Duração">{planDuration(plan)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={2} style={{ fontSize: 22, margin: '8px 0 0' }} data-testid="order-total">
        Total: {planPrice(plan)}
      </Typography.Title>
      <Link to={paths.planSelect(ad.slug)}>Trocar de plano</Link>
    </Card>
  );
}

function Checkout({ ad, plan }: { ad: AdDetail; plan: Plan }) {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  // Back from Stripe's redirect (3-D Secure, Pix, boleto): follow that payment, create nothing.
  const returnedId = Number(params.get('payment')) || null;
  const { data: config, error: configError } = useGetPaymentsConfigQuery();
  const [create, { data: checkout }] = useCreatePaymentMutation();
  const [paymentId, setPaymentId] = useState<number | null>(returnedId);
  const [confirmed, setConfirmed] = useState(Boolean(returnedId));
  const [declined, setDeclined] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('pix');
  const [pixError, setPixError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);

  /**
   * Pressing Pagar (or Gerar Pix, Gerar boleto): only then is the payment (and its intent)
   * created — opening the page or looking at plans creates nothing. The server returns the open
   * payment of this ad, plan and method when there is one: never two. A failure is thrown to the
   * form, which says it.
   */
  const pay = useCallback(
    async (payer?: PayerValues) => {
      setDeclined(false);
      const r = await create({ body: { ad: ad.slug, plan: plan.id, method, payer } }).unwrap();
      setPaymentId(r.payment.id);
      return { paymentId: r.payment.id, clientSecret: r.client_secret };
    },
    [create, ad.slug, plan.id, method],
  );

  /** A Pix: created at once (a new one when the open one has expired: the server replaces it). */
  const generatePix = async () => {
    setGenerating(true);
    setPixError(null);
    try {
      await pay();
      setConfirmed(false);
    } catch (err) {
      setPaymentId(null);
      setPixError(errorText(err, 'Não foi possível gerar o Pix. Tente novamente.'));
    } finally {
      setGenerating(false);
    }
  };

  // The status last read decides how often to ask again (never once it is final).
  const arg = { id: paymentId ?? 0 };
  const last = paymentsApi.endpoints.getPayment.useQueryState(arg, { skip: !paymentId }).data;
  const known = last?.status;
  // A Pix or boleto waits for the member's bank: the notification stream brings the news at once,
  // the slow polling is the fallback.
  const waitingCharge = known === 'pending' && last?.method !== 'card';
  const pollMs =
    known && FINAL_STATUSES.includes(known)
      ? 0
      : !waitingCharge && (confirmed || declined || known === 'processing')
        ? POLL_AFTER_PAYING_MS
        : POLL_WHILE_WAITING_MS;
  const { data: polled } = useGetPaymentQuery(arg, { skip: !paymentId, pollingInterval: pollMs });
  const payment =
    polled?.id === paymentId ? polled : checkout?.payment.id === paymentId ? checkout?.payment : undefined;
  const status = payment?.status;
  // A Pix or boleto reopened from Meus Pagamentos shows its own method.
  const shownMethod = payment?.method ?? method;

  const shown = !paymentId || (status === 'pending' && !confirmed) ? 'form' : status;
  useEffect(() => {
    // On a phone the pay button is far down: bring the verdict into view.
    if (shown && shown !== 'form') document.getElementById(PAYMENT_BOX)?.scrollIntoView?.({ block: 'start' });
  }, [shown]);

  useEffect(() => {
    // The ad changed on the server (plan, highlight): its page and the lists must show it.
    if (status === 'succeeded') {
      dispatch(
        adsApi.util.invalidateTags([
          { type: 'Ad', id: ad.slug },
          { type: 'AdList', id: 'LIST' },
        ]),
      );
    }
  }, [status, dispatch, ad.slug]);

  /** The form again; the next press of Pagar starts a new payment. */
  const retry = () => {
    if (params.has('payment')) {
      const next = new URLSearchParams(params);
      for (const k of ['payment', 'payment_intent', 'payment_intent_client_secret', 'redirect_status']) next.delete(k);
      setParams(next, { replace: true });
    }
    setPaymentId(null);
    setConfirmed(false);
    setDeclined(false);
  };

  if (configError) {
    return (
      <ResultScreen
        heading="h2"
        status="error"
        title="Pagamento indisponível no momento"
        subTitle="Nada foi cobrado. Tente novamente em alguns minutos."
      />
    );
  }
  if (!config || (paymentId && !payment)) return <Skeleton active paragraph={{ rows: 5 }} />;

  if (status === 'succeeded') {
    return (
      <ResultScreen
        heading="h2"
        status="success"
        title="Pagamento aprovado!"
        subTitle={
          payment?.highlighted_until
            ? `Seu anúncio está em destaque até ${formatDate(payment.highlighted_until)}.`
            : 'Seu anúncio está em destaque.'
        }
        extra={
          // Side by side, or one above the other with a gap on a narrow phone.
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
            <ButtonLink to={paths.ad(ad.slug)} type="primary">
              Ver meu anúncio
            </ButtonLink>
            <ButtonLink to={paths.profile('payments')}>Meus pagamentos</ButtonLink>
          </div>
        }
      />
    );
  }
  if (status === 'failed' || status === 'canceled' || status === 'refunded') {
    const again =
      shownMethod === 'pix' ? (
        <Button type="primary" onClick={generatePix} loading={generating}>
          Gerar novo Pix
        </Button>
      ) : (
        <Button
          type="primary"
          onClick={() => {
            setMethod(shownMethod);
            retry();
          }}
        >
          {shownMethod === 'boleto' ? 'Gerar novo boleto' : 'Tentar com outro cartão'}
        </Button>
      );
    return (
      <ResultScreen
        heading="h2"
        status="error"
        title={status === 'failed' ? 'Pagamento não aprovado' : 'Pagamento cancelado'}
        subTitle={payment?.failure_message ?? 'O pagamento não foi concluído. Nada foi cobrado.'}
        extra={again}
      />
    );
  }
  // Back to the choice (the open Pix or boleto stays payable until its end; a new press reuses it).
  const otherMethod = (
    <Button type="link" onClick={retry} style={{ padding: 0, alignSelf: 'flex-start' }}>
      Escolher outra forma de pagamento
    </Button>
  );
  if (payment && status === 'pending' && payment.pix) {
    return (
      <PixScreen
        otherMethod={otherMethod}
        // A new Pix is a new screen: its clock starts from now.
        key={payment.id}
        pix={payment.pix}
        paymentId={payment.id}
        amountCents={payment.amount_cents}
        testMode={config.test_mode}
        onRenew={generatePix}
        renewing={generating}
      />
    );
  }
  if (payment && status === 'pending' && payment.boleto) {
    return (
      <BoletoScreen
        boleto={payment.boleto}
        paymentId={payment.id}
        amountCents={payment.amount_cents}
        testMode={config.test_mode}
        otherMethod={otherMethod}
      />
    );
  }
  if (shown !== 'form') {
    return (
      <ResultScreen
        heading="h2"
        icon={<Spin size="large" />}
        title="Aguardando confirmação do pagamento"
        subTitle="Isso costuma levar poucos segundos. Você pode sair desta página: avisaremos pelas notificações."
      />
    );
  }

  const payLabel = `Pagar ${planPrice(plan)}`;
  const choice = <MethodChoice value={method} onChange={setMethod} summary={`${plan.name} · ${planPrice(plan)}`} />;
  if (method === 'pix') {
    return (
      <>
        {choice}
        <Typography.Paragraph type="secondary">
          O código Pix vale por alguns minutos e a aprovação é imediata: o destaque começa assim que o banco confirmar.
        </Typography.Paragraph>
        {pixError ? <Alert type="error" showIcon title={pixError} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" size="large" block onClick={generatePix} loading={generating}>
          Gerar Pix de {planPrice(plan)}
        </Button>
      </>
    );
  }
  if (method === 'boleto') {
    return (
      <>
        {choice}
        <BoletoForm onGenerate={pay} label={`Gerar boleto de ${planPrice(plan)}`} />
      </>
    );
  }
  if (config.provider === 'local') {
    return (
      <>
        {choice}
        <TestCardForm onPay={() => pay()} payLabel={payLabel} />
      </>
    );
  }
  return (
    <>
      {choice}
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <StripeCheckout
          publishableKey={config.publishable_key ?? ''}
          amountCents={plan.price_cents}
          onPay={() => pay()}
          payLabel={payLabel}
          returnUrl={(id) => `${window.location.origin}${paths.adPayment(ad.slug, plan.id)}&payment=${id}`}
          onConfirmed={() => setConfirmed(true)}
          onDeclined={() => setDeclined(true)}
        />
      </Suspense>
    </>
  );
}

function PaymentForAd({ ad }: { ad: AdDetail }) {
  const [params] = useSearchParams();
  const { data: plans, isLoading } = useListPlansQuery();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  const plan = plans?.find((p) => p.id === params.get('plan') && p.price_cents > 0);
  if (!plan) {
    return (
      <ResultScreen
        heading="h2"
        status="info"
        title="Escolha um plano"
        subTitle="Escolha um dos planos de destaque para continuar."
        extra={
          <ButtonLink to={paths.planSelect(ad.slug)} type="primary">
            Ver planos
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={10}>
        <OrderSummary ad={ad} plan={plan} />
      </Col>
      <Col xs={24} md={14}>
        <Card title="Pagamento" id={PAYMENT_BOX} style={{ scrollMarginTop: 80 }}>
          <Checkout ad={ad} plan={plan} />
        </Card>
      </Col>
    </Row>
  );
}

/**
 * /ads/payment/{adSlug}?plan=...: order summary, the method (Pix, card, boleto) and its form or
 * code, then the server's verdict.
 */
export default function PaymentPage() {
  const { adSlug = '' } = useParams();
  useDocumentTitle('Pagamento');
  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '24px 16px' }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        Destacar anúncio
      </Typography.Title>
      <AdGate slug={adSlug}>{(ad) => <PaymentForAd ad={ad} />}</AdGate>
    </div>
  );
}

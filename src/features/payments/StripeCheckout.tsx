import { Alert, Button, Flex, Skeleton } from 'antd';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry loads Stripe.js only when loadStripe is called (the main one injects it on import).
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';

export const STRIPE_UNAVAILABLE =
  'O pagamento está indisponível no momento: não foi possível carregar o formulário seguro do Stripe. Nada foi cobrado. Tente novamente em alguns minutos.';

interface FormProps {
  payLabel: string;
  returnUrl: string;
  /** Stripe accepted the confirmation: the page waits for the server's status. */
  onConfirmed: () => void;
  /** The bank declined the card: the form stays, the page asks the server sooner. */
  onDeclined: () => void;
}

function StripeForm({ payLabel, returnUrl, onConfirmed, onDeclined }: FormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    if (result.error) {
      // Stripe's message is already in pt-BR (Elements locale); the server's status decides the rest.
      setError(result.error.message ?? 'Não foi possível confirmar o pagamento. Tente novamente.');
      setBusy(false);
      if (result.error.type === 'card_error') onDeclined();
      return;
    }
    // Stays busy: the page now follows the server's status (the form goes away).
    onConfirmed();
  };

  return (
    <form onSubmit={submit} aria-label="Pagamento com cartão">
      <Flex vertical gap={16}>
        <PaymentElement />
        {error && <Alert type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={!stripe || !elements}>
          {payLabel}
        </Button>
      </Flex>
    </form>
  );
}

/** Stripe's card form (PaymentElement: cards, and Pix or boleto when the account offers them). */
export default function StripeCheckout({
  publishableKey,
  clientSecret,
  payLabel,
  returnUrl,
  onConfirmed,
  onDeclined,
}: FormProps & { publishableKey: string; clientSecret: string }) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    // Stripe.js comes from js.stripe.com: offline, blocked or down, the promise rejects (or gives null).
    loadStripe(publishableKey, { locale: 'pt-BR' })
      .then((s) => {
        if (!alive) return;
        if (s) setStripe(s);
        else setFailed(true);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [publishableKey]);

  if (failed) return <Alert type="warning" showIcon title="Pagamento indisponível" description={STRIPE_UNAVAILABLE} />;
  if (!stripe) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale: 'pt-BR', appearance: { theme: 'stripe' } }}>
      <StripeForm payLabel={payLabel} returnUrl={returnUrl} onConfirmed={onConfirmed} onDeclined={onDeclined} />
    </Elements>
  );
}

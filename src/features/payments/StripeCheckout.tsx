import { Alert, Button, Flex, Skeleton } from 'antd';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry loads Stripe.js only when loadStripe is called (the main one injects it on import).
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { errorText } from './paymentFormat';

export const STRIPE_UNAVAILABLE =
  'O pagamento está indisponível no momento: não foi possível carregar o formulário seguro do Stripe. Nada foi cobrado. Tente novamente em alguns minutos.';

/** What pressing Pagar gives: the payment created for it and its intent's secret. */
export interface StartedPayment {
  paymentId: number;
  clientSecret: string;
}

interface FormProps {
  payLabel: string;
  /** Where Stripe sends the member back after a redirect (3-D Secure), for a payment id. */
  returnUrl: (paymentId: number) => string;
  /** Creates the payment and its intent (on the press of Pagar only); throws the server's error. */
  onPay: () => Promise<StartedPayment>;
  /** Stripe accepted the confirmation: the page waits for the server's status. */
  onConfirmed: () => void;
  /** The bank declined the card: the form stays, the page asks the server sooner. */
  onDeclined: () => void;
}

function StripeForm({ payLabel, returnUrl, onPay, onConfirmed, onDeclined }: FormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    setBusy(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    // Stripe checks the card fields first: an incomplete card creates no payment.
    const checked = await elements.submit();
    if (checked.error) return fail(checked.error.message ?? 'Confira os dados do cartão.');
    let started: StartedPayment;
    try {
      started = await onPay();
    } catch (err) {
      return fail(errorText(err, 'Não foi possível iniciar o pagamento. Nada foi cobrado; tente de novo.'));
    }
    const result = await stripe.confirmPayment({
      elements,
      clientSecret: started.clientSecret,
      confirmParams: { return_url: returnUrl(started.paymentId) },
      redirect: 'if_required',
    });
    if (result.error) {
      // Stripe's message is already in pt-BR (Elements locale); the server's status decides the rest.
      fail(result.error.message ?? 'Não foi possível confirmar o pagamento. Tente novamente.');
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

/**
 * Stripe's card form (PaymentElement, the card alone: Pix and boleto have the page's own screens), in
 * deferred-intent mode: Elements is shown with the amount alone, and the intent is created when
 * the member presses Pagar.
 */
export default function StripeCheckout({
  publishableKey,
  amountCents,
  ...form
}: FormProps & { publishableKey: string; amountCents: number }) {
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
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount: amountCents,
        currency: 'brl',
        // The card alone, as the intent the server creates (Pix and boleto have their own screens).
        allowedPaymentMethodTypes: ['card'],
        locale: 'pt-BR',
        appearance: { theme: 'stripe' },
      }}
    >
      <StripeForm {...form} />
    </Elements>
  );
}

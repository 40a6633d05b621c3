import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAYMENT_EVENT_FALLBACK, PAYMENT_EVENT_LABEL, paymentEventLabel } from './paymentLabels';

/** Every provider event type written in the server's payments and admin modules and its demo data (quoted literals). */
function serverEventTypes(): string[] {
  const roots = ['modules/payments', 'modules/admin', 'demo'].map((m) => path.join(__dirname, '../../server/src', m));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.ts')) files.push(full);
    }
  };
  roots.forEach(walk);
  const types = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/'((?:payment_intent|charge|refund)\.[a-z_.]+)'/g)) {
      types.add(m[1]);
    }
  }
  return [...types].sort();
}

describe('payment event labels', () => {
  it('names in Portuguese every event type the server acts on or records', () => {
    const types = serverEventTypes();
    // The five the fulfilment acts on and the demo refund, at least.
    expect(types).toEqual(
      expect.arrayContaining([
        'payment_intent.requires_action',
        'payment_intent.succeeded',
        'payment_intent.payment_failed',
        'payment_intent.processing',
        'payment_intent.canceled',
        'charge.refunded',
      ]),
    );
    for (const type of types) expect([type, PAYMENT_EVENT_LABEL[type]]).toEqual([type, expect.any(String)]);
    expect(paymentEventLabel('payment_intent.payment_failed')).toBe('Pagamento recusado');
  });

  it('no label is the raw provider name, and an unknown type reads as a generic event', () => {
    for (const [type, label] of Object.entries(PAYMENT_EVENT_LABEL)) {
      expect(label).not.toContain('.');
      expect(label).not.toBe(type);
    }
    expect(paymentEventLabel('customer.created')).toBe(PAYMENT_EVENT_FALLBACK);
  });
});

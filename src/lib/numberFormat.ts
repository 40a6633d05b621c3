/**
 * Numbers as pt-BR writes them ("1.234", "R$ 1.234,56"), without Intl. The first pt-BR Intl call
 * loads the locale's data, ≈ 50 ms of main thread on the way to a phone's first screen; and the
 * server's ICU and the browser's may not write a number alike, which would break the hydration of
 * a page the server rendered. The output is Intl.NumberFormat('pt-BR')'s (numberFormat.test.ts).
 */

/** An integer with "." between thousands: 1.234.567. */
export function formatInteger(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  return `${n <= -1 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** Cents as BRL: "R$ 1.234,56", a no-break space after "R$" as Intl writes it. */
export function formatCents(cents: number): string {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const centavos = String(abs % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}R$\u00a0${formatInteger(Math.floor(abs / 100))},${centavos}`;
}

const NBSP = '\u00a0';

let euro: Intl.NumberFormat | undefined;

/** "1234567" → "1.234.567". */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * Euros and cents of a non-negative amount, rounded half away from zero as Intl rounds: on the
 * shortest decimal that reads back as the number (`String(1.005)` is "1.005", so 1,01), not on its
 * binary value (which `toFixed` uses: 1,00).
 */
function eurosAndCents(amount: number): [string, string] {
  if (amount < 1e-6) return ['0', '00']; // String() would write an exponent; all of these round to 0,00.
  const [whole, fraction = ''] = String(amount).split('.');
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if (fraction.charAt(2) >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

/**
 * 1234.5 → "1.234,50 €" (the space before € is a non-breaking U+00A0). The only way money is written.
 *
 * Written out rather than asked of Intl.NumberFormat: a page's first Intl object loads the browser's
 * locale data, ≈ 22 ms of main thread on this machine, inside the hydration of every page with a
 * price. The format is four rules: two decimals rounded as Intl rounds them, a comma, a dot every
 * three digits from 1.000 on (CLDR gives Italian a minimum of two grouping digits, but shops write
 * 1.000 €), a space before €. A test holds it to Intl over thousands of values. What it does not
 * cover (not finite, past 10^15) goes to Intl.
 */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) {
    euro ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
    return euro.format(value);
  }
  const [whole, cents] = eurosAndCents(Math.abs(value));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(whole)},${cents}${NBSP}€`;
}

/**
 * A count as Italian text writes it: 1449 → "1449", 12345 → "12.345" (CLDR's two grouping digits,
 * as `toLocaleString('it-IT')` writes it), without Intl's start-up cost (see formatPrice).
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('it-IT');
  const digits = String(Math.abs(count));
  return `${count < 0 ? '-' : ''}${digits.length > 4 ? groupThousands(digits) : digits}`;
}

/**
 * The discount badge's percentage (docs/product-rules.md §9): the rounded value of 100 minus special price divided
 * by regular price. 0 when there is no discount to show.
 */
export function discountPercent(regular: number, special: number): number {
  if (!(regular > 0) || !(special < regular)) return 0;
  return Math.round(100 - (special / regular) * 100);
}

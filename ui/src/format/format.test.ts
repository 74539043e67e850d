import { formatDate } from './date';
import { discountPercent, formatCount, formatPrice } from './price';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('formats 1234.5 as 1.234,50 €', () => {
    expect(formatPrice(1234.5)).toBe(`1.234,50${NBSP}€`);
  });

  it('always shows two decimals', () => {
    expect(formatPrice(5)).toBe(`5,00${NBSP}€`);
    expect(formatPrice(0.1 + 0.2)).toBe(`0,30${NBSP}€`);
  });

  it('writes what Intl writes, rounding included', () => {
    const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
    // Halves in cents (1.005, 1.115: their exact values fall below or above the half), grouping
    // boundaries, negatives and zeros, then a sweep of random amounts at every magnitude.
    const chosen = [0, -0, 0.004, 0.005, -0.004, 1.005, 1.115, 2.675, 8.345, 0.125, 999.995, 1000, 9999.99, 123456.785, 1e14 + 0.5, -1234.5, -0.01];
    const random = Array.from({ length: 3000 }, (_, i) => (Math.random() - 0.2) * 10 ** (i % 13) + Math.round(Math.random() * 1000) / 1000);
    for (const value of [...chosen, ...random]) expect([value, formatPrice(value)]).toEqual([value, intl.format(value)]);
  });

  it('leaves what it does not cover to Intl', () => {
    expect(formatPrice(Number.NaN)).toBe(`NaN${NBSP}€`);
    expect(formatPrice(2e15)).toBe(`2.000.000.000.000.000,00${NBSP}€`);
  });
});

describe('formatCount', () => {
  it('writes counts as toLocaleString("it-IT") does', () => {
    for (const count of [0, 1, 12, 999, 1000, 1449, 9999, 10000, 12345, 1234567, -12345, -1000]) expect(formatCount(count)).toBe(count.toLocaleString('it-IT'));
  });
});

describe('discountPercent', () => {
  it('is 100 minus special over regular, rounded', () => {
    expect(discountPercent(100, 80)).toBe(20);
    expect(discountPercent(59.9, 39.9)).toBe(33);
    expect(discountPercent(100, 66.5)).toBe(34);
    expect(discountPercent(30, 20)).toBe(33);
  });

  it('is 0 when there is nothing to show', () => {
    expect(discountPercent(50, 50)).toBe(0);
    expect(discountPercent(50, 60)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('formatDate', () => {
  it('writes dates in Italian on Rome time', () => {
    expect(formatDate('2026-11-22T10:30:00Z')).toBe('22 novembre 2026');
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('22 novembre 2026');
    expect(formatDate(new Date('2026-03-05T12:00:00Z'), 'short')).toBe('05/03/2026');
    expect(formatDate('2026-07-01T08:05:00Z', 'dateTime')).toBe('01/07/2026, 10:05');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatDate('non una data')).toBe('');
  });
});

import { formatDate } from './date';
import { discountPercent, formatPrice } from './price';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('formats 1234.5 as 1.234,50 €', () => {
    expect(formatPrice(1234.5)).toBe(`1.234,50${NBSP}€`);
  });

  it('always shows two decimals', () => {
    expect(formatPrice(5)).toBe(`5,00${NBSP}€`);
    expect(formatPrice(0.1 + 0.2)).toBe(`0,30${NBSP}€`);
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

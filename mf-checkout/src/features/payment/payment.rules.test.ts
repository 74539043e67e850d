import { cartOf } from '@bottega/tooling/testing/fixtures';
import { line, memoryStorage, readyCart } from '../../testing/fixtures';
import { firstReport, forgetOrderKeys, orderKeyFor, readOrderNumber, readPaymentReturn, readSnapshot, saveSnapshot, snapshotOf } from './payment.rules';

let counter = 0;
const makeKey = () => `key-${String(++counter).padStart(6, '0')}`;

describe('order idempotency key', () => {
  it('keeps one key for a double click or a reload of the same cart', () => {
    const store = memoryStorage();
    const first = orderKeyFor(store, readyCart(), makeKey);
    expect(orderKeyFor(store, readyCart(), makeKey)).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('takes a new key when the cart changed since the order was placed', () => {
    const store = memoryStorage();
    const first = orderKeyFor(store, readyCart(), makeKey);
    const changed = readyCart({ items: [line({ quantity: 2 })] });
    expect(orderKeyFor(store, changed, makeKey)).not.toBe(first);
  });

  it('keeps keys per cart and replaces an unreadable entry', () => {
    const store = memoryStorage();
    const one = orderKeyFor(store, readyCart(), makeKey);
    const other = orderKeyFor(store, readyCart({ id: 'cart-2' }), makeKey);
    expect(other).not.toBe(one);
    store.setItem('bottega:checkout:order-key:cart-1', '{not json');
    expect(orderKeyFor(store, readyCart(), makeKey)).not.toBe(one);
  });

  it('uses a browser-generated random key by default', () => {
    const key = orderKeyFor(memoryStorage(), readyCart());
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('forgets every key once an order is paid, and only those', () => {
    const store = memoryStorage();
    orderKeyFor(store, readyCart(), makeKey);
    store.setItem('other', 'x');
    forgetOrderKeys(store);
    expect(store.length).toBe(1);
    expect(store.getItem('other')).toBe('x');
  });
});

describe('payment return', () => {
  it('reads a declined or cancelled payment and its order', () => {
    expect(readPaymentReturn('?error=declined&order=100000012')).toEqual({ error: 'declined', order: '100000012' });
    expect(readPaymentReturn('?error=cancelled&order=100000012')).toEqual({ error: 'cancelled', order: '100000012' });
    expect(readPaymentReturn('?error=boh&order=<x>')).toEqual({ error: 'unknown', order: null });
    expect(readPaymentReturn('')).toBeNull();
  });

  it('reads the order number of the thank-you page', () => {
    expect(readOrderNumber('?order=100000012')).toBe('100000012');
    expect(readOrderNumber('?order=%3Cscript%3E')).toBeNull();
    expect(readOrderNumber('')).toBeNull();
  });
});

describe('purchase report', () => {
  it('reports an order once per tab, however often the thank-you page is reloaded', () => {
    const store = memoryStorage();
    expect(firstReport(store, '100000012')).toBe(true);
    expect(firstReport(store, '100000012')).toBe(false);
    expect(firstReport(store, '100000013')).toBe(true);
  });
});

describe('order snapshot', () => {
  it('keeps what the thank-you page shows after the cart is emptied', () => {
    const store = memoryStorage();
    saveSnapshot(store, snapshotOf('100000012', readyCart()));
    const snapshot = readSnapshot(store, '100000012');
    expect(snapshot).toMatchObject({ number: '100000012', email: 'giulia@example.it', grandTotal: 94, shipping: 5, lines: [{ name: 'Maglione girocollo in lana merino', options: 'Taglia: M', quantity: 1 }] });
    expect(readSnapshot(store, '999')).toBeNull();
    expect(cartOf([]).items).toEqual([]);
  });
});

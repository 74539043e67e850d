import { cartLine } from '@bottega/test-kit/fixtures';
import { canRevisit, decide, firstOpenStep, parseStep, removedLines, type CheckoutState } from './steps.rules';

const address = {
  firstname: 'Giulia',
  lastname: 'Bianchi',
  company: null,
  street: ['Via Roma 1'],
  city: 'Milano',
  postcode: '20121',
  region_code: 'MI',
  country_code: 'IT' as const,
  telephone: '3331234567',
  fiscal_code: null,
};
const method = { carrier_code: 'bottega', method_code: 'standard', carrier_title: 'Corriere', method_title: '24-48 ore', amount: { value: 0, currency: 'EUR' as const } };
const line = { error: null } as CheckoutState['cart']['items'][number];

const state = (cart: Partial<CheckoutState['cart']> = {}, loggedIn = false): CheckoutState => ({
  loggedIn,
  cart: { email: null, items: [line], shipping_address: null, selected_shipping_method: null, billing_address: null, ...cart },
});

describe('checkout steps', () => {
  it('reads both spellings of the routes', () => {
    expect(parseStep('shipping')).toBe('shipping');
    expect(parseStep('ThankYou')).toBe('thank-you');
    expect(parseStep('UserAccount')).toBe('user-account');
    expect(parseStep('ExternalCheckoutThankYou')).toBe('thank-you');
    expect(parseStep(undefined)).toBe('user-account');
    expect(parseStep('spedizione')).toBeNull();
  });

  it('opens the steps in order as the cart gains what each one asks', () => {
    expect(firstOpenStep(state())).toBe('user-account');
    expect(firstOpenStep(state({ email: 'g@example.it' }))).toBe('shipping');
    expect(firstOpenStep(state({ email: 'g@example.it', shipping_address: address }))).toBe('shipping');
    expect(firstOpenStep(state({ email: 'g@example.it', shipping_address: address, selected_shipping_method: method }))).toBe('billing');
    expect(firstOpenStep(state({ email: 'g@example.it', shipping_address: address, selected_shipping_method: method, billing_address: address }))).toBe('payment');
    expect(firstOpenStep(state({}, true))).toBe('shipping');
  });

  it('sends a guest without an e-mail back to the account step from payment', () => {
    expect(decide('payment', state())).toEqual({ kind: 'step', step: 'user-account' });
  });

  it('lets a shopper go back to an earlier step', () => {
    const ready = state({ email: 'g@example.it', shipping_address: address, selected_shipping_method: method, billing_address: address });
    expect(decide('shipping', ready)).toEqual({ kind: 'stay' });
    expect(decide('payment', ready)).toEqual({ kind: 'stay' });
  });

  it('skips the account step for a logged-in shopper', () => {
    expect(decide('user-account', state({}, true))).toEqual({ kind: 'step', step: 'shipping' });
    expect(decide('user-account', state())).toEqual({ kind: 'stay' });
  });

  it('sends an empty or outdated cart back to the cart, but never the thank-you page', () => {
    expect(decide('shipping', state({ items: [] }))).toEqual({ kind: 'cart', reason: 'empty' });
    expect(decide('payment', state({ items: [{ error: 'Ne restano solo 2' } as typeof line] }))).toEqual({ kind: 'cart', reason: 'lines' });
    expect(decide('thank-you', state({ items: [] }))).toEqual({ kind: 'stay' });
  });

  it('links back only to earlier steps, and never to the account step once logged in', () => {
    expect(canRevisit('shipping', 'payment', false)).toBe(true);
    expect(canRevisit('payment', 'shipping', false)).toBe(false);
    expect(canRevisit('user-account', 'billing', true)).toBe(false);
    expect(canRevisit('shipping', 'thank-you', false)).toBe(false);
  });
});

describe('lines removed while paying', () => {
  const sweater = cartLine({ uid: '1', product: { sku: 'MAGLIA-01', name: 'Maglione in lana merino' } });
  const scarf = cartLine({ uid: '2', product: { sku: 'SCIARPA-01', name: 'Sciarpa in cachemire' } });

  it('names the products gone from the cart shown before', () => {
    expect(removedLines({ items: [sweater, scarf] }, { items: [sweater] })).toEqual(['Sciarpa in cachemire']);
    expect(removedLines({ items: [sweater, scarf] }, { items: [] })).toEqual(['Maglione in lana merino', 'Sciarpa in cachemire']);
  });

  it('finds nothing removed on the first read, for a changed quantity, or in a guest cart merged at login', () => {
    expect(removedLines(null, { items: [sweater] })).toEqual([]);
    expect(removedLines({ items: [sweater] }, { items: [{ ...sweater, quantity: 3 }, scarf] })).toEqual([]);
    expect(removedLines({ items: [sweater] }, { items: [{ ...sweater, uid: '41' }] })).toEqual([]);
  });
});

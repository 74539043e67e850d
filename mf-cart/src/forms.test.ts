import { cartLine, cartOf } from '@bottega/tooling/testing/fixtures';
import { apiError, fakeApi } from '@bottega/tooling/testing/render';
import { forms } from './forms';

const page = '/it/p/20001?color=grigio';
const key = '0123456789abcdef0123456789abcdef';
const variant = { sku: 'BT20001-GRIGIO-M', parent_sku: 'BT20001', options: 'color::grigio,dimensione::m', key };
const addedCart = cartOf([cartLine({ quantity: 1, product: { sku: 'BT20001-GRIGIO-M', name: 'Dolcevita' } })]);
const answer = (fields: Record<string, string>) => forms['add-to-cart']({ action: 'add-to-cart', fields, page });

describe("the cart team's answer to the add-to-cart form", () => {
  it('adds one piece of the variant the form names, with its key, and goes back to the page saying so', async () => {
    const calls = fakeApi({ addProductsToCart: () => ({ cart: addedCart, user_errors: [] }) });
    expect(await answer(variant)).toBe(`${page}&esito=add-to-cart.added.BT20001-GRIGIO-M`);
    expect(calls('addProductsToCart')).toEqual([
      [null, [{ sku: 'BT20001-GRIGIO-M', quantity: 1, parent_sku: 'BT20001', selected_options: ['color::grigio', 'dimensione::m'] }], key],
    ]);
  });

  it('reads no price or quantity from the form, whatever it was given', async () => {
    const calls = fakeApi({ addProductsToCart: () => ({ cart: addedCart, user_errors: [] }) });
    await answer({ ...variant, quantity: '50', price: '0.01' });
    expect(calls('addProductsToCart')[0][1]).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(JSON.stringify(calls('addProductsToCart'))).not.toMatch(/0\.01|50/);
  });

  it('says "posted twice" when the API has taken the key already', async () => {
    fakeApi({ addProductsToCart: () => ({ cart: addedCart, user_errors: [], repeated: true }) });
    expect(await answer(variant)).toBe(`${page}&esito=add-to-cart.repeated.BT20001-GRIGIO-M`);
  });

  it.each([
    ['a sku the shop does not sell', { code: 'PRODUCT_NOT_FOUND' }, { ...variant, sku: 'FALSO-99' }, 'cannot-add.FALSO-99'],
    ['no piece left to add', { code: 'INSUFFICIENT_STOCK' }, variant, 'in-cart-limit.BT20001-GRIGIO-M'],
    ['a configurable product without its colour and size', { code: 'UNDEFINED' }, { sku: 'BT20001', key }, 'choose-options.BT20001'],
  ])('turns %s into its message on the page', async (_case, error, fields, outcome) => {
    fakeApi({ addProductsToCart: () => ({ cart: cartOf([]), user_errors: [{ ...error, message: 'no', sku: fields.sku }] }) });
    expect(await answer(fields)).toBe(`${page}&esito=add-to-cart.${outcome}`);
  });

  it.each([
    [409, 'outdated'],
    [400, 'invalid'],
    [500, 'failed'],
  ])('goes back to the page when the API answers %s, never failing itself', async (status, outcome) => {
    fakeApi({
      addProductsToCart: () => {
        throw apiError(status);
      },
    });
    expect(await answer(variant)).toBe(`${page}&esito=add-to-cart.${outcome}.BT20001-GRIGIO-M`);
  });

  it('asks the API nothing for a form it did not draw: no key, or a sku past its length', async () => {
    const calls = fakeApi({});
    expect(await answer({ sku: 'BT20001' })).toBe(`${page}&esito=add-to-cart.invalid.BT20001`);
    expect(await answer({ ...variant, sku: 'X'.repeat(65) })).toBe(`${page}&esito=add-to-cart.invalid`);
    expect(calls()).toEqual([]);
  });
});

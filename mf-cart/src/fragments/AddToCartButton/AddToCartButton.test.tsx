import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AddToCartParams, FragmentProps } from '@bottega/browser-contract';
import { cartLine, cartOf } from '@bottega/test-kit/fixtures';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { MiniCartButton } from '../MiniCartButton/MiniCartButton';
import { AddToCartButton } from './AddToCartButton';

const scarf: AddToCartParams = {
  sku: 'SCIARPA-02',
  type: 'SimpleProduct',
  name: 'Sciarpa in cashmere',
  brand: 'Lanificio Aurora',
  price: '89.9',
  stock: 'IN_STOCK',
  placement: 'card',
};
const sweater: AddToCartParams = {
  sku: 'BT20001',
  type: 'ConfigurableProduct',
  name: 'Dolcevita in lana merino',
  brand: 'Lanificio Aurora',
  price: '90',
  stock: 'IN_STOCK',
  placement: 'page',
};
const greyM: AddToCartParams = { ...sweater, sku: 'BT20001-GRIGIO-M', parentSku: 'BT20001', options: 'color::grigio,dimensione::m' };

const scarfInCart = (quantity: number) => cartOf([cartLine({ quantity, product: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' } })]);

function shop({ cart = cartOf([]), add = () => ({ cart: scarfInCart(1), user_errors: [] }) }: { cart?: ReturnType<typeof cartOf>; add?: () => unknown } = {}) {
  return fakeApi({ cart: () => cart, addProductsToCart: add });
}

const renderButton = (params: AddToCartParams) => renderFragment(AddToCartButton, { params: { ...params } });
const button = (name: string | RegExp = /^Aggiungi al carrello/) => screen.findByRole('button', { name });

describe('the add-to-cart button', () => {
  it('adds one piece of a simple product from a card, names it, and leaves the shopper in the grid', async () => {
    const calls = shop();
    const { heard, toasts } = renderButton(scarf);
    fireEvent.click(await button('Aggiungi al carrello: Sciarpa in cashmere'));
    await waitFor(() => expect(heard('cart:changed')).toEqual([{ v: 1, totalQuantity: 1 }]));
    expect(calls('addProductsToCart')).toEqual([[null, [{ sku: 'SCIARPA-02', quantity: 1 }]]]);
    expect(toasts()).toEqual([{ type: 'success', message: 'Sciarpa in cashmere è stato aggiunto al carrello' }]);
    expect(heard('shell:analytics')).toEqual([
      {
        v: 1,
        event: 'add_to_cart',
        payload: { currency: 'EUR', value: 89.9, items: [{ item_id: 'SCIARPA-02', item_name: 'Sciarpa in cashmere', item_brand: 'Lanificio Aurora', price: 89.9, quantity: 1 }] },
      },
    ]);
    expect(heard('cart:open')).toEqual([]);
  });

  it('adds the variant the page chose, under its parent, and opens the cart', async () => {
    const calls = shop();
    const { heard } = renderButton(greyM);
    fireEvent.click(await button('Aggiungi al carrello'));
    await waitFor(() => expect(heard('cart:open')).toHaveLength(1));
    expect(calls('addProductsToCart')).toEqual([[null, [{ sku: 'BT20001-GRIGIO-M', quantity: 1, parent_sku: 'BT20001', selected_options: ['color::grigio', 'dimensione::m'] }]]]);
    expect(heard('shell:analytics')[0]).toMatchObject({ payload: { items: [{ item_id: 'BT20001', item_variant: 'BT20001-GRIGIO-M' }] } });
  });

  it('asks the page for the options still to choose, and adds nothing', async () => {
    const calls = shop();
    const { heard } = renderButton(sweater);
    fireEvent.click(await button('Aggiungi al carrello'));
    expect(heard('cart:options-needed')).toEqual([{ v: 1, sku: 'BT20001' }]);
    expect(calls('addProductsToCart')).toEqual([]);
  });

  it('adds the variant once the page passes the choice', async () => {
    const calls = shop();
    const { update } = renderButton(sweater);
    await button('Aggiungi al carrello');
    update({ params: { ...greyM } });
    fireEvent.click(await button('Aggiungi al carrello'));
    await waitFor(() => expect(calls('addProductsToCart')).toHaveLength(1));
    expect(calls('addProductsToCart')[0][1]).toEqual([expect.objectContaining({ sku: 'BT20001-GRIGIO-M' })]);
  });

  it('says in Italian that the cart does not take a bundle yet, and asks the cart nothing (product rule §8)', async () => {
    const calls = shop();
    const { toasts } = renderButton({ ...scarf, type: 'BundleProduct', placement: 'page' });
    fireEvent.click(await button('Aggiungi al carrello'));
    expect(toasts()).toEqual([{ type: 'danger', message: "Il tipo di prodotto BundleProduct non è ancora supportato nell'aggiunta al carrello" }]);
    expect(calls('addProductsToCart')).toEqual([]);
  });

  it('reports a line error as a danger toast and an "error occurred" info toast, without analytics (product rule §8)', async () => {
    shop({ add: () => ({ cart: cartOf([]), user_errors: [{ code: 'INSUFFICIENT_STOCK', message: 'Quantità non disponibile', sku: 'BT20001-GRIGIO-M' }] }) });
    const { heard, toasts } = renderButton(greyM);
    fireEvent.click(await button('Aggiungi al carrello'));
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()).toEqual([
      { type: 'danger', message: 'Quantità non disponibile' },
      { type: 'info', title: 'Si è verificato un errore', message: 'Quantità non disponibile' },
    ]);
    expect(heard('shell:analytics')).toEqual([]);
    expect(heard('cart:changed')).toEqual([]);
    expect(heard('cart:open')).toEqual([]);
  });

  it('reports a failed call the same way', async () => {
    shop({
      add: () => {
        throw apiError(503, 'Servizio non disponibile');
      },
    });
    const { toasts } = renderButton(scarf);
    fireEvent.click(await button());
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()[0]).toEqual({ type: 'danger', message: 'Servizio non disponibile' });
  });

  it('is unavailable for a product out of stock', async () => {
    shop();
    renderButton({ ...scarf, stock: 'OUT_OF_STOCK' });
    expect(((await button()) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is unavailable once the cart holds all that is left, and the page says why', async () => {
    shop({ cart: scarfInCart(2) });
    renderButton({ ...scarf, onlyLeft: '2', placement: 'page' });
    expect(await screen.findByText('Hai già nel carrello tutti i pezzi disponibili')).toBeTruthy();
    expect(((await button()) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows its add in the mini-cart from the team's one cache, without reading the cart again", async () => {
    const calls = shop();
    renderFragment((props: FragmentProps) => (
      <>
        <MiniCartButton {...props} />
        <AddToCartButton {...props} params={{ ...scarf }} />
      </>
    ));
    await screen.findByRole('link', { name: 'Carrello' });
    await waitFor(() => expect(calls('cart')).toHaveLength(1));
    fireEvent.click(await button('Aggiungi al carrello: Sciarpa in cashmere'));
    expect(await screen.findByRole('link', { name: 'Carrello, 1 articolo' })).toBeTruthy();
    expect(calls('cart')).toHaveLength(1);
  });

  it('is a form the cart team answers without JavaScript: the product and a key, never a price or a quantity', async () => {
    shop();
    renderButton(greyM);
    const form = (await button('Aggiungi al carrello')).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/forms/mf_cart/add-to-cart');
    const fields = () => Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>);
    await waitFor(() => expect(fields().key).not.toBe(''));
    expect(fields()).toEqual({ sku: 'BT20001-GRIGIO-M', parent_sku: 'BT20001', options: 'color::grigio,dimensione::m', key: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it("says how the form's add ended on the page it came from: the page's button every add, a card only its own", async () => {
    shop();
    renderFragment(AddToCartButton, { params: { ...greyM }, query: '?color=grigio&esito=add-to-cart.repeated.BT20001-GRIGIO-M' });
    expect((await screen.findByRole('status')).textContent).toBe('Il modulo era già stato inviato: Dolcevita in lana merino è stato aggiunto al carrello una volta sola.');
  });

  it("tells a card nothing of another card's add, and says a failure as an alert", async () => {
    shop();
    const { unmount } = renderFragment(AddToCartButton, { params: { ...scarf }, query: '?esito=add-to-cart.added.ALTRO-01' });
    await button('Aggiungi al carrello: Sciarpa in cashmere');
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    renderFragment(AddToCartButton, { params: { ...scarf }, query: '?esito=add-to-cart.unavailable' });
    await button('Aggiungi al carrello: Sciarpa in cashmere');
    expect(screen.queryByRole('alert')).toBeNull();
    renderFragment(AddToCartButton, { params: { ...sweater }, query: '?esito=add-to-cart.unavailable' });
    expect((await screen.findByRole('alert')).textContent).toBe('Il carrello non è raggiungibile in questo momento e non è cambiato: riprova tra poco.');
  });
});

import { apiError, fakeApi, renderFragment } from '@bottega/tooling/testing/render';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { cartLine, cartOf } from '@bottega/tooling/testing/fixtures';
import { configurable, product } from '../../testing/fixtures';
import { ProductPage } from './ProductPage';

const renderPage = (productId = '20001') => renderFragment(ProductPage, { params: { productId } });
const addButton = () => screen.getByRole('button', { name: 'Aggiungi al carrello' });

let calls: ReturnType<typeof fakeApi>;
function mockShop(addResult: (lines: unknown) => unknown = () => ({ cart: cartOf([cartLine({ product: { sku: 'BT20001-GRIGIO-M' } })]), user_errors: [] })) {
  calls = fakeApi({
    productDetail: (uid) => {
      if (uid === '20001') return configurable();
      if (uid === '10001') return product();
      if (uid === '30001') return product({ uid: '30001', __typename: 'BundleProduct', vsf_typename: 'BundleProduct', name: 'Set regalo sciarpa e guanti' });
      throw apiError(404, 'Il prodotto richiesto non esiste');
    },
    cart: () => cartOf([]),
    addProductsToCart: (_cartId, lines) => addResult(lines),
  });
}

describe('the product page', () => {
  beforeEach(() => mockShop());

  it('shows name, brand, prices with the badge, stock and the shipping terms', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dolcevita in lana merino' })).toBeTruthy();
    expect(screen.getByText('Lanificio Aurora')).toBeTruthy();
    expect(screen.getByText('-25%')).toBeTruthy();
    expect(screen.getByText('Disponibile')).toBeTruthy();
    expect(screen.getByText(/Spedizione gratuita in Italia per ordini a partire da 100 €/)).toBeTruthy();
    expect(screen.getByText('Reso gratuito entro 30 giorni.')).toBeTruthy();
  });

  it('shows the main image at 1080x1340, eager and first fetched', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('img', { name: 'Maglione' });
    expect([main.getAttribute('width'), main.getAttribute('height'), main.getAttribute('loading'), main.getAttribute('fetchpriority')]).toEqual(['1080', '1340', 'eager', 'high']);
  });

  it('asks for size and colour before adding, and adds nothing', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(addButton());
    expect(screen.getByRole('alert').textContent).toContain('Scegli taglia e colore prima di aggiungere al carrello');
    fireEvent.click(screen.getByRole('radio', { name: 'Grigio' }));
    fireEvent.click(addButton());
    expect(screen.getByRole('alert').textContent).toContain('Scegli una taglia');
    expect(calls('addProductsToCart')).toEqual([]);
  });

  it('marks a size sold out in the chosen colour', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Azzurro' }));
    expect(screen.getByRole('radio', { name: 'S (esaurito)' })).toBeTruthy();
  });

  it('adds the chosen variant, then tells the cart team, analytics and opens the cart', async () => {
    const { heard } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Grigio' }));
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(addButton());
    await waitFor(() => expect(heard('cart:changed')).toHaveLength(1));
    expect(calls('addProductsToCart')).toEqual([[null, [{ sku: 'BT20001-GRIGIO-M', quantity: 1, parent_sku: 'BT20001', selected_options: ['color::grigio', 'dimensione::m'] }]]]);
    expect(heard('cart:changed')[0]).toEqual({ v: 1, totalQuantity: 1 });
    expect(heard('shell:analytics')[0]).toMatchObject({ event: 'add_to_cart', payload: { value: 90, currency: 'EUR' } });
    expect(heard('cart:open')).toHaveLength(1);
  });

  it('reports a line error as a danger toast and an "error occurred" info toast, without analytics', async () => {
    mockShop(() => ({ cart: cartOf([]), user_errors: [{ code: 'INSUFFICIENT_STOCK', message: 'Quantità non disponibile', sku: 'BT20001-GRIGIO-M' }] }));
    const { heard } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Grigio' }));
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(addButton());
    await waitFor(() => expect(heard('shell:notify')).toHaveLength(2));
    expect(heard('shell:notify')).toEqual([
      { v: 1, notification: { type: 'danger', message: 'Quantità non disponibile' } },
      { v: 1, notification: { type: 'info', title: 'Si è verificato un errore', message: 'Quantità non disponibile' } },
    ]);
    expect(heard('shell:analytics')).toEqual([]);
    expect(heard('cart:changed')).toEqual([]);
  });

  it('says in Italian that the cart does not take a bundle yet, and asks the cart nothing (spec §8)', async () => {
    const { heard } = renderPage('30001');
    await screen.findByRole('heading', { level: 1, name: 'Set regalo sciarpa e guanti' });
    fireEvent.click(addButton());
    expect(heard('shell:notify')).toEqual([
      { v: 1, notification: { type: 'danger', message: "Il tipo di prodotto BundleProduct non è ancora supportato nell'aggiunta al carrello" } },
    ]);
    expect(calls('addProductsToCart')).toEqual([]);
  });

  it('reports a failed call the same way', async () => {
    mockShop(() => {
      throw apiError(409, 'Il carrello è cambiato');
    });
    const { heard } = renderPage('10001');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(addButton());
    await waitFor(() => expect(heard('shell:notify')).toHaveLength(2));
    expect(heard('shell:notify')[0]).toEqual({ v: 1, notification: { type: 'danger', message: 'Il carrello è cambiato' } });
  });

  it('renders the content team\'s not-found page for an unknown product', async () => {
    const { slots } = renderPage('nope');
    await waitFor(() => expect(slots).toEqual([{ remote: 'mf_content', fragment: 'NotFoundPage', props: {} }]));
  });
});

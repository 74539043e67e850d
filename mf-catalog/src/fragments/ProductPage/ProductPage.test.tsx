import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { cartOptionsNeeded } from '@bottega/browser-contract';
import { configurable, product } from '../../testing/fixtures';
import { ProductPage } from './ProductPage';

const renderPage = (productId = '20001') => renderFragment(ProductPage, { params: { productId } });

function mockShop() {
  fakeApi({
    productDetail: (uid) => {
      if (uid === '20001') return configurable();
      if (uid === '10001') return product();
      throw apiError(404, 'Il prodotto richiesto non esiste');
    },
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

  it("places the cart team's add-to-cart button: the product until size and colour are chosen, then the variant", async () => {
    const { slots } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const button = () => slots.find((placed) => placed.fragment === 'AddToCartButton');
    const sweater = { sku: 'BT20001', type: 'ConfigurableProduct', name: 'Dolcevita in lana merino', brand: 'Lanificio Aurora', price: '90', stock: 'IN_STOCK', placement: 'page' };
    // Placed once its box is on the page (near the screen at once: jsdom has no IntersectionObserver).
    await waitFor(() => expect(button()).toEqual({ remote: 'mf_cart', fragment: 'AddToCartButton', props: sweater }));
    fireEvent.click(screen.getByRole('radio', { name: 'Grigio' }));
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    await waitFor(() => expect(button()?.props).toEqual({ ...sweater, sku: 'BT20001-GRIGIO-M', parentSku: 'BT20001', options: 'color::grigio,dimensione::m' }));
    expect(slots.filter((placed) => placed.fragment === 'AddToCartButton')).toHaveLength(1);
  });

  it("asks for size and colour when the cart's button says they are missing, then for what is still missing", async () => {
    const { bus } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    act(() => bus.publish(cartOptionsNeeded('BT20001')));
    expect(screen.getByRole('alert').textContent).toContain('Scegli taglia e colore prima di aggiungere al carrello');
    fireEvent.click(screen.getByRole('radio', { name: 'Grigio' }));
    expect(screen.getByRole('alert').textContent).toContain('Scegli una taglia');
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("leaves another product's missing options to its own page", async () => {
    const { bus } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    act(() => bus.publish(cartOptionsNeeded('BT10001')));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks a size sold out in the chosen colour', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Azzurro' }));
    expect(screen.getByRole('radio', { name: 'S (esaurito)' })).toBeTruthy();
  });

  it("renders the content team's not-found page for an unknown product", async () => {
    const { slots } = renderPage('nope');
    await waitFor(() => expect(slots).toEqual([{ remote: 'mf_content', fragment: 'NotFoundPage', props: {} }]));
  });
});

/** @jest-environment node */
import { cartLine, cartOf } from '@bottega/tooling/testing/fixtures';
import { dataOf, drawOnServer, type Api } from '@bottega/tooling/testing/server';
import { queryKeys } from '../../app/queryKeys';
import { configurable, product } from '../../testing/fixtures';
import fragment from '.';

const draw = (productId: string, shop: Api) => drawOnServer(fragment, 'ProductPage', shop, { params: { productId } });

describe('the product page as the server sends it', () => {
  it('shows name, brand, both prices, availability, options, description and breadcrumbs', async () => {
    const { html } = await draw('20001', { productDetail: () => configurable(), cart: () => cartOf([]) });
    expect(html).toMatch(/<h1[^>]*>Dolcevita in lana merino<\/h1>/);
    expect(html).toContain('>Lanificio Aurora<');
    expect(html).toContain('120,00\u00a0€');
    expect(html).toContain('90,00\u00a0€');
    expect(html).toContain('Sconto del 25%');
    expect(html).toContain('Disponibile');
    for (const option of ['Colore', 'Taglia', 'Grigio', 'Azzurro', '>S<', '>M<']) expect(html).toContain(option);
    expect(html).toContain('Un maglione caldo.');
    expect(html).toMatch(/<a href="\/it"[^>]*>Home<\/a>/);
    expect(html).toMatch(/<a href="\/it\/c\/uomo-maglioni"[^>]*>Maglioni<\/a>/);
  });

  it('hands the browser the product and the cart it was drawn from', async () => {
    const { state } = await draw('10001', { productDetail: () => product(), cart: () => cartOf([]) });
    expect(dataOf(state, queryKeys.product('10001'))).toMatchObject({ name: 'Maglione girocollo' });
    expect(dataOf(state, queryKeys.cart())).toMatchObject({ items: [] });
  });

  it('says the shopper already holds the last pieces when their cart does', async () => {
    const { html } = await draw('10001', { productDetail: () => product({ only_x_left_in_stock: 2 }), cart: () => cartOf([cartLine({ quantity: 2, product: { sku: 'BT10001' } })]) });
    expect(html).toContain('Hai già nel carrello tutti i pezzi disponibili');
  });

  it('writes a name holding </script> and a line separator as text', async () => {
    const { html } = await draw('10001', { productDetail: () => product({ name: 'Maglione </script><script>alert(1)</script>\u2028blu' }), cart: () => cartOf([]) });
    expect(html).toContain('Maglione &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028blu');
    expect(html).not.toMatch(/<\/?script/i);
  });
});

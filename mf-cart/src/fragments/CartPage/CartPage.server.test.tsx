/** @jest-environment node */
import { cartLine, cartOf } from '@bottega/test-kit/fixtures';
import { dataOf, renderOnServer, readable } from '@bottega/test-kit/server';
import { queryKeys } from '../../app/queryKeys';
import fragment from '.';

const sweater = (name = 'Maglione in lana merino') =>
  cartLine({
    quantity: 2,
    price: 60,
    regular: 80,
    product: { name, uid: 'p1' },
    configurable_options: [{ configurable_product_option_uid: 'color', configurable_product_option_value_uid: 'color::blu', option_label: 'Colore', value_label: 'Blu notte' }],
  });

describe('the cart page as the server sends it', () => {
  it('shows every line with its options, quantity and prices, and the totals', async () => {
    const { html, state } = await renderOnServer(fragment, 'CartPage', {
      cart: () => cartOf([sweater(), cartLine({ uid: '2', product: { uid: 'p2', sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' }, price: 39.9 })]),
    });
    const text = readable(html);
    expect(text).toMatch(/<h1[^>]*>Carrello<\/h1>/);
    expect(text).toContain('3 articoli');
    expect(text).toMatch(/<a href="\/it\/p\/p1"[^>]*>Maglione in lana merino<\/a>/);
    expect(text).toMatch(/<dt>Colore:<\/dt><dd>Blu notte<\/dd>/);
    expect(text).toMatch(/<input[^>]*aria-label="Quantità di Maglione in lana merino"[^>]*value="2"\/>/);
    expect(text).toContain('160,00\u00a0€');
    expect(text).toContain('120,00\u00a0€');
    expect(text).toMatch(/<a href="\/it\/p\/p2"[^>]*>Sciarpa in cashmere<\/a>/);
    expect(text).toContain('159,90\u00a0€');
    expect(dataOf(state, queryKeys.cart)).toMatchObject({ total_quantity: 3 });
  });

  it('writes a product name holding </script> and a line separator as text', async () => {
    const { html } = await renderOnServer(fragment, 'CartPage', { cart: () => cartOf([sweater('Maglione </script><script>alert(1)</script>\u2028blu')]) });
    expect(html).toContain('Maglione &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028blu');
    expect(html).not.toMatch(/<\/?script/i);
  });

  it('draws each change as a form the cart team answers without scripts, naming the cart it was drawn from, and says how the last one ended', async () => {
    const { html } = await renderOnServer(fragment, 'CartPage', { cart: () => cartOf([sweater()]) }, { query: '?esito=coupon.coupon-refused' });
    const actions = [...html.matchAll(/<form[^>]*action="([^"]+)"[^>]*method="post"/g)].map(([, action]) => action);
    expect(actions).toEqual([
      '/forms/mf_cart/cart-quantity',
      '/forms/mf_cart/cart-remove',
      '/forms/mf_cart/cart-clear',
      '/forms/mf_cart/coupon',
      '/forms/mf_cart/gift-card',
      '/forms/mf_cart/cart-note',
    ]);
    expect(html.match(/<input type="hidden" name="cart" value="cart-1"\/>/g)).toHaveLength(6);
    expect(readable(html)).toMatch(/<p role="alert"[^>]*>Il codice sconto non è valido o non è più utilizzabile.<\/p>/);
  });

  it('draws "Svuota il carrello" and the note as forms, and "Procedi al checkout" as a link to the checkout, none of them dead without scripts', async () => {
    const { html } = await renderOnServer(fragment, 'CartPage', { cart: () => ({ ...cartOf([sweater()]), note: 'Citofono Rossi' }) }, { query: '?esito=cart-note.outdated' });
    const text = readable(html);
    expect(text).toMatch(/<form[^>]*action="\/forms\/mf_cart\/cart-clear"[^>]*>.*?<button type="submit"[^>]*>.*?Svuota il carrello.*?<\/button><\/form>/);
    expect(text).toMatch(/<textarea[^>]*name="note"[^>]*>Citofono Rossi<\/textarea>/);
    expect(text).toMatch(/<button type="submit"(?![^>]*disabled)[^>]*>.*?Salva nota/);
    expect(text).toMatch(/<a[^>]*href="\/it\/checkout"[^>]*>.*?Procedi al checkout/);
    expect(text).toMatch(/<p role="alert"[^>]*>Il carrello era cambiato nel frattempo: ora è aggiornato, controlla e riprova.<\/p>/);
  });
});

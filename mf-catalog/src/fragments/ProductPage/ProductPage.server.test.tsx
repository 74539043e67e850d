/** @jest-environment node */
import { dataOf, renderOnServer, type Api } from '@bottega/test-kit/server';
import { queryKeys } from '../../app/queryKeys';
import { configurable, product } from '../../testing/fixtures';
import fragment from '.';

const serverRender = (productId: string, shop: Api, query = '') => renderOnServer(fragment, 'ProductPage', shop, { params: { productId }, query });

describe('the product page as the server sends it', () => {
  it('shows name, brand, both prices, availability, options, description and breadcrumbs', async () => {
    const { html } = await serverRender('20001', { productDetail: () => configurable() });
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

  it("hands the browser the product it was drawn from, and never reads the cart (whether one more fits is the cart's button's to say)", async () => {
    const { state, calls } = await serverRender('10001', { productDetail: () => product() });
    expect(dataOf(state, queryKeys.product('10001'))).toMatchObject({ name: 'Maglione girocollo' });
    expect(calls()).toEqual(['productDetail']);
  });

  it('writes a name holding </script> and a line separator as text', async () => {
    const { html } = await serverRender('10001', { productDetail: () => product({ name: 'Maglione </script><script>alert(1)</script>\u2028blu' }) });
    expect(html).toContain('Maglione &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028blu');
    expect(html).not.toMatch(/<\/?script/i);
  });

  it("draws the variant the address chooses (the choice's GET form without JavaScript): its picture and its stock", async () => {
    const { html } = await serverRender('20001', { productDetail: () => configurable() }, '?color=color%3A%3Aazzurro&dimensione=dimensione%3A%3As');
    expect(html).toMatch(/<form[^>]*method="get"/);
    const checked = [...html.matchAll(/<input[^>]*>/g)].map(([input]) => input).filter((input) => input.includes('checked'));
    expect(checked.map((input) => /name="(\w+)"[^>]*value="([^"]+)"/.exec(input)?.slice(1))).toEqual([
      ['color', 'color::azzurro'],
      ['dimensione', 'dimensione::s'],
    ]);
    expect(html).toContain('/api/media/azzurro.svg');
    // azzurro/s is the fixture's sold-out variant.
    expect(html).toContain('Questa combinazione è esaurita');
    expect(html).toContain('<noscript>');
  });

  it('ignores a choice the product does not have', async () => {
    const { html } = await serverRender('20001', { productDetail: () => configurable() }, '?color=color%3A%3Arosso&dimensione=%3Cx%3E');
    expect(html).not.toMatch(/checked=""/);
    expect(html).not.toContain('rosso');
  });
});

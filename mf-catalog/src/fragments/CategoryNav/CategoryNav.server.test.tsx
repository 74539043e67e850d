/** @jest-environment node */
import { dataOf, renderOnServer, readable } from '@bottega/test-kit/server';
import { queryKeys } from '../../app/queryKeys';
import fragment from '.';

const menu = (label = 'Donna') => ({
  uid: 'mainmenu',
  items: [
    { uid: 'donna', label, link: '/it/c/donna', children: [{ uid: 'donna-abiti', label: 'Abiti', link: '/it/c/donna-abiti', children: [] }] },
    { uid: 'saldi', label: 'Saldi', link: '/it/c/saldi', children: [] },
  ],
});

describe('the desktop navigation as the server sends it', () => {
  it('lists every category as a link, the sub-categories in closed panels', async () => {
    const { html, state } = await renderOnServer(fragment, 'CategoryNav', { menu: () => menu() });
    expect(html).toMatch(/<a href="\/it\/c\/donna"[^>]*>Donna<\/a>/);
    expect(html).toMatch(/<a href="\/it\/c\/saldi"[^>]*>Saldi<\/a>/);
    // A closed <details> the browser opens by itself: without JavaScript, and by keyboard.
    expect(html).toMatch(/<details name="cat-nav" class="disclosure"><summary [^>]*aria-label="Apri Donna".*<a href="\/it\/c\/donna-abiti"[^>]*>Abiti<\/a>/);
    expect(readable(html)).toContain('>Tutto Donna</a>');
    expect(dataOf(state, queryKeys.menu())).toEqual(menu());
  });

  it('writes a label holding </script> and a line separator as text', async () => {
    const { html } = await renderOnServer(fragment, 'CategoryNav', { menu: () => menu('Donna </script><script>alert(1)</script>\u2028estate') });
    expect(html).toContain('Donna &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028estate');
    expect(html).not.toMatch(/<\/?script/i);
  });
});

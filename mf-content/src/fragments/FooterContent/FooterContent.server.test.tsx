/** @jest-environment node */
import { dataOf, renderOnServer } from '@bottega/test-kit/server';
import { layoutBlocksQuery } from '../../features/blocks/blocks.api';
import { block, cmsBlocksOf, hostileText, hostileTextEscaped, layoutBlocks } from '../../testing/fixtures';
import FooterContent from './index';

describe('footer drawn on the server', () => {
  it('arrives with its columns, links, payments and social icons, and the blocks the browser will read', async () => {
    const { html, state } = await renderOnServer(FooterContent, 'FooterContent', { cmsBlocks: cmsBlocksOf(layoutBlocks) });
    expect(html).toContain('<h2 id="cnt-footer-address" class="heading">Bottega S.r.l.</h2>');
    expect(html).toContain('<p>Via Italia 1, 13900 Biella</p>');
    expect(html).toContain('<h2 id="cnt-footer-links" class="heading">Informazioni</h2>');
    expect(html).toContain('<a href="/it/chi-siamo" class="link">Chi siamo</a>');
    expect(html).toContain('<a href="/it/shipping-information" class="link">Spedizioni</a>');
    expect(html).toContain('Il 10% sul primo ordine.');
    expect(html).toMatch(/<img [^>]*alt="Carte di pagamento accettate: Visa, Mastercard" width="300" height="48"/);
    expect(html).toMatch(/<a href="https:\/\/www.instagram.com\/bottega" target="_blank" rel="noopener noreferrer"/);
    expect(dataOf(state, layoutBlocksQuery('it').queryKey)).toEqual(layoutBlocks);
  });

  it('gives the newsletter box ids under the page’s prefix for this fragment', async () => {
    const { html } = await renderOnServer(FooterContent, 'FooterContent', { cmsBlocks: cmsBlocksOf(layoutBlocks) });
    const [, id] = /<label for="([^"]+)"/.exec(html)!;
    expect(id).toContain('t-');
    expect(html).toContain(`<input id="${id}"`);
  });

  it('cannot be broken out of by a link label or a column title', async () => {
    const links = block('footer-links-it', { title: hostileText, links: [{ label: hostileText, url: '/it/chi-siamo', target: '_self' }] });
    const { html } = await renderOnServer(FooterContent, 'FooterContent', {
      cmsBlocks: cmsBlocksOf(layoutBlocks.map((item) => (item.identifier === links.identifier ? links : item))),
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`<h2 id="cnt-footer-links" class="heading">${hostileTextEscaped}</h2>`);
    expect(html).toContain(`<a href="/it/chi-siamo" class="link">${hostileTextEscaped}</a>`);
  });
});

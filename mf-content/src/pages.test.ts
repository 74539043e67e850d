/** @jest-environment node */
import { apiError } from '@bottega/test-kit/render';
import { answerPage } from '@bottega/test-kit/server';
import { pages } from './pages';

const cmsPages: Record<string, { identifier: string; url_key: string; title: string; content: string; meta_description: string }> = {
  'about-us': { identifier: 'about-us', url_key: 'chi-siamo', title: 'Chi siamo', content: '<p>Storia</p>', meta_description: '' },
  'contact-us': { identifier: 'contact-us', url_key: 'contact-us', title: 'Contatti', content: '<p>Scrivici</p>', meta_description: 'Come contattarci.' },
  'privacy-policy': { identifier: 'privacy-policy', url_key: 'privacy', title: 'Informativa sulla privacy', content: '', meta_description: 'I tuoi dati.' },
};
const routes: Record<string, unknown> = {
  'chi-siamo': { type: 'CMS_PAGE', identifier: 'about-us', url_key: 'chi-siamo', relative_url: '/it/chi-siamo' },
  'about-us': { type: 'REDIRECT', redirect_code: 301, relative_url: '/it/chi-siamo' },
  saldi: { type: 'REDIRECT', redirect_code: 302, relative_url: 'c/outlet-interno' },
  'maglione-blu.html': { type: 'PRODUCT', uid: 'MTIz', url_key: 'maglione-blu', relative_url: '/it/p/MTIz' },
  'uomo/maglioni': { type: 'CATEGORY', uid: 'uomo-maglioni', url_key: 'maglioni', relative_url: '/it/c/uomo-maglioni' },
  'a/b/c%2Fd': { type: 'CMS_PAGE', identifier: 'privacy-policy', url_key: 'privacy', relative_url: '/privacy' },
};
const shop = {
  cmsPage: ({ identifier }: { identifier: string }) => {
    if (!cmsPages[identifier]) throw apiError(404, 'Pagina non trovata');
    return cmsPages[identifier];
  },
  route: ({ url }: { url: string }) => routes[url] ?? null,
  cmsBlocks: () => ({
    items: [
      {
        identifier: 'footer-social-it',
        title: '',
        content: '',
        image: null,
        text: null,
        links: [],
        social: [{ image: '', alt: 'Instagram', width: 1, height: 1, url: 'https://social.example/bottega' }],
        contact: null,
      },
      { identifier: 'footer-address-it', title: '', content: '', image: null, text: null, links: [], social: [], contact: { email: 'a@b.example', phone: '+39 02' } },
    ],
  }),
};
const catchAll = (path: string) => answerPage(pages, 'CatchAll', shop, { params: { path: decodeURIComponent(path) }, pathname: `/it/${path}` });

describe('the content team’s page answers', () => {
  it('names the shop on the home page from the footer’s blocks', async () => {
    const { answer } = await answerPage(pages, 'HomePage', shop);
    expect(answer).toMatchObject({
      status: 200,
      head: { canonical: 'https://shop.example/it', jsonLd: [{ '@type': 'Organization', sameAs: ['https://social.example/bottega'] }, { '@type': 'WebSite' }] },
    });
  });

  it('titles a CMS page by its own title at its own address, and is 404 for one the CMS does not have', async () => {
    expect((await answerPage(pages, 'CmsPage', shop, { params: { identifier: 'privacy-policy' }, pathname: '/privacy' })).answer).toMatchObject({
      status: 200,
      head: { title: 'Informativa sulla privacy | Bottega', canonical: 'https://shop.example/privacy' },
    });
    expect((await answerPage(pages, 'CmsPage', shop, { query: '?id=about-us', pathname: '/it/Page' })).answer).toMatchObject({
      head: { canonical: 'https://shop.example/it/chi-siamo' },
    });
    expect((await answerPage(pages, 'CmsPage', shop, { query: '?id=nessuna', pathname: '/it/Page' })).answer).toEqual({ status: 404 });
  });

  it('gives the contact page its CMS text’s title and one address, and 200 without the text', async () => {
    expect((await answerPage(pages, 'ContactPage', shop, { pathname: '/it/ContactUs' })).answer).toMatchObject({
      status: 200,
      head: { title: 'Contatti | Bottega', description: 'Come contattarci.', canonical: 'https://shop.example/it/contact-us' },
    });
    expect(
      (
        await answerPage(pages, 'ContactPage', {
          ...shop,
          cmsPage: () => {
            throw apiError(404, 'Pagina non trovata');
          },
        })
      ).answer,
    ).toEqual({ status: 200 });
  });

  it('answers a catch-all path as the route resolver does: a CMS page, a redirect, the catalog’s page, or 404', async () => {
    expect((await catchAll('chi-siamo')).answer).toMatchObject({ status: 200, head: { title: 'Chi siamo | Bottega', canonical: 'https://shop.example/it/chi-siamo' } });
    expect((await catchAll('about-us')).answer).toEqual({ status: 301, location: '/it/chi-siamo' });
    expect((await catchAll('saldi')).answer).toEqual({ status: 302, location: '/it/c/outlet-interno' });
    expect((await catchAll('maglione-blu.html')).answer).toEqual({ status: 200, delegate: { remote: 'mf_catalog', fragment: 'ProductPage', params: { productId: 'MTIz' } } });
    expect((await catchAll('uomo/maglioni')).answer).toEqual({
      status: 200,
      delegate: { remote: 'mf_catalog', fragment: 'CategoryPage', params: { categoryId: 'uomo-maglioni' } },
    });
    expect((await catchAll('non-esiste')).answer).toEqual({ status: 404 });
  });

  it('asks the resolver with an encoded slash kept in a third segment (product rule §2)', async () => {
    const { answer, calls } = await catchAll('a/b/c%2Fd');
    expect(calls('route')).toEqual([[{ url: 'a/b/c%2Fd' }]]);
    expect(answer).toMatchObject({ status: 200, head: { canonical: 'https://shop.example/privacy' } });
  });
});

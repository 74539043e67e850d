/** @jest-environment node */
import { dataOf, renderOnServer } from '@bottega/test-kit/server';
import { pageQuery } from '../../features/cms/cms.api';
import { routeQuery } from '../../features/routing/routing.api';
import { cmsPage } from '../../testing/fixtures';
import CatchAll from './index';

const aboutUs = cmsPage('about-us', { url_key: 'chi-siamo', title: 'Chi siamo', content: '<p>Dal 1987 a Biella.</p>' });

describe('catch-all drawn on the server', () => {
  it('draws the CMS page the resolver names, in full', async () => {
    const route = { type: 'CMS_PAGE', identifier: 'about-us', url_key: 'chi-siamo', relative_url: 'chi-siamo' };
    const { html, state, calls } = await renderOnServer(CatchAll, 'CatchAll', { route: () => route, cmsPage: () => aboutUs }, { params: { path: 'chi-siamo' } });
    expect(html).toContain('<h1 class="title">Chi siamo</h1>');
    expect(html).toContain('<p>Dal 1987 a Biella.</p>');
    expect(calls()).toEqual(['route', 'cmsPage']);
    expect(dataOf(state, routeQuery('chi-siamo').queryKey)).toEqual(route);
    expect(dataOf(state, pageQuery({ identifier: 'about-us' }).queryKey)).toEqual(aboutUs);
  });

  it('names the product page for the edge to have the catalog draw it in place, having asked about the still-encoded path', async () => {
    const route = { type: 'PRODUCT', uid: '10042', url_key: 'giacca', relative_url: 'giacca' };
    const { html, nested, state, calls } = await renderOnServer(CatchAll, 'CatchAll', { route: () => route }, { params: { path: 'uomo/giacche/giacca%2Fblu' } });
    expect(nested).toEqual([
      {
        id: nested[0].id,
        remote: 'mf_catalog',
        request: { fragment: 'ProductPage', props: expect.objectContaining({ params: { productId: '10042' } }), idPrefix: expect.any(String) },
      },
    ]);
    expect(html).toBe(
      `<div data-team="cnt"><div data-nested-slot="mf_catalog/ProductPage" data-nested-id="${nested[0].id}" data-slot-state="loading"><div data-slot-host="" data-start="load"></div></div></div>`,
    );
    expect(calls('route')).toEqual([[{ url: 'uomo/giacche/giacca%2Fblu' }]]);
    expect(dataOf(state, routeQuery('uomo/giacche/giacca%2Fblu').queryKey)).toEqual(route);
  });

  it('draws the not-found page for a path nobody knows', async () => {
    const { html } = await renderOnServer(CatchAll, 'CatchAll', { route: () => null }, { params: { path: 'non-esiste' } });
    expect(html).toContain('>Ops!</h1>');
  });
});

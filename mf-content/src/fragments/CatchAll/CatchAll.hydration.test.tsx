import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import { cmsPage } from '../../testing/fixtures';
import CatchAll from './index';

it('comes alive over the server’s CMS page at its address without asking the API again', async () => {
  window.history.replaceState(null, '', '/it/chi-siamo');
  const at = { params: { path: 'chi-siamo' } };
  const drawn = await renderOnServer(
    CatchAll,
    'CatchAll',
    {
      route: () => ({ type: 'CMS_PAGE', identifier: 'about-us', url_key: 'chi-siamo', relative_url: 'chi-siamo' }),
      cmsPage: () => cmsPage('about-us', { title: 'Chi siamo', content: '<p>Dal 1987 a Biella.</p>' }),
    },
    at,
  );
  const page = await hydrateOnPage(drawn);
  expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
  expect(page.domElement.querySelector('h1')!.textContent).toBe('Chi siamo');
});

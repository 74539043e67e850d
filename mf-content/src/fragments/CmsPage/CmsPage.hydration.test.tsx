import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import { cmsPage, hostileText } from '../../testing/fixtures';
import CmsPage from './index';

// The HTML as the API's sanitiser writes it, which the browser serialises differently (`<br>`, `&amp;`):
// React must still find the server's HTML to be its own.
it('comes alive over the server’s page, its text exactly as written, without asking the API again', async () => {
  const page = cmsPage('saldi', { title: hostileText, meta_description: 'Fino al 50%.', content: '<p>Fino al <strong>50%</strong> &amp; oltre.<br />Solo online\u2028.</p>' });
  const route = { params: { identifier: 'saldi' } };
  const shown = await hydrateOnPage(await renderOnServer(CmsPage, 'CmsPage', { cmsPage: () => page }, route));
  expect(shown).toMatchObject({ kept: true, requests: [], errors: [] });
  expect(shown.domElement.querySelector('h1')!.textContent).toBe(hostileText);
  expect(shown.domElement.querySelector('script')).toBeNull();
  expect(shown.domElement.querySelector('strong')!.textContent).toBe('50%');
});

import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import { cmsBlocksOf, layoutBlocks } from '../../testing/fixtures';
import FooterContent from './index';

it('comes alive over the server’s footer without asking the API again', async () => {
  const page = await hydrateOnPage(await renderOnServer(FooterContent, 'FooterContent', { cmsBlocks: cmsBlocksOf(layoutBlocks) }));
  expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
  expect(page.domElement.querySelector('a[href="/it/chi-siamo"]')!.textContent).toBe('Chi siamo');
});

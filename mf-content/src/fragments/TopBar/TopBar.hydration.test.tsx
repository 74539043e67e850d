import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import { cmsBlocksOf, layoutBlocks } from '../../testing/fixtures';
import TopBar from './index';

it('comes alive over the server’s top bar without asking the API again', async () => {
  const drawn = await renderOnServer(TopBar, 'TopBar', { cmsBlocks: cmsBlocksOf(layoutBlocks) });
  const page = await hydrateOnPage(drawn);
  expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
  expect(page.domElement.textContent).toContain('Spedizione gratuita da 100 €');
});

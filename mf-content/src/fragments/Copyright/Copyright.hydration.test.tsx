import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import { cmsBlocksOf, layoutBlocks } from '../../testing/fixtures';
import Copyright from './index';

it('comes alive over the server’s copyright without asking the API again', async () => {
  const page = await hydrateOnPage(await renderOnServer(Copyright, 'Copyright', { cmsBlocks: cmsBlocksOf(layoutBlocks) }));
  expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
  expect(page.domElement.textContent).toBe('© 2026 Bottega S.r.l. · P.IVA e C.F. 01234567897 · REA MI-2034567Condizioni generali di vendita · Diritto di recesso');
});

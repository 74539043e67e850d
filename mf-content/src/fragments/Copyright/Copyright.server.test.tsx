/** @jest-environment node */
import { dataOf, renderOnServer } from '@bottega/test-kit/server';
import { layoutBlocksQuery } from '../../features/blocks/blocks.api';
import { cmsBlocksOf, layoutBlocks } from '../../testing/fixtures';
import Copyright from './index';

it('arrives with the copyright of the shopper’s locale, and the blocks the browser will read', async () => {
  const { html, state } = await renderOnServer(Copyright, 'Copyright', { cmsBlocks: cmsBlocksOf(layoutBlocks) });
  expect(html).toBe(
    '<div data-team="cnt"><div class="compact copyright"><p>© 2026 Bottega S.r.l. · P.IVA e C.F. 01234567897 · REA MI-2034567</p>' +
      '<p><a href="/it/condizioni-generali-di-vendita">Condizioni generali di vendita</a> · <a href="/it/diritto-di-recesso">Diritto di recesso</a></p></div></div>',
  );
  expect(dataOf(state, layoutBlocksQuery('it').queryKey)).toEqual(layoutBlocks);
});

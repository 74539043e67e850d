import { drawOnServer, hydrateOnPage } from '../../testing/server';
import NotFoundPage from './index';

it('comes alive over the server’s not-found page', async () => {
  const page = await hydrateOnPage(NotFoundPage, 'NotFoundPage', await drawOnServer(NotFoundPage, 'NotFoundPage', {}));
  expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
  await page.unmount();
});

/** @jest-environment node */
import { perRequest } from './requestContext';
import { requestContextFor, runInRequest } from './server/requestScope';

describe('state kept per request', () => {
  it("is one value for the page's life in the browser, and one per shopper's request in a renderer", async () => {
    let made = 0;
    const batch = perRequest(() => ({ number: (made += 1) }));
    expect(batch()).toBe(batch());

    const anna = requestContextFor('wishlist=anna', 'http://api.test');
    const bruno = requestContextFor('wishlist=bruno', 'http://api.test');
    const annas = await runInRequest(anna, async () => {
      const first = batch();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return [first, batch()];
    });
    const brunos = runInRequest(bruno, () => batch());
    expect(annas[0]).toBe(annas[1]);
    expect(runInRequest(anna, () => batch())).toBe(annas[0]);
    expect(brunos).not.toBe(annas[0]);
    expect(annas[0]).not.toBe(batch());
    expect(made).toBe(3);
  });
});

/** @jest-environment node */
import { renderOnServer, readable } from '@bottega/test-kit/server';
import fragment from '.';

describe('the checkout as the server sends it', () => {
  for (const step of ['user-account', 'shipping', 'billing', 'payment', 'thank-you']) {
    it(`says on the ${step} step that checkout needs JavaScript, with the way back to the cart`, async () => {
      const { html } = await renderOnServer(fragment, 'CheckoutPage', {}, { params: { step } });
      const notice = readable(html).match(/<noscript>(.*)<\/noscript>/)?.[1] ?? '';
      expect(notice).toContain('Per completare l’acquisto serve JavaScript');
      expect(notice).toMatch(/<a [^>]*href="\/it\/Cart"[^>]*>.*Torna al carrello/);
    });
  }
});

/** @jest-environment node */
import { dataOf, renderOnServer } from '@bottega/test-kit/server';
import { queryKeys } from '../../app/queryKeys';
import { GUEST_WISHLIST, wishlistItem, wishlistOf } from '../../testing/fixtures';
import fragment from '.';

describe('the wishlist button as the server sends it', () => {
  it('shows how many products are saved, and hands that number to the browser', async () => {
    const { html, state, calls } = await renderOnServer(
      fragment,
      'WishlistButton',
      { wishlist: () => ({ ...wishlistOf([wishlistItem()]), items_count: 2 }) },
      { cookies: GUEST_WISHLIST },
    );
    expect(html).toContain('aria-label="Lista dei desideri, 2 articoli"');
    expect(calls('wishlist')).toEqual([[{ pageSize: 1 }]]);
    expect(dataOf(state, queryKeys.wishlistCount)).toBe(2);
  });

  it('shows no count without asking for a shopper with neither a session nor a wishlist', async () => {
    const { html, state, calls } = await renderOnServer(fragment, 'WishlistButton', { wishlist: () => wishlistOf([wishlistItem()]) });
    expect(html).toMatch(/<a aria-haspopup="dialog" aria-label="Lista dei desideri"[^>]*href="\/it\/wishlist"/);
    expect(calls('wishlist')).toEqual([]);
    expect(dataOf(state, queryKeys.wishlistCount)).toBe(0);
  });
});

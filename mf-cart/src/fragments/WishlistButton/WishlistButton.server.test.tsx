/** @jest-environment node */
import { dataOf, drawOnServer } from '@bottega/tooling/testing/server';
import { queryKeys } from '../../app/queryKeys';
import { wishlistItem, wishlistOf } from '../../testing/fixtures';
import fragment from '.';

describe('the wishlist button as the server sends it', () => {
  it('shows how many products are saved, and hands that number to the browser', async () => {
    const { html, state, calls } = await drawOnServer(fragment, 'WishlistButton', { wishlist: () => ({ ...wishlistOf([wishlistItem()]), items_count: 2 }) });
    expect(html).toContain('aria-label="Lista dei desideri, 2 articoli"');
    expect(calls('wishlist')).toEqual([[{ pageSize: 1 }]]);
    expect(dataOf(state, queryKeys.wishlistCount)).toBe(2);
  });
});

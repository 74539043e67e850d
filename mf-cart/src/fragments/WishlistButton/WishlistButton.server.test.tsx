/** @jest-environment node */
import { fakeApi } from '@bottega/tooling/testing/render';
import { queryKeys } from '../../app/queryKeys';
import { wishlistItem, wishlistOf } from '../../testing/fixtures';
import { dataOf, drawOnServer } from '../../testing/server';
import fragment from '.';

describe('the wishlist button as the server sends it', () => {
  it('shows how many products are saved, and hands that number to the browser', async () => {
    const calls = fakeApi({ wishlist: () => ({ ...wishlistOf([wishlistItem()]), items_count: 2 }) });
    const { html, state } = await drawOnServer(fragment, 'WishlistButton');
    expect(html).toContain('aria-label="Lista dei desideri, 2 articoli"');
    expect(calls('wishlist')).toEqual([[{ pageSize: 1 }]]);
    expect(dataOf(state, queryKeys.wishlistCount)).toBe(2);
  });
});

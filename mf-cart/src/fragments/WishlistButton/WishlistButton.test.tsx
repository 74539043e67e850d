import { act, fireEvent, screen } from '@testing-library/react';
import { wishlistChanged } from '@bottega/browser-contract';
import { fakeApi, renderFragment } from '@bottega/test-kit/render';
import { asGuestWithWishlist, wishlistItem, wishlistOf } from '../../testing/fixtures';
import { WishlistButton } from './WishlistButton';

describe('wishlist button', () => {
  asGuestWithWishlist();

  it('reads only the count, shows it, and opens the drawer through the bus', async () => {
    const calls = fakeApi({ wishlist: () => ({ ...wishlistOf([wishlistItem()]), items_count: 7 }) });
    const { heard } = renderFragment(WishlistButton);
    fireEvent.click(await screen.findByRole('link', { name: 'Lista dei desideri, 7 articoli' }));
    expect(heard('wishlist:open')).toEqual([{ v: 1 }]);
    expect(calls('wishlist')).toEqual([[{ pageSize: 1 }]]);
  });

  it('follows a change announced by another fragment', async () => {
    let count = 0;
    fakeApi({ wishlist: () => ({ ...wishlistOf([]), items_count: count }) });
    const { bus } = renderFragment(WishlistButton);
    await screen.findByRole('link', { name: 'Lista dei desideri' });
    count = 2;
    act(() => bus.publish(wishlistChanged(2)));
    expect(await screen.findByRole('link', { name: 'Lista dei desideri, 2 articoli' })).toBeTruthy();
  });
});

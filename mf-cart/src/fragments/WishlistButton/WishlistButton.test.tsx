import { act, fireEvent, screen } from '@testing-library/react';
import { wishlistChanged } from '@bottega/event-bus';
import { api } from '../../app/api';
import { wishlistItem, wishlistOf } from '../../../test/fixtures';
import { fakeApi, renderFragment } from '../../../test/render';
import { WishlistButton } from './WishlistButton';

jest.mock('../../app/api', () => ({ api: { call: jest.fn() } }));
const call = api.call as jest.Mock;

afterEach(() => call.mockReset());

describe('wishlist button', () => {
  it('reads only the count, shows it, and opens the drawer through the bus', async () => {
    const calls = fakeApi(call, { wishlist: () => ({ ...wishlistOf([wishlistItem()]), items_count: 7 }) });
    const { heard } = renderFragment(WishlistButton);
    fireEvent.click(await screen.findByRole('button', { name: 'Lista dei desideri, 7 articoli' }));
    expect(heard('wishlist:open')).toEqual([{ v: 1 }]);
    expect(calls('wishlist')).toEqual([[{ pageSize: 1 }]]);
  });

  it('follows a change announced by another fragment', async () => {
    let count = 0;
    fakeApi(call, { wishlist: () => ({ ...wishlistOf([]), items_count: count }) });
    const { bus } = renderFragment(WishlistButton);
    await screen.findByRole('button', { name: 'Lista dei desideri' });
    count = 2;
    act(() => bus.publish(wishlistChanged(2)));
    expect(await screen.findByRole('button', { name: 'Lista dei desideri, 2 articoli' })).toBeTruthy();
  });
});

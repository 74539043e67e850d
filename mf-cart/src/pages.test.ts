/** @jest-environment node */
import { answerPage } from '@bottega/test-kit/server';
import { pages } from './pages';

describe("the cart team's page answers", () => {
  it('gives the wishlist page its title and one canonical address, kept out of the index, without asking the API', async () => {
    const { answer, calls } = await answerPage(pages, 'WishlistPage', {}, { pathname: '/it/Wishlist' });
    expect(answer).toEqual({
      status: 200,
      head: expect.objectContaining({ title: 'Lista dei desideri | Bottega', canonical: 'https://shop.example/it/wishlist', robots: 'noindex' }),
    });
    expect(calls()).toEqual([]);
  });
});

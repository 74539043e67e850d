/** @jest-environment node */
import { dataOf, renderOnServer, readable } from '@bottega/test-kit/server';
import { queryKeys } from '../../app/queryKeys';
import { GUEST_WISHLIST, jumperOptions, wishlistItem, wishlistOf } from '../../testing/fixtures';
import fragment from '.';

const scarf = wishlistItem({ id: '11', qty: 2 });
const jumper = wishlistItem({ id: '12', product: { __typename: 'ConfigurableProduct', uid: 'p3', sku: 'CAPPOTTO-03', name: 'Cappotto' } });

describe('the wishlist page as the server sends it', () => {
  it('draws every card action as a form the cart team answers, naming its item, with the colour and size of a product still to be chosen', async () => {
    const { html, state, calls } = await renderOnServer(
      fragment,
      'WishlistPage',
      { wishlist: () => wishlistOf([scarf, jumper]), productDetail: () => jumperOptions() },
      { cookies: GUEST_WISHLIST },
    );
    const text = readable(html);
    const actions = [...text.matchAll(/<form[^>]*action="\/forms\/mf_cart\/([^"]+)"[^>]*method="post"/g)].map(([, action]) => action);
    expect(actions).toEqual(['wishlist-remove', 'wishlist-quantity', 'wishlist-move', 'wishlist-remove', 'wishlist-quantity', 'wishlist-move']);
    expect(text.match(/<input type="hidden" name="item" value="11"\/>/g)).toHaveLength(3);
    // The choices are rendered with the card and belong to its move's form, wherever they sit in it.
    const moveForm = /<form id="([^"]+)"[^>]*action="\/forms\/mf_cart\/wishlist-move"[^>]*>(?:(?!<\/form>).)*value="12"/.exec(text)?.[1];
    expect(moveForm).toBeTruthy();
    const selects = [...text.matchAll(/<select form="([^"]+)" name="([^"]+)"/g)].map(([, form, name]) => [form, name]);
    expect(selects).toEqual([
      [moveForm, 'option-color'],
      [moveForm, 'option-dimensione'],
    ]);
    expect(text).toContain('Sposta nel carrello');
    expect(calls('productDetail')).toEqual([['p3']]);
    expect(dataOf(state, queryKeys.productOptions('p3'))).toMatchObject({ configurable_options: [{ attribute_code: 'color' }, { attribute_code: 'dimensione' }] });
  });

  it('says how the last card form ended, and the empty wishlist as the spec words it', async () => {
    const { html } = await renderOnServer(fragment, 'WishlistPage', { wishlist: () => wishlistOf([]) }, { cookies: GUEST_WISHLIST, query: '?esito=wishlist-move.moved' });
    const text = readable(html);
    expect(text).toMatch(/<p role="status"[^>]*>Articolo spostato nel carrello<\/p>/);
    expect(text).toContain('La tua lista dei desideri è vuota');
    expect(text).toContain('Sembra che tu non abbia ancora aggiunto articoli alla lista dei desideri.');
    const { html: stale } = await renderOnServer(
      fragment,
      'WishlistPage',
      { wishlist: () => wishlistOf([scarf]) },
      { cookies: GUEST_WISHLIST, query: '?esito=wishlist-remove.missing' },
    );
    expect(readable(stale)).toMatch(/<p role="alert"[^>]*>Questo articolo non è più nella lista dei desideri: la lista qui sotto è aggiornata.<\/p>/);
  });
});

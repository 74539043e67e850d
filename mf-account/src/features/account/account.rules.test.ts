import { sectionOf, sectionPath } from './account.rules';

describe('account sections', () => {
  it('shows the profile without a page name', () => {
    expect(sectionOf(undefined)).toBe('profile');
    expect(sectionOf('')).toBe('profile');
  });

  it('maps every my-account child of product rule §2, in either case', () => {
    expect(sectionOf('AddressesDetails')).toBe('addresses');
    expect(sectionOf('MyNewsletter')).toBe('newsletter');
    expect(sectionOf('MyProfile')).toBe('profile');
    expect(sectionOf('MyWishlist')).toBe('wishlist');
    expect(sectionOf('OrderHistory')).toBe('orders');
    expect(sectionOf('orderhistory')).toBe('orders');
    expect(sectionOf('MyReviews')).toBe('reviews');
  });

  it('knows the Italian alias of the order history', () => {
    expect(sectionOf('cronologia-ordini')).toBe('orders');
  });

  it('does not pretend an unknown page is a section', () => {
    expect(sectionOf('Impostazioni')).toBeNull();
  });

  it('links each section by its page name', () => {
    expect(sectionPath('/it', 'orders')).toBe('/it/my-account/OrderHistory');
  });
});

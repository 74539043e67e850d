/** The account area's sections, by the route's pageName (docs/product-rules.md §2: my-account children). */
export const sections = [
  { id: 'profile', pageName: 'MyProfile' },
  { id: 'addresses', pageName: 'AddressesDetails' },
  { id: 'newsletter', pageName: 'MyNewsletter' },
  { id: 'wishlist', pageName: 'MyWishlist' },
  { id: 'orders', pageName: 'OrderHistory' },
  { id: 'reviews', pageName: 'MyReviews' },
] as const;

export type SectionId = (typeof sections)[number]['id'];

/** Product rule §2: the order history is also addressed as my-account/cronologia-ordini. */
const aliases: Record<string, SectionId> = { 'cronologia-ordini': 'orders' };

/** The section a pageName stands for; no pageName is the profile; an unknown one is null. */
export function sectionOf(pageName: string | undefined): SectionId | null {
  if (!pageName) return 'profile';
  const wanted = pageName.toLowerCase();
  return sections.find((section) => section.pageName.toLowerCase() === wanted)?.id ?? aliases[wanted] ?? null;
}

export const sectionPath = (basePath: string, id: SectionId) => `${basePath}/my-account/${sections.find((section) => section.id === id)!.pageName}`;

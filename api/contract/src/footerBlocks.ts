/**
 * The five footer blocks of docs/product-rules.md §3, per locale: the footer draws them, and the edge
 * names the shop's social profiles and customer service from them in the home page's JSON-LD.
 */
export const footerBlockIds = (locale: string) => ({
  links: `footer-links-${locale}`,
  address: `footer-address-${locale}`,
  newsletter: `footer-newsletter-${locale}`,
  payments: `footer-payments-${locale}`,
  social: `footer-social-${locale}`,
});

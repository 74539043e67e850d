/** The support address and phone stand in for docs/product-rules.md §1's {email} and {phone} when the content blocks
 * did not load, so a toast or the contact page can always name one; they match the seed's blocks. */
export const config = {
  supportEmail: 'assistenza@bottega.example',
  supportPhone: '+39 02 1234 5678',
};

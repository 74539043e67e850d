/**
 * Configuration of the content team. The support address and phone stand in for spec §1's
 * {email} and {phone} when the content blocks (pre-header `contact`) did not load, so a toast
 * or the contact page can always name an address; they match the seed's blocks.
 * The captcha (spec §7: reCAPTCHA v3, invisible) is on only when a site key is configured at
 * build time with CONTENT_CAPTCHA_SITE_KEY; by default it is off and no token is sent.
 */
export const config = {
  supportEmail: 'assistenza@bottega.example',
  supportPhone: '+39 02 1234 5678',
  captchaSiteKey: process.env.CONTENT_CAPTCHA_SITE_KEY ?? '',
};

/**
 * The seller as the law asks it to be named before a sale (D.Lgs. 70/2003 art. 7, Codice del Consumo
 * art. 49: docs/product-rules.md §10). Fictitious, but one company everywhere the shop names it.
 */
export const SHOP = {
  name: 'Bottega S.r.l.',
  email: 'assistenza@bottega.example',
  phone: '+39 02 1234 5678',
  phoneHref: '+390212345678',
  address: 'Via della Spiga 12, 20121 Milano (MI)',
  // 01234567897 passes the partita IVA check digit; the company's codice fiscale is the same number.
  vat: '01234567897',
  rea: 'MI-2034567',
  shareCapital: '50.000,00 € interamente versato',
  pec: 'bottega@pec.bottega.example',
  hours: 'dal lunedì al venerdì, dalle 9 alle 18',
};

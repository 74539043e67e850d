/** The pages the law asks for before payment (docs/product-rules.md §10), by url key below the locale, so checkout, footer and order e-mail link one address. */
export const LEGAL_PAGES = {
  terms: 'condizioni-generali-di-vendita',
  withdrawal: 'diritto-di-recesso',
  legalNotes: 'note-legali',
} as const;

/** Days to withdraw from a distance contract, from delivery (Codice del Consumo art. 52), and to refund it (art. 56). */
export const WITHDRAWAL_DAYS = 14;

/** Why an order is refused without the acceptance of the terms of sale (the API's 400; the checkout says it first). */
export const TERMS_NOT_ACCEPTED = 'Per completare l’ordine devi accettare le condizioni generali di vendita.';

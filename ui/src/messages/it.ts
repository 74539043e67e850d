/** Texts of the design system's own components. */
export const messages = {
  close: 'Chiudi',
  loading: 'Caricamento in corso…',
  /** Read after a required field's label; the visible marker is an asterisk. */
  required: 'Campo obbligatorio',
  priceSpecial: 'Prezzo scontato',
  priceRegular: 'Prezzo originale',
  discount: (percent: number) => `Sconto del ${percent}%`,
  /** Appended to an icon button's name when it carries a count (cart, wishlist). */
  itemCount: (count: number) => (count === 1 ? '1 articolo' : `${count} articoli`),
} as const;

/** Texts of the fragment kit: what a shopper reads when a team's part of the page fails. */
export const messages = {
  fragmentFailed: 'Questa sezione non è disponibile al momento. Riprova tra poco.',
} as const;

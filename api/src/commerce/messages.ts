/** Italian texts of the commerce errors (docs/product-rules.md §5 and §8 wording, translated). */
export const messages = {
  required: 'Questo campo è obbligatorio',
  invalidFiscalCode: 'Codice fiscale non valido',
  invalidVat: 'Partita IVA non valida',
  invalidPec: 'Indirizzo PEC non valido',
  pecOrSdi: 'Indica la PEC oppure il codice SDI per la fattura elettronica',
  invalidPhone: 'Numero di telefono non valido',
  invalidPostcode: 'CAP non valido',
  invalidProvince: 'Provincia non valida: indica la sigla di due lettere (es. MI)',
  wrongCredentials: 'Email o password non corretti.',
  /** What a registration link says when the address got an account since the link was mailed. */
  emailTaken: 'Esiste già un account con questo indirizzo email: accedi oppure reimposta la password.',
  /** The answers of a mailed link, shown on the shop page it leads to (docs/adr/0031). */
  confirm: {
    registeredTitle: 'Account attivato',
    registered: 'Benvenuto in Bottega! Il tuo account è attivo e hai già effettuato l’accesso.',
    registerLinkInvalid: 'Il link per attivare l’account non è valido, è già stato usato o è scaduto. Registrati di nuovo per riceverne uno nuovo.',
    // product rule §8: 'Subscription Success' / 'You have been subscribed to our newsletter!'
    subscribedTitle: 'Iscrizione completata',
    subscribed: 'Ti sei iscritto alla nostra newsletter!',
    newsletterLinkInvalid: 'Il link per confermare l’iscrizione alla newsletter non è valido, è già stato usato o è scaduto. Iscriviti di nuovo per riceverne uno nuovo.',
    failedTitle: 'Link non valido',
  },
  wrongCurrentPassword: 'La password attuale non è corretta.',
  resetTokenInvalid: 'Il link per reimpostare la password non è valido o è scaduto. Richiedine uno nuovo.',
  notAuthorized: "Non sei autorizzato, effettua l'accesso.",
  cartOutdated: 'Il carrello non è aggiornato: ricaricalo per continuare.',
  cartEmpty: 'Il carrello è vuoto.',
  tooManyLines: (max: number) => `Il carrello può contenere al massimo ${max} prodotti diversi: rimuovine qualcuno per aggiungerne altri.`,
  tooManyUnpaidOrders: 'Hai già diversi ordini in attesa di pagamento: completa o annulla quelli prima di crearne un altro, oppure riprova più tardi.',
  tooManyUnpaidUnits: (max: number) =>
    `I tuoi ordini in attesa di pagamento tengono già molti articoli: se ne possono tenere al massimo ${max} in tutto. Completa il pagamento di un ordine, oppure riprova più tardi.`,
  tooManyUnpaidOfOne: (max: number) =>
    `I tuoi ordini in attesa di pagamento tengono già molti pezzi di questo articolo: se ne possono tenere al massimo ${max}. Completa il pagamento di un ordine, oppure riprova più tardi.`,
  checkoutElsewhere: (origin: string) => `Il checkout si avvia solo dal sito del negozio (${origin}).`,
  cartItemNotFound: 'Articolo non trovato nel carrello.',
  /** Product rule §8 'product not available': a sku the catalog does not (or no longer) sells. */
  productNotAvailable: 'Prodotto non disponibile.',
  outOfStock: 'Prodotto esaurito.',
  onlyLeft: (qty: number) => `Quantità non disponibile: ne restano solo ${qty}.`,
  maxSaleable: (max: number) => `Hai raggiunto la quantità massima acquistabile (${max}) per questo prodotto.`,
  // product rule §8: 'Product Type X not supported in add to cart yet'
  typeNotSupported: (type: string) => `Il tipo di prodotto ${type} non è ancora supportato nell'aggiunta al carrello`,
  selectOptions: 'Seleziona taglia e colore prima di aggiungere il prodotto al carrello.',
  wrongParent: 'La variante scelta non appartiene a questo prodotto.',
  /** One answer for a code that does not exist, has expired or is used up: a guesser learns nothing. */
  couponInvalid: 'Il codice sconto non è valido o non è più utilizzabile.',
  couponMinimum: (min: string) => `Il codice sconto vale per ordini da almeno ${min}.`,
  couponAlreadyApplied: 'Hai già applicato un codice sconto: rimuovilo per usarne un altro.',
  /** Product rule §8 "gift card unable to apply": one answer for unknown, expired and spent cards alike. */
  giftCardUnable: 'Impossibile applicare la carta regalo: il codice non è valido, è scaduto o il saldo è esaurito.',
  giftCardNotApplied: 'La carta regalo non è applicata a questo carrello.',
  paymentMethodUnavailable: 'Impossibile selezionare il metodo di pagamento.',
  noShippingMethods: 'Non ci sono metodi di spedizione disponibili per questo paese.',
  shippingMethodUnavailable: 'Il metodo di spedizione scelto non è disponibile.',
  missingEmail: "Indica l'indirizzo email per l'ordine.",
  missingShippingAddress: "Indica l'indirizzo di spedizione.",
  missingBillingAddress: "Indica l'indirizzo di fatturazione.",
  missingShippingMethod: 'Scegli il metodo di spedizione.',
  missingPaymentMethod: 'Scegli il metodo di pagamento.',
  addressNotFound: 'Indirizzo non trovato.',
  orderOutOfStock: (name: string) => `Prodotto esaurito: ${name}. Aggiorna il carrello per continuare.`,
  reviewProductNotFound: 'Prodotto non trovato.',
  captchaFailed: 'Verifica anti-spam non superata, riprova.',
  captchaUnavailable: 'La verifica anti-spam non risponde in questo momento: riprova tra poco.',
  wishlistItemNotFound: 'Articolo non trovato nella lista dei desideri.',
} as const;

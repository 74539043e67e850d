/** Every text the cart team shows, in Italian. The spec's English wording is kept in comments so a
 * reader can trace each string back to docs/product-rules.md §2, §4, §5 and §8; the spec's Italian strings are verbatim. */
const pieces = (count: number) => (count === 1 ? '1 articolo' : `${count} articoli`);

export const messages = {
  miniCart: {
    label: 'Carrello',
  },
  wishlistButton: {
    label: 'Lista dei desideri',
  },
  cart: {
    title: 'Il tuo carrello',
    pageTitle: 'Carrello',
    count: pieces,
    loading: 'Caricamento del carrello…',
    loadFailed: 'Non è stato possibile caricare il carrello.',
    retry: 'Riprova',
    // spec: 'Your shopping cart is empty'
    empty: 'Il tuo carrello è vuoto',
    emptyHint: 'Scopri le nuove collezioni e trova qualcosa che ti piace.',
    startShopping: 'Inizia lo shopping',
    viewCart: 'Vai al carrello',
    lines: 'Articoli nel carrello',
    quantity: 'Quantità',
    quantityOf: (name: string) => `Quantità di ${name}`,
    decrease: (name: string) => `Diminuisci la quantità di ${name}`,
    increase: (name: string) => `Aumenta la quantità di ${name}`,
    remove: (name: string) => `Rimuovi ${name} dal carrello`,
    removeShort: 'Rimuovi',
    removing: 'Rimozione in corso…',
    // spec (Italian, verbatim)
    confirmRemove: 'Sei sicuro di voler rimuovere questo articolo dal carrello?',
    confirmYes: 'Si',
    confirmNo: 'Annulla',
    // spec: 'successfully removed from your cart'
    removed: (name: string) => `${name} è stato rimosso dal carrello`,
    // spec: "There's been an error removing this item. Please try again."
    removeFailed: "Si è verificato un errore durante la rimozione dell'articolo. Riprova.",
    // spec: 'quantity changed'
    quantityChanged: 'Quantità aggiornata',
    updateQuantity: 'Aggiorna la quantità',
    clear: 'Svuota il carrello',
    // The removal question of product rule §4, for the whole cart.
    confirmClear: 'Sei sicuro di voler svuotare il carrello?',
    cleared: 'Il carrello è stato svuotato',
    tooMany: 'Alcuni articoli non sono più disponibili nella quantità scelta.',
    fitToStock: 'Adegua le quantità',
    fitted: 'Quantità adeguate alla disponibilità',
    rowTotal: 'Totale',
    unitPrice: 'Prezzo unitario',
    onlyLeft: (count: number) => (count === 1 ? 'Ultimo pezzo disponibile' : `Solo ${count} pezzi disponibili`),
  },
  quantity: {
    notInteger: 'Inserisci un numero intero',
    belowOne: 'La quantità minima è 1',
    aboveStock: (max: number) => (max === 1 ? 'È disponibile un solo pezzo' : `Sono disponibili solo ${max} pezzi`),
  },
  summary: {
    title: 'Riepilogo ordine',
    subtotal: 'Subtotale',
    giftCards: 'Carte regalo',
    shipping: 'Spedizione',
    shippingFree: 'Gratuita',
    shippingEstimate: 'Spedizione stimata',
    grandTotal: 'Totale',
    vatIncluded: 'IVA inclusa',
    checkout: 'Procedi al checkout',
    // product rule §9: free shipping in Italy from 100 EUR, otherwise 5 EUR
    freeShippingReached: 'Complimenti! La spedizione in Italia è gratuita.',
    freeShippingMissing: (amount: string) => `Ti mancano ${amount} per la spedizione gratuita in Italia`,
    freeShippingProgress: 'Avanzamento verso la spedizione gratuita',
    shippingAbroad: 'Spedizione a San Marino e Città del Vaticano: 5,00 €',
  },
  coupon: {
    label: 'Codice sconto',
    apply: 'Applica',
    remove: (code: string) => `Rimuovi il codice ${code}`,
    applied: (code: string) => `Codice ${code} applicato`,
    removed: 'Codice sconto rimosso',
    required: 'Inserisci un codice sconto',
  },
  giftCard: {
    label: 'Codice carta regalo',
    remove: (code: string) => `Rimuovi la carta regalo ${code}`,
    applied: (code: string) => `Carta regalo ${code} applicata`,
    removed: 'Carta regalo rimossa',
    balance: (amount: string) => `Saldo residuo ${amount}`,
    required: 'Inserisci il codice della carta regalo',
  },
  note: {
    title: "Note sull'ordine",
    label: 'Nota per il negozio (facoltativa)',
    save: 'Salva nota',
    saved: 'Nota salvata',
    tooLong: 'Inserisci al massimo 500 caratteri',
    noMarkup: 'Il campo non può contenere i caratteri < e >',
  },
  errors: {
    // spec: 'An error occurred'
    title: 'Si è verificato un errore',
    // spec: 'cart outdated, must be reloaded (Reload button)'
    outdated: 'Il carrello non è aggiornato e deve essere ricaricato.',
    reload: 'Ricarica',
    // spec: 'this product cannot be added to your cart'
    cannotAdd: 'Questo prodotto non può essere aggiunto al carrello',
    checkoutFailed: 'Non è stato possibile avviare il checkout. Riprova.',
  },
  // spec: 'added to cart'
  addedToCart: (name: string) => `${name} è stato aggiunto al carrello`,
  addToCart: {
    label: 'Aggiungi al carrello',
    // A card's button: the visible words start the accessible name (WCAG 2.5.3), the product tells the cards apart.
    labelOf: (name: string) => `Aggiungi al carrello: ${name}`,
    inCartLimit: 'Hai già nel carrello tutti i pezzi disponibili',
    // spec: 'Product Type X not supported in add to cart yet'
    unsupported: (type: string) => `Il tipo di prodotto ${type} non è ancora supportato nell'aggiunta al carrello`,
    // What the page says after the add-to-cart form was answered (src/forms.ts).
    outcome: {
      repeated: (name: string) => `Il modulo era già stato inviato: ${name} è stato aggiunto al carrello una volta sola.`,
      chooseOptions: 'Scegli taglia e colore prima di aggiungere al carrello',
    },
  },
  // What a page says after one of the cart's forms was answered without scripts (src/forms.ts), whatever the form.
  formOutcome: {
    outdated: 'Il carrello era cambiato nel frattempo: ora è aggiornato, controlla e riprova.',
    invalid: 'La richiesta non era valida e il carrello non è cambiato: riprova da questa pagina.',
    failed: 'Si è verificato un errore e il carrello non è cambiato: riprova tra poco.',
    unavailable: 'Il carrello non è raggiungibile in questo momento e non è cambiato: riprova tra poco.',
    late: 'Il carrello sta rispondendo lentamente: controlla il carrello prima di riprovare.',
    // The cart page's own forms.
    lineRemoved: "L'articolo è stato rimosso dal carrello",
    quantityRefused: 'Quella quantità non è disponibile: il carrello mostra la quantità di prima.',
    couponApplied: 'Codice sconto applicato',
    couponRefused: 'Il codice sconto non è valido o non è più utilizzabile.',
    giftCardApplied: 'Carta regalo applicata',
    // spec: 'gift card unable to apply'
    giftCardRefused: 'Impossibile applicare la carta regalo: il codice non è valido, è scaduto o il saldo è esaurito.',
    noteRefused: 'La nota non è stata salvata: al massimo 500 caratteri, senza i caratteri < e >.',
  },
  // The wishlist page's forms answered without scripts (src/forms.ts); the wishlist page says them.
  wishlistOutcome: {
    moved: 'Articolo spostato nel carrello',
    quantityChanged: 'Quantità aggiornata',
    missing: 'Questo articolo non è più nella lista dei desideri: la lista qui sotto è aggiornata.',
    cannotAdd: "Non è stato possibile aggiungere l'articolo al carrello: è rimasto nella lista dei desideri.",
    invalid: 'La richiesta non era valida e la lista dei desideri non è cambiata: riprova da questa pagina.',
    failed: 'Si è verificato un errore e la lista dei desideri non è cambiata: riprova tra poco.',
    unavailable: 'La lista dei desideri non è raggiungibile in questo momento e non è cambiata: riprova tra poco.',
    late: 'La lista dei desideri sta rispondendo lentamente: controlla la lista prima di riprovare.',
  },
  wishlist: {
    title: 'Lista dei desideri',
    count: pieces,
    loading: 'Caricamento della lista dei desideri…',
    loadFailed: 'Non è stato possibile caricare la lista dei desideri.',
    // spec: 'Your wishlist is empty' / "Looks like you haven't added any items to the Wishlist."
    empty: 'La tua lista dei desideri è vuota',
    emptyHint: 'Sembra che tu non abbia ancora aggiunto articoli alla lista dei desideri.',
    // spec: 'Continue shopping'
    continueShopping: 'Continua lo shopping',
    // spec: 'added to wishlist' / 'removed from wishlist' (the removal names the product)
    added: 'Aggiunto alla lista dei desideri',
    removed: (name: string) => `${name} è stato rimosso dalla lista dei desideri`,
    removedGeneric: 'Articolo rimosso dalla lista dei desideri',
    // A heart's form answered without scripts when it could not change anything (src/forms.ts).
    notChanged: 'La lista dei desideri non è cambiata: riprova tra poco.',
    // The heart says which product when the page that places it passes the name (an older catalog passes only the sku).
    add: (name?: string) => (name ? `Aggiungi ${name} alla lista dei desideri` : 'Aggiungi alla lista dei desideri'),
    moveToCart: 'Sposta nel carrello',
    // The accessible name starts with the visible text (WCAG 2.5.3).
    moveToCartOf: (name: string) => `Sposta nel carrello: ${name}`,
    remove: (name?: string) => (name ? `Rimuovi ${name} dalla lista dei desideri` : 'Rimuovi dalla lista dei desideri'),
    quantityOf: (name: string) => `Quantità di ${name}`,
    view: 'Visualizzazione',
    grid: 'Griglia',
    list: 'Elenco',
    loadMore: 'Mostra altri articoli',
    loadMoreFailed: 'Non è stato possibile caricare altri articoli. Riprova.',
    outOfStock: 'Non disponibile',
    // A configurable product saved before its options were chosen: chosen in the wishlist itself.
    choose: 'Scegli…',
    chooseOptions: 'Scegli colore e taglia prima di spostarlo nel carrello',
    variantUnavailable: 'Questa combinazione di colore e taglia non è disponibile',
    optionsLoading: 'Caricamento di colori e taglie…',
    optionsLoadFailed: 'Non è stato possibile caricare colori e taglie.',
    optionOf: (option: string, name: string) => `${option} di ${name}`,
  },
} as const;

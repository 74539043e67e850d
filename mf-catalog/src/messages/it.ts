import { formatCount } from '@bottega/ui';

/** Every text the catalog shows (spec strings translated; Italian strings of the spec verbatim). */
export const messages = {
  sort: {
    label: 'Ordina per',
    default: 'In evidenza', // default
    name_asc: 'Nome A-Z', // name A-Z
    name_desc: 'Nome Z-A', // name Z-A
    price_desc: 'Prezzo decrescente', // price high to low
    price_asc: 'Prezzo crescente', // price low to high
    new_arrivals: 'Nuovi arrivi', // new arrivals
  },
  listing: {
    home: 'Home',
    subcategories: 'Sottocategorie',
    breadcrumbs: 'Percorso',
    results: (count: number) => (count === 1 ? '1 prodotto' : `${formatCount(count)} prodotti`),
    filters: 'Filtri',
    activeFilters: (count: number) => `Filtri (${count})`,
    clearFilters: 'Rimuovi tutti i filtri',
    applyFilters: (count: number) => `Mostra ${count === 1 ? '1 prodotto' : `${count} prodotti`}`,
    price: 'Prezzo',
    priceFrom: 'Da (€)',
    priceTo: 'A (€)',
    apply: 'Applica',
    perPage: 'Prodotti per pagina',
    view: 'Visualizzazione',
    grid: 'Griglia',
    list: 'Elenco',
    pagination: 'Paginazione',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    page: (page: number) => `Pagina ${page}`,
    emptyTitle: 'Nessun prodotto trovato',
    emptyText: 'Nessun prodotto corrisponde ai filtri scelti. Prova a rimuoverne qualcuno.',
    emptyCategory: 'Questa categoria non ha ancora prodotti. Torna a trovarci presto.',
    loadFailed: 'Non è stato possibile caricare i prodotti.',
    retry: 'Riprova',
  },
  card: {
    outOfStock: 'Esaurito',
    onlyLeft: (count: number) => (count === 1 ? 'Ultimo pezzo' : `Solo ${count} rimasti`),
  },
  product: {
    gallery: 'Immagini del prodotto',
    showImage: (index: number, total: number) => `Mostra immagine ${index} di ${total}`,
    sku: 'Codice',
    color: 'Colore',
    size: 'Taglia',
    chosen: (label: string) => `: ${label}`,
    unavailableOption: (label: string) => `${label} (esaurito)`,
    // docs/product-rules.md §5: size and color must be selected before a product is added to the cart
    chooseSize: 'Scegli una taglia',
    chooseColor: 'Scegli un colore',
    chooseBoth: 'Scegli taglia e colore prima di aggiungere al carrello',
    // The choice's button on a page without JavaScript: it shows the chosen variant's picture, stock and price.
    showChoice: 'Mostra la scelta',
    inStock: 'Disponibile',
    outOfStock: 'Esaurito',
    variantOutOfStock: 'Questa combinazione è esaurita',
    onlyLeft: (count: number) => (count === 1 ? 'Ultimo pezzo disponibile' : `Solo ${count} pezzi disponibili`),
    description: 'Descrizione',
    shippingTitle: 'Spedizioni e resi',
    // product rule §9 shipping and returns
    shipping: [
      'Spedizione gratuita in Italia per ordini a partire da 100 €, altrimenti 5 €.',
      'Spedizione entro 48 ore (eccezionalmente 3-4 giorni lavorativi).',
      'Consegna in Italia in 24-48 ore, in Europa in 2-6 giorni lavorativi.',
      'Reso gratuito entro 30 giorni.',
    ],
    loadFailed: 'Non è stato possibile caricare il prodotto.',
  },
  search: {
    label: 'Cerca prodotti',
    results: 'Risultati della ricerca',
    placeholder: 'Cerca maglioni, camicie, marche…',
    reset: 'Cancella ricerca',
    minLength: 'Scrivi almeno 3 caratteri',
    searching: 'Ricerca in corso…',
    categories: 'Categorie',
    allCategories: 'Tutte le categorie',
    products: 'Prodotti',
    resultCount: (count: number) => (count === 1 ? '1 risultato' : `${formatCount(count)} risultati`),
    noResults: 'Nessun risultato trovato', // 'No results were found'
    loadingMore: 'Caricamento di altri prodotti…',
    failed: 'La ricerca non è disponibile al momento. Riprova tra poco.',
    submit: 'Cerca',
    seeAll: 'Vedi tutti i risultati',
    pageTitle: (term: string) => `Risultati per “${term}”`,
    pageTitleEmpty: 'Cerca nel negozio',
    emptyHint: 'Controlla come è scritta la parola o prova con un termine più generico.',
  },
  nav: {
    main: 'Categorie',
    mobile: 'Menu categorie',
    loadFailed: 'Non è stato possibile caricare il menu.',
    seeAll: (label: string) => `Tutto ${label}`,
    expand: (label: string) => `Apri ${label}`,
  },
  rail: {
    title: 'Novità',
    previous: 'Prodotti precedenti',
    next: 'Prodotti successivi',
  },
} as const;

/** Texts of the content team: spec strings translated to Italian (the English original in comments). */
export const messages = {
  notFound: {
    // 'oops!'
    title: 'Ops!',
    // 'The page you were looking for cannot be found'
    text: 'La pagina che stavi cercando non è stata trovata',
    hintsIntro: 'Ecco cosa potrebbe essere successo:',
    hintSpelling: 'l’indirizzo potrebbe contenere un errore di battitura: controlla come è scritto;',
    hintOutdated: 'il link che hai seguito potrebbe essere vecchio o non più valido.',
    home: 'Vai alla homepage',
    contact: 'Contattaci',
  },
  validation: {
    // 'This field is required'
    required: 'Questo campo è obbligatorio',
    // 'please enter a valid email address'
    email: 'Inserisci un indirizzo email valido',
    phone: 'Numero di telefono non valido',
    angleBrackets: 'Il campo non può contenere i caratteri < e >',
    semicolon: 'Il campo non può contenere il punto e virgola',
    minLength: (min: number) => `Inserisci almeno ${min} caratteri`,
    maxLength: (max: number) => `Inserisci al massimo ${max} caratteri`,
    privacy: 'Devi accettare la privacy policy per procedere',
  },
  newsletter: {
    title: 'Iscriviti alla newsletter',
    intro: 'Nuove collezioni, anteprime riservate e idee di stile: una volta alla settimana, nella tua casella.',
    email: 'Email',
    name: 'Nome',
    lastName: 'Cognome',
    privacyBefore: 'Ho letto e accetto la ',
    privacyLink: 'privacy policy',
    privacyAfter: ' (si apre in una nuova scheda)',
    subscribe: 'Iscriviti',
    quickLabel: 'Il tuo indirizzo email',
    quickPlaceholder: 'nome@esempio.it',
    quickSubmit: 'Continua',
    outcome: {
      // 'Subscription Success' / 'You have been subscribed to our newsletter!'
      successTitle: 'Iscrizione completata',
      success: 'Ti sei iscritto alla nostra newsletter!',
      // Double opt-in (docs/adr/0031): the subscription counts once the mailed link is opened.
      confirmTitle: 'Conferma la tua iscrizione',
      confirm: 'Ti abbiamo inviato un’email: apri il link che contiene per completare l’iscrizione alla newsletter.',
      // 'Subscription Error' / 'You are already subscribed to the newsletter. for support contact us at {email}!'
      errorTitle: 'Errore di iscrizione',
      already: (email: string) => `Sei già iscritto alla newsletter. Per assistenza contattaci a ${email}!`,
      // "Sorry, we couldn't subscribe you to our newsletter. Please contact us at {email}!"
      failure: (email: string) => `Siamo spiacenti, non è stato possibile iscriverti alla nostra newsletter. Contattaci a ${email}!`,
    },
    // The newsletter page, where the subscription posted without scripts comes back (docs/adr/0038-shopper-actions-as-html-forms.md).
    page: {
      invalid: 'Alcuni dati non erano validi: controlla email, nome e cognome, accetta la privacy policy e invia di nuovo il modulo.',
      captcha: 'La verifica anti-spam non è stata superata: attiva JavaScript nel browser e riprova.',
      unavailable: 'Il servizio non è raggiungibile in questo momento e l’iscrizione non è stata inviata: riprova tra poco.',
      late: 'Il servizio sta rispondendo lentamente: l’iscrizione potrebbe essere arrivata. Controlla la tua casella prima di riprovare.',
    },
  },
  contact: {
    title: 'Contattaci',
    intro: 'Scrivici per domande su ordini, taglie, resi o per un consiglio di stile: ti rispondiamo entro un giorno lavorativo.',
    name: 'Nome e cognome',
    email: 'Email',
    telephone: 'Telefono',
    optional: '(facoltativo)',
    comment: 'Come possiamo aiutarti?',
    submit: 'Invia messaggio',
    sentTitle: 'Grazie, abbiamo ricevuto il tuo messaggio',
    sentText: 'Ti risponderemo al più presto all’indirizzo che ci hai indicato.',
    another: 'Scrivi un altro messaggio',
    failed: 'Non è stato possibile inviare il messaggio.',
    otherWays: 'Altri modi per raggiungerci',
    writeUs: 'Scrivici a',
    callUs: 'Chiamaci al',
    hours: 'dal lunedì al venerdì, 9:00–18:00',
  },
  cms: {
    loading: 'Caricamento della pagina…',
    failed: 'Non è stato possibile caricare la pagina. Riprova tra poco.',
  },
  catchAll: {
    loading: 'Ricerca della pagina…',
  },
  topBar: {
    label: 'Servizio clienti',
  },
  footer: {
    newsletterTitle: 'Newsletter',
    newTab: '(si apre in una nuova scheda)',
  },
  home: {
    heroEyebrow: 'Collezione Autunno–Inverno',
    heroTitle: 'La stagione si veste di lana e di luce',
    heroText: 'Cappotti sartoriali, maglieria morbida e capi pensati per durare, disegnati in Italia.',
    heroCta: 'Scopri le novità',
    heroSecondary: 'Scopri la maglieria',
    heroTag: 'Made in Italy',
    values: [
      { title: 'Spedizione gratuita', text: 'In Italia per ordini da 100 €' },
      { title: 'Resi gratuiti', text: 'Entro 30 giorni dalla consegna' },
      { title: 'Consegna rapida', text: 'In 24–48 ore in tutta Italia' },
    ],
    categoriesTitle: 'Acquista per categoria',
    // By the category ids of home.layout.ts.
    categories: { donna: 'Donna', uomo: 'Uomo', maglieria: 'Maglieria', bambino: 'Bambino' },
    // The catalog's ProductRail shows the title it is given: the words are this team's.
    rails: { knitwear: 'Maglieria: il nostro mestiere', newInWomen: 'Nuovi arrivi Donna', newInMen: 'Nuovi arrivi Uomo' },
    newsletterTitle: 'Entra nel mondo Bottega',
    newsletterText: 'Iscriviti alla newsletter: anteprime delle collezioni, inviti alle vendite private e il 10% sul primo ordine.',
    newsletterCta: 'Iscriviti alla newsletter',
    storyTitle: 'Fatto con cura, da chi conosce il mestiere',
    storyCta: 'Chi siamo',
  },
} as const;

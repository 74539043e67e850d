/** Every text the shell shows, in Italian, one section per feature; the integrator's `layout`/`composition` go last. */
export const messages = {
  notifications: {
    region: 'Notifiche',
    close: 'Chiudi la notifica',
    typeLabel: {
      secondary: 'Avviso',
      info: 'Informazione',
      success: 'Operazione riuscita',
      warning: 'Attenzione',
      danger: 'Errore',
    },
  },

  consent: {
    title: 'La tua privacy',
    // Garante 10/06/2021: say which cookies are used before consent and that refusing costs nothing.
    intro:
      'Usiamo cookie tecnici, necessari al funzionamento del negozio (carrello, accesso, preferenze). Con il tuo consenso useremmo anche cookie statistici per capire come viene usato il sito e migliorarlo. Puoi cambiare idea in qualsiasi momento dal link «Preferenze cookie» in fondo alla pagina.',
    acceptAll: 'Accetta tutti',
    rejectAll: 'Rifiuta',
    customize: 'Personalizza',
    save: 'Salva le preferenze',
    close: 'Chiudi e rifiuta i cookie non necessari',
    choicesLegend: 'Scegli quali cookie accettare',
    technical: 'Cookie tecnici',
    technicalHint: 'Sempre attivi: servono al carrello, all’accesso e a ricordare le tue scelte.',
    statistics: 'Cookie statistici',
    statisticsHint: 'Misurano in forma aggregata le visite e gli acquisti per migliorare il negozio.',
    privacyLink: 'Informativa sulla privacy',
    preferencesLink: 'Preferenze cookie',
    // The edge's answers to the dialog's form, when a page without scripts posts it.
    notFromShop: 'La scelta sui cookie si fa dalle pagine del negozio.',
    invalidChoice: 'Scelta sui cookie non valida: torna al negozio e riprova.',
    notStored: 'Non è stato possibile salvare la scelta sui cookie, riprova tra poco.',
  },

  // The edge's answers to a shopper's form it cannot hand to its team (edge/src/forms.ts).
  forms: {
    notFromShop: 'Questa richiesta non arriva da una pagina di Bottega e non è stata eseguita. Torna al negozio e riprova da lì.',
    invalid: 'Modulo non valido: torna al negozio e riprova.',
  },

  session: {
    // docs/product-rules.md §8: 'You are not authorized, please log in.' (warning, not persistent).
    expired: 'Non sei autorizzato, effettua l’accesso.',
  },

  progress: {
    label: 'Caricamento della pagina',
  },

  network: {
    offline: 'Sei offline: controlla la connessione. Alcune funzioni non sono disponibili finché non torni online.',
    backOnline: 'Sei di nuovo online.',
  },

  mobileMenu: {
    title: 'Menu',
    open: 'Apri il menu',
  },

  footerAccount: {
    title: 'Il mio account',
    login: 'Accedi o registrati',
    profile: 'Il mio profilo',
    cart: 'Il mio carrello',
    wishlist: 'La mia lista dei desideri',
    // Product rule §2: 'my orders'.
    orders: 'I miei ordini',
  },

  errorLayout: {
    title: (status: number) => `Errore ${status}`,
    // Product rule §8: 'This page could not be found'.
    notFound: 'Questa pagina non esiste',
    // Product rule §8: 'Unknown middleware' (500, a route names a guard that does not exist).
    unknownMiddleware: 'Middleware sconosciuto',
    // Product rule §8: generic error objects default to 500.
    generic: 'Si è verificato un errore imprevisto. Riprova tra poco.',
    hint: 'Puoi tornare alla pagina principale o scriverci se il problema continua.',
    home: 'Torna alla home',
    contact: 'Contattaci',
  },

  // The integrator's sections, as composition/ uses them; the integrator may reword them.
  layout: {
    skipToContent: 'Vai al contenuto principale',
    homeLink: 'Bottega, torna alla home',
    openMenu: 'Apri il menu',
    search: 'Cerca nel catalogo',
    account: 'Il mio account',
    cart: 'Carrello',
    secureCheckout: 'Pagamento sicuro',
    backToCart: 'Torna al carrello',
  },
  composition: {
    unavailable: 'Questa sezione non è disponibile al momento. Il resto del negozio funziona normalmente.',
    incompatible: (contract: number) => `Questa sezione non può essere mostrata: la sua versione (contratto ${contract}) non è compatibile con il negozio.`,
    registryInvalid: 'Il registro dei moduli non è valido: uso la configurazione predefinita.',
    overridesTitle: 'Moduli sostituiti per il test',
    overridesReset: 'Ripristina',
    overrideRejected: {
      'unknown-remote': (remote: string) => `Sostituzione ignorata: il modulo «${remote}» non esiste.`,
      'origin-not-allowed': (remote: string) => `Sostituzione di «${remote}» ignorata: l’indirizzo non è tra quelli consentiti.`,
      'invalid-url': (remote: string) => `Sostituzione di «${remote}» ignorata: l’indirizzo non è valido.`,
      'wrong-remote': (remote: string) => `Sostituzione di «${remote}» ignorata: l’indirizzo è la build di un altro modulo.`,
    },
  },
} as const;

export type Messages = typeof messages;

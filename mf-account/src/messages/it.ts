import { passwordMessage, type Country } from '@bottega/api-contract';

/** Every text of the account team. Spec strings are translated to Italian (the English wording is
 * kept in a comment where it helps tracing); the spec's Italian strings are verbatim. */
export const messages = {
  accountButton: {
    anonymous: 'Accedi',
    // spec: 'My account'
    authenticated: 'Il mio account',
  },

  validation: {
    // docs/product-rules.md §5: 'This field is required'
    required: 'Questo campo è obbligatorio',
    // product rule §5: 'Invalid email'
    email: 'Indirizzo e-mail non valido',
    // product rule §5: minimum lengths (2, 8, parameterised)
    minLength: (min: number) => `Inserisci almeno ${min} caratteri`,
    maxLength: (max: number) => `Inserisci al massimo ${max} caratteri`,
    // product rule §5: the register password rule (the contract's wording, so form and server agree)
    password: passwordMessage,
    // product rule §5: 'Please make sure your passwords match'
    passwordsMatch: 'Assicurati che le password coincidano',
    // product rule §5: 'Invalid fiscal code'
    fiscalCode: 'Codice fiscale non valido',
    // product rule §5: fields that cannot contain < and >, or a semicolon
    angleBrackets: 'Il campo non può contenere i caratteri < e >',
    semicolon: 'Il campo non può contenere il punto e virgola',
    // product rule §5: 'invalid telephone number'
    phone: 'Numero di telefono non valido',
    postcode: 'CAP non valido',
    postcodeSM: 'CAP non valido: a San Marino va da 47890 a 47899',
    postcodeVA: 'CAP non valido: per la Città del Vaticano è 00120',
    province: 'Provincia non valida: indica la sigla di due lettere (es. MI)',
    privacy: 'Devi accettare la privacy policy per procedere',
    createAccount: 'Spunta la casella per creare il tuo account',
  },

  login: {
    titles: { login: 'Accedi', register: 'Crea il tuo account', forgot: 'Password dimenticata', thanks: 'Controlla la tua e-mail' },
    intro: { login: 'Accedi per ritrovare carrello, lista dei desideri e ordini.', register: 'Registrati per seguire i tuoi ordini e salvare i tuoi indirizzi.' },
    email: 'E-mail',
    password: 'Password',
    submit: 'Accedi',
    forgotLink: 'Hai dimenticato la password?',
    noAccount: 'Non hai un account?',
    toRegister: 'Registrati',
    hasAccount: 'Hai già un account?',
    toLogin: 'Accedi',
    success: 'Bentornato! Hai effettuato l’accesso.',
    // product rule §3: is_subscribed, a box of both the login and the registration form
    subscribe: 'Voglio ricevere la newsletter con novità e offerte',
  },
  register: {
    firstName: 'Nome',
    lastName: 'Cognome',
    taxCode: 'Codice fiscale',
    taxCodeHint: '16 caratteri, come sulla tessera sanitaria',
    password: 'Password',
    passwordHint: 'Almeno 8 caratteri, con una lettera, un numero e un carattere speciale (! # $ % & * ? @ ^ _ -)',
    repassword: 'Ripeti la password',
    createAccount: 'Voglio creare un account Bottega',
    privacyBefore: 'Ho letto e accetto l’',
    privacyLink: 'informativa sulla privacy',
    privacyAfter: ' (si apre in una nuova scheda)',
    submit: 'Crea account',
    // The same words whether or not the address has an account: the mailbox tells which (docs/adr/0031).
    checkMailTitle: 'Controlla la tua e-mail',
    checkMail: 'Ti abbiamo inviato un’e-mail: apri il link che contiene entro 24 ore per attivare il tuo account ed entrare.',
  },
  forgot: {
    intro: 'Inserisci l’indirizzo e-mail del tuo account: ti invieremo un link per scegliere una nuova password.',
    submit: 'Invia il link',
    back: 'Torna all’accesso',
    // product rule §8: 'It was not possible to request a new password, please check the entered email address.'
    failure: 'Non è stato possibile richiedere una nuova password, controlla l’indirizzo e-mail inserito.',
    thanks: (email: string) => `Se esiste un account registrato con ${email}, riceverai a breve un’e-mail con il link per reimpostare la password. Il link vale un’ora.`,
    close: 'Ho capito',
  },

  // The login, registration and forgotten-password pages, the forms' base without scripts (docs/adr/0038-shopper-actions-as-html-forms.md).
  authPage: {
    checkField: (label: string) => `Controlla il campo «${label}» e invia di nuovo il modulo.`,
    loggedIn: 'Vai al tuo account',
    toShop: 'Continua lo shopping',
    outcome: {
      loginInvalid: 'Inserisci un indirizzo e-mail valido e la password per accedere.',
      invalid: 'Alcuni dati non erano validi: controlla il modulo e invialo di nuovo.',
      // The API's words for a refused login (product rule §8: the server's message is shown).
      wrongCredentials: 'Email o password non corretti.',
      linkRefused: 'Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.',
      'too-many': 'Troppi tentativi, riprova tra qualche minuto.',
      captcha: 'La verifica anti-spam non è stata superata: attiva JavaScript nel browser e riprova.',
      failed: 'Si è verificato un errore e la richiesta non è stata completata: riprova tra poco.',
      unavailable: 'Il servizio non è raggiungibile in questo momento e la richiesta non è stata inviata: riprova tra poco.',
      late: 'Il servizio sta rispondendo lentamente: la richiesta potrebbe essere stata completata. Ricarica la pagina prima di riprovare.',
      // The same words for every address (docs/adr/0031): the address itself is never put in the page's address.
      forgotSent: 'Se esiste un account registrato con questo indirizzo, riceverai a breve un’e-mail con il link per reimpostare la password. Il link vale un’ora.',
    },
  },

  reset: {
    title: 'Scegli una nuova password',
    intro: (email: string) => `Imposta la nuova password per l’account ${email}.`,
    password: 'Nuova password',
    repassword: 'Ripeti la nuova password',
    submit: 'Salva la nuova password',
    doneTitle: 'Password aggiornata',
    done: 'La tua password è stata cambiata. Ora puoi accedere con la nuova password.',
    login: 'Accedi',
    missingLink: 'Il link per reimpostare la password è incompleto. Apri di nuovo il link ricevuto per e-mail oppure richiedine uno nuovo.',
    requestNew: 'Richiedi un nuovo link',
  },

  account: {
    title: 'Il mio account',
    // Not "Il mio account": the shell's footer already names its account links so.
    navLabel: 'Sezioni del mio account',
    greeting: (name: string) => `Ciao, ${name}`,
    sections: {
      profile: 'Il mio profilo',
      addresses: 'Indirizzi',
      newsletter: 'Newsletter',
      wishlist: 'Lista dei desideri',
      orders: 'I miei ordini',
      reviews: 'Le mie recensioni',
    },
    logout: 'Esci',
    loggedOut: 'Sei uscito dal tuo account. A presto!',
    logoutFailed: 'Non è stato possibile uscire dal tuo account, riprova.',
    unknownSection: 'Questa sezione del tuo account non esiste. Scegline una dal menu.',
    loadFailed: 'Non è stato possibile caricare i tuoi dati. Riprova tra poco.',
    retry: 'Riprova',
    sessionExpired: 'La tua sessione è scaduta: accedi di nuovo per vedere il tuo account.',
    login: 'Accedi',
  },
  profile: {
    details: 'Dati personali',
    email: 'E-mail',
    taxCode: 'Codice fiscale',
    memberSince: 'Cliente dal',
    firstName: 'Nome',
    lastName: 'Cognome',
    save: 'Salva le modifiche',
    saved: 'I tuoi dati sono stati aggiornati.',
    passwordTitle: 'Cambia password',
    currentPassword: 'Password attuale',
    newPassword: 'Nuova password',
    repassword: 'Ripeti la nuova password',
    changePassword: 'Cambia password',
    passwordChanged: 'Password cambiata. Le altre sessioni aperte sono state chiuse.',
  },
  addresses: {
    empty: 'Non hai ancora salvato indirizzi.',
    add: 'Aggiungi un indirizzo',
    newTitle: 'Nuovo indirizzo',
    editTitle: 'Modifica indirizzo',
    edit: 'Modifica',
    editNamed: (name: string) => `Modifica l’indirizzo di ${name}`,
    remove: 'Elimina',
    removeNamed: (name: string) => `Elimina l’indirizzo di ${name}`,
    confirmTitle: 'Eliminare l’indirizzo?',
    confirm: (street: string) => `L’indirizzo ${street} verrà eliminato dalla tua rubrica.`,
    confirmYes: 'Sì, elimina',
    cancel: 'Annulla',
    save: 'Salva indirizzo',
    saved: 'Indirizzo salvato.',
    removed: 'Indirizzo eliminato.',
    defaultShipping: 'Indirizzo di spedizione predefinito',
    defaultBilling: 'Indirizzo di fatturazione predefinito',
    fields: {
      firstname: 'Nome',
      lastname: 'Cognome',
      company: 'Azienda (facoltativo)',
      street1: 'Indirizzo e numero civico',
      street2: 'Scala, interno, presso (facoltativo)',
      city: 'Città',
      postcode: 'CAP',
      region: 'Provincia (sigla)',
      country: 'Paese',
      telephone: 'Telefono',
      telephoneHint: 'Cellulare o fisso, anche con +39',
      fiscalCode: 'Codice fiscale (facoltativo)',
    },
    // Every country of the shop's configuration needs its name here.
    countries: { IT: 'Italia', SM: 'San Marino', VA: 'Città del Vaticano' } satisfies Record<Country, string>,
    phoneLabel: 'Tel.',
  },
  newsletter: {
    subscribed: 'Sei iscritto alla newsletter: riceverai novità, anteprime delle collezioni e offerte riservate.',
    notSubscribed: 'Non sei iscritto alla newsletter. Iscriviti per ricevere novità, anteprime delle collezioni e offerte riservate.',
    subscribe: 'Iscriviti alla newsletter',
    unsubscribe: 'Annulla l’iscrizione',
    // product rule §8: 'You have been subscribed to our newsletter!'
    subscribedToast: 'Ti sei iscritto alla nostra newsletter!',
    unsubscribedToast: 'Non riceverai più la nostra newsletter.',
  },
  orders: {
    empty: 'Non hai ancora effettuato ordini.',
    startShopping: 'Inizia lo shopping',
    number: 'Ordine n.',
    date: 'Data',
    status: 'Stato',
    total: 'Totale',
    details: 'Dettagli',
    detailsOf: (number: string) => `Dettagli dell’ordine ${number}`,
    quantity: (n: number) => `Quantità: ${n}`,
    subtotal: 'Subtotale',
    discount: 'Sconto',
    shipping: 'Spedizione',
    giftCards: 'Carte regalo',
    previous: 'Ordini più recenti',
    next: 'Ordini precedenti',
    page: (current: number, total: number) => `Pagina ${current} di ${total}`,
  },
  reviews: {
    empty: 'Non hai ancora scritto recensioni.',
    rating: (stars: number) => `Valutazione: ${stars} su 5`,
    by: (nickname: string) => `Firmata ${nickname}`,
    previous: 'Recensioni più recenti',
    next: 'Recensioni precedenti',
  },
  errors: {
    generic: 'Si è verificato un errore, riprova più tardi.',
  },
} as const;

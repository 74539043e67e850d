/** CMS blocks (every identifier of docs/product-rules.md §7, footer blocks in it and en) and pages with the terms of product rule §9. */

export interface SeedBlock {
  identifier: string;
  title: string;
  content: string;
  data: Record<string, unknown>;
}

export interface SeedPage {
  identifier: string;
  url_key: string;
  title: string;
  content: string;
  meta_description: string;
}

export const SHOP = {
  name: 'Bottega S.r.l.',
  email: 'assistenza@bottega.example',
  phone: '+39 02 1234 5678',
  phoneHref: '+390212345678',
  address: 'Via della Spiga 12, 20121 Milano (MI)',
  // 01234567897 passes the partita IVA check digit.
  vat: '01234567897',
};

const FOOTER_TEXT = {
  it: {
    links: {
      title: 'Informazioni',
      links: [
        { label: 'Chi siamo', url: '/it/chi-siamo', target: '_self' },
        { label: 'Contatti', url: '/it/contact-us', target: '_self' },
        { label: 'Spedizioni e resi', url: '/it/spedizioni-e-resi', target: '_self' },
        { label: 'I miei ordini', url: '/it/my-account/cronologia-ordini', target: '_self' },
        { label: 'Privacy policy', url: '/privacy', target: '_blank' },
      ],
    },
    address: { title: 'Contatti', intro: 'Siamo a Milano, dal lunedì al venerdì dalle 9 alle 18.' },
    newsletter: { title: 'Newsletter', text: 'Iscriviti alla newsletter: novità, collezioni e offerte riservate.' },
    payments: { title: 'Pagamenti sicuri', alt: 'Metodi di pagamento accettati: Visa, Mastercard, Maestro' },
    social: { title: 'Seguici', reviews: 'Leggi le recensioni dei clienti' },
  },
  en: {
    links: {
      title: 'Information',
      links: [
        { label: 'About us', url: '/en/chi-siamo', target: '_self' },
        { label: 'Contact us', url: '/en/contact-us', target: '_self' },
        { label: 'Shipping and returns', url: '/en/spedizioni-e-resi', target: '_self' },
        { label: 'My orders', url: '/en/my-account/cronologia-ordini', target: '_self' },
        { label: 'Privacy policy', url: '/privacy', target: '_blank' },
      ],
    },
    address: { title: 'Contact', intro: 'We are in Milan, Monday to Friday from 9 am to 6 pm.' },
    newsletter: { title: 'Newsletter', text: 'Subscribe to our newsletter: new arrivals, collections and reserved offers.' },
    payments: { title: 'Secure payments', alt: 'Accepted payment methods: Visa, Mastercard, Maestro' },
    social: { title: 'Follow us', reviews: 'Read our customer reviews' },
  },
} as const;

const SOCIAL = [
  { network: 'instagram', alt: 'Instagram', url: 'https://www.instagram.com/bottega.example' },
  { network: 'facebook', alt: 'Facebook', url: 'https://www.facebook.com/bottega.example' },
  { network: 'pinterest', alt: 'Pinterest', url: 'https://www.pinterest.com/bottega.example' },
];

function footerBlocks(locale: 'it' | 'en'): SeedBlock[] {
  const text = FOOTER_TEXT[locale];
  return [
    {
      identifier: `footer-links-${locale}`,
      title: text.links.title,
      content: `<ul>${text.links.links.map((link) => `<li><a href="${link.url}"${link.target === '_blank' ? ' target="_blank"' : ''}>${link.label}</a></li>`).join('')}</ul>`,
      data: { links: text.links.links },
    },
    {
      identifier: `footer-address-${locale}`,
      title: text.address.title,
      content: `<p>${text.address.intro}</p><address>${SHOP.name}<br>${SHOP.address}<br><a href="mailto:${SHOP.email}">${SHOP.email}</a><br><a href="tel:${SHOP.phoneHref}">${SHOP.phone}</a></address>`,
      data: { text: text.address.intro, contact: { email: SHOP.email, phone: SHOP.phone } },
    },
    {
      identifier: `footer-newsletter-${locale}`,
      title: text.newsletter.title,
      content: `<p>${text.newsletter.text}</p>`,
      data: { text: text.newsletter.text },
    },
    {
      identifier: `footer-payments-${locale}`,
      title: text.payments.title,
      content: '',
      data: { image: { url: '/api/media/payments.svg', alt: text.payments.alt, width: 300, height: 48 } },
    },
    {
      identifier: `footer-social-${locale}`,
      title: text.social.title,
      content: '',
      data: {
        social: SOCIAL.map((entry) => ({ image: `/api/media/social/${entry.network}.svg`, alt: entry.alt, width: 32, height: 32, url: entry.url })),
        links: [{ label: text.social.reviews, url: `https://recensioni.bottega.example/${locale}`, target: '_blank' }],
      },
    },
  ];
}

export function seedBlocks(): SeedBlock[] {
  const shipping = 'Spedizione gratuita in Italia per ordini da 100 €';
  return [
    {
      identifier: 'pre-header-it',
      title: 'Servizio clienti',
      content: `<p>Servizio clienti: <a href="mailto:${SHOP.email}">${SHOP.email}</a> · <a href="tel:${SHOP.phoneHref}">${SHOP.phone}</a></p>`,
      data: { text: 'Servizio clienti', contact: { email: SHOP.email, phone: SHOP.phone } },
    },
    {
      identifier: 'headerText-it',
      title: 'Messaggio spedizioni',
      content: `<p>${shipping} · <a href="/it/spedizioni-e-resi">Resi gratuiti entro 30 giorni</a></p>`,
      data: { text: shipping },
    },
    {
      identifier: 'cmsBlockFooter',
      title: 'Bottega',
      content: '<p>Bottega seleziona maglieria e abbigliamento prodotti in Italia da piccoli laboratori. Spediamo entro 48 ore.</p>',
      data: { text: 'Abbigliamento e maglieria italiana dal 1987.' },
    },
    {
      // The home page's hero (mf-content reads title, text and links; without an image it draws its own).
      identifier: 'home-hero-it',
      title: 'La stagione si veste di lana e di luce',
      content: '<p>Cappotti sartoriali, maglieria morbida e capi pensati per durare, disegnati in Italia.</p>',
      data: {
        text: 'Cappotti sartoriali, maglieria morbida e capi pensati per durare, disegnati in Italia.',
        links: [
          { label: 'Scopri le novità', url: '/it/c/donna', target: '_self' },
          { label: 'Scopri la maglieria', url: '/it/c/maglieria', target: '_self' },
        ],
      },
    },
    {
      identifier: 'copyright-it',
      title: 'Copyright',
      content: `<p>© 2026 ${SHOP.name} · P.IVA ${SHOP.vat} · Tutti i diritti riservati</p>`,
      data: { text: `© 2026 ${SHOP.name} · P.IVA ${SHOP.vat}` },
    },
    ...footerBlocks('it'),
    ...footerBlocks('en'),
  ];
}

export function seedPages(): SeedPage[] {
  return [
    {
      identifier: 'about-us',
      url_key: 'chi-siamo',
      title: 'Chi siamo',
      meta_description: 'Bottega: maglieria e abbigliamento italiano da piccoli laboratori, dal 1987.',
      content:
        '<h2>La nostra storia</h2><p>Bottega nasce a Milano nel 1987 come piccolo negozio di maglieria. Oggi selezioniamo capi di laboratori italiani che lavorano lana, cashmere, cotone e lino con cura artigiana.</p>' +
        '<h2>Come lavoriamo</h2><p>Conosciamo ogni fornitore di persona: filati tracciabili, lavorazioni in Italia, quantità limitate. Preferiamo un maglione che dura dieci anni a dieci maglioni che durano una stagione.</p>' +
        '<p><a href="/it/contact-us">Scrivici</a> per qualsiasi domanda.</p>',
    },
    {
      identifier: 'contact-us',
      url_key: 'contatti',
      title: 'Contatti',
      meta_description: 'Come contattare il servizio clienti di Bottega.',
      content:
        `<p>Il servizio clienti risponde dal lunedì al venerdì, dalle 9 alle 18.</p><ul><li>E-mail: <a href="mailto:${SHOP.email}">${SHOP.email}</a></li><li>Telefono: <a href="tel:${SHOP.phoneHref}">${SHOP.phone}</a></li><li>Indirizzo: ${SHOP.name}, ${SHOP.address}</li></ul>` +
        '<p>Puoi anche usare il modulo qui sotto: ti risponderemo entro un giorno lavorativo.</p>',
    },
    {
      identifier: 'shipping-information',
      url_key: 'spedizioni-e-resi',
      title: 'Spedizioni e resi',
      meta_description: 'Spedizione gratuita in Italia da 100 €, resi gratuiti entro 30 giorni.',
      content:
        '<h2>Spedizioni</h2><ul><li>Spedizione gratuita in Italia per ordini da 100 €; sotto questa soglia la spedizione costa 5 €.</li>' +
        '<li>Gli ordini partono entro 48 ore (eccezionalmente in 3-4 giorni lavorativi).</li>' +
        '<li>Consegna in Italia in 24-48 ore; in Europa in 2-6 giorni lavorativi.</li></ul>' +
        '<h2>Resi</h2><ul><li>Il reso è gratuito entro 30 giorni dalla consegna.</li>' +
        '<li>Resta in ogni caso il diritto di recesso di 14 giorni dalla consegna previsto dal Codice del Consumo (art. 52).</li></ul>' +
        '<p>Per avviare un reso <a href="/it/contact-us">contatta il servizio clienti</a>.</p>',
    },
    {
      // The footer's «Privacy policy» links to /privacy (new tab), which the edge sends to /it/privacy.
      identifier: 'privacy-policy',
      url_key: 'privacy',
      title: 'Informativa sulla privacy',
      meta_description: 'Come Bottega tratta i dati personali di chi visita il negozio e acquista (Regolamento UE 2016/679).',
      content:
        `<p>Questa informativa spiega come ${SHOP.name} tratta i dati personali di chi visita il negozio online, si registra o acquista, ai sensi del Regolamento UE 2016/679 (GDPR).</p>` +
        `<h2>Titolare del trattamento</h2><p>${SHOP.name}, ${SHOP.address}. Per ogni richiesta sulla privacy: <a href="mailto:${SHOP.email}">${SHOP.email}</a>.</p>` +
        '<h2>Quali dati trattiamo e perché</h2><ul>' +
        '<li>Dati dell’ordine (nome, indirizzi, e-mail, telefono, dati di fatturazione): per concludere ed eseguire il contratto di vendita e adempiere agli obblighi fiscali.</li>' +
        '<li>Dati dell’account (e-mail, nome, codice fiscale, password cifrata): per gestire il tuo profilo, gli indirizzi, gli ordini e la lista dei desideri.</li>' +
        '<li>Iscrizione alla newsletter: solo con il tuo consenso, che puoi revocare in ogni momento dal tuo account o dal link in ogni e-mail.</li>' +
        '<li>Messaggi inviati con il modulo di contatto: per risponderti.</li></ul>' +
        '<h2>Pagamenti</h2><p>I dati della carta sono inseriti sulla pagina sicura del fornitore dei pagamenti e non sono mai conservati da Bottega.</p>' +
        '<h2>Cookie</h2><p>Usiamo cookie tecnici, necessari al funzionamento del negozio (carrello, accesso, preferenze), e, solo con il tuo consenso, cookie statistici. Puoi cambiare le tue scelte in ogni momento dal link «Preferenze cookie» in fondo alla pagina.</p>' +
        '<h2>Conservazione</h2><p>I dati degli ordini sono conservati per 10 anni come richiesto dalla legge; i dati dell’account finché l’account resta attivo; i messaggi di contatto per 24 mesi.</p>' +
        '<h2>I tuoi diritti</h2><p>Puoi chiedere l’accesso, la rettifica, la cancellazione, la limitazione o la portabilità dei tuoi dati e opporti al trattamento scrivendo a ' +
        `<a href="mailto:${SHOP.email}">${SHOP.email}</a>. Hai anche il diritto di proporre reclamo al Garante per la protezione dei dati personali.</p>`,
    },
  ];
}

/** Old addresses that still work (route resolver). */
export function seedRedirects() {
  return [
    { from_path: 'about-us', to_path: '/it/chi-siamo', status: 301 },
    { from_path: 'shipping-information', to_path: '/it/spedizioni-e-resi', status: 301 },
    { from_path: 'uomo/maglie', to_path: '/it/c/uomo-maglioni', status: 301 },
    { from_path: 'saldi', to_path: '/it/c/outlet-interno', status: 302 },
  ];
}

/** CMS blocks (every identifier of docs/product-rules.md §7, footer blocks in it and en) and pages with the terms of product rule §9 and the legal pages of §10. */

import { LEGAL_PAGES, WITHDRAWAL_DAYS } from '@bottega/api-contract';
import { ACCEPTED_CARDS } from '../payment/xpay';
import { SHOP } from '../commerce/seller';

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

const FOOTER_TEXT = {
  it: {
    links: {
      title: 'Informazioni',
      links: [
        { label: 'Chi siamo', url: '/it/chi-siamo', target: '_self' },
        { label: 'Contatti', url: '/it/contact-us', target: '_self' },
        { label: 'Spedizioni e resi', url: '/it/spedizioni-e-resi', target: '_self' },
        { label: 'I miei ordini', url: '/it/my-account/cronologia-ordini', target: '_self' },
        { label: 'Condizioni generali di vendita', url: `/it/${LEGAL_PAGES.terms}`, target: '_self' },
        { label: 'Diritto di recesso', url: `/it/${LEGAL_PAGES.withdrawal}`, target: '_self' },
        { label: 'Note legali', url: `/it/${LEGAL_PAGES.legalNotes}`, target: '_self' },
        { label: 'Privacy policy', url: '/privacy', target: '_blank' },
      ],
    },
    address: { title: 'Contatti', intro: 'Siamo a Milano, dal lunedì al venerdì dalle 9 alle 18.' },
    newsletter: { title: 'Newsletter', text: 'Iscriviti alla newsletter: novità, collezioni e offerte riservate.' },
    payments: { title: 'Pagamenti sicuri', alt: `Carte di pagamento accettate: ${ACCEPTED_CARDS.join(', ')}` },
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
        { label: 'Terms of sale', url: `/en/${LEGAL_PAGES.terms}`, target: '_self' },
        { label: 'Right of withdrawal', url: `/en/${LEGAL_PAGES.withdrawal}`, target: '_self' },
        { label: 'Legal notice', url: `/en/${LEGAL_PAGES.legalNotes}`, target: '_self' },
        { label: 'Privacy policy', url: '/privacy', target: '_blank' },
      ],
    },
    address: { title: 'Contact', intro: 'We are in Milan, Monday to Friday from 9 am to 6 pm.' },
    newsletter: { title: 'Newsletter', text: 'Subscribe to our newsletter: new arrivals, collections and reserved offers.' },
    payments: { title: 'Secure payments', alt: `Accepted payment cards: ${ACCEPTED_CARDS.join(', ')}` },
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
      // The legal line (D.Lgs. 70/2003 art. 7): who sells, with the registration numbers, on every page.
      identifier: 'copyright-it',
      title: 'Copyright',
      content:
        `<p>© 2026 ${SHOP.name} · ${SHOP.address} · P.IVA e C.F. ${SHOP.vat} · REA ${SHOP.rea} · Capitale sociale ${SHOP.shareCapital}</p>` +
        `<p><a href="/it/${LEGAL_PAGES.terms}">Condizioni generali di vendita</a> · <a href="/it/${LEGAL_PAGES.withdrawal}">Diritto di recesso</a> · <a href="/it/${LEGAL_PAGES.legalNotes}">Note legali</a></p>`,
      data: { text: `© 2026 ${SHOP.name} · P.IVA ${SHOP.vat} · REA ${SHOP.rea}` },
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
      // The page mf-content's ContactPage shows beside its form, at the route's own address (migration 015).
      url_key: 'contact-us',
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
    ...legalPages(),
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

/** Who sells, as the pages below name the seller (Codice del Consumo art. 49 c. 1 b–c). */
const SELLER_HTML = `<address>${SHOP.name}<br>Sede legale: ${SHOP.address}<br>E-mail: <a href="mailto:${SHOP.email}">${SHOP.email}</a> · PEC: <a href="mailto:${SHOP.pec}">${SHOP.pec}</a><br>Telefono: <a href="tel:${SHOP.phoneHref}">${SHOP.phone}</a> (${SHOP.hours})</address>`;

/** The law before payment (docs/product-rules.md §10): terms of sale, the withdrawal right with Allegato I parte B's form, the seller's data (LEGAL_PAGES). */
function legalPages(): SeedPage[] {
  const days = WITHDRAWAL_DAYS;
  return [
    {
      identifier: 'terms-of-sale',
      url_key: LEGAL_PAGES.terms,
      title: 'Condizioni generali di vendita',
      meta_description: `Le condizioni di vendita di ${SHOP.name}: prezzi con IVA, pagamento con carta, consegna, garanzia legale, diritto di recesso e reclami.`,
      content:
        `<h2>1. Venditore</h2><p>I prodotti sono venduti da ${SHOP.name}, P.IVA e codice fiscale ${SHOP.vat}, REA ${SHOP.rea}, capitale sociale ${SHOP.shareCapital}.</p>${SELLER_HTML}` +
        `<p>Tutti i dati societari sono nelle <a href="/it/${LEGAL_PAGES.legalNotes}">note legali</a>. Queste condizioni valgono per gli acquisti dei consumatori ai sensi del Codice del Consumo (D.Lgs. 206/2005).</p>` +
        '<h2>2. Prodotti e prezzi</h2><p>Le caratteristiche principali di ogni prodotto (materiale, taglie, colori, disponibilità) sono indicate nella sua scheda. I prezzi sono in euro (EUR) e comprendono l’IVA; le spese di consegna sono indicate a parte nel carrello e nel riepilogo dell’ordine, prima del pagamento.</p>' +
        '<h2>3. Ordine e conclusione del contratto</h2><p>Scelti i prodotti, nel checkout indichi e-mail, indirizzo di spedizione e di fatturazione e il metodo di spedizione. Nell’ultimo passo vedi il totale da pagare, accetti queste condizioni e confermi con il pulsante «Ordina con obbligo di pagamento». Il contratto è concluso quando il pagamento è autorizzato: ti inviamo subito per e-mail la conferma dell’ordine, con il riepilogo, queste condizioni e le informazioni sul recesso.</p>' +
        `<h2>4. Pagamento</h2><p>Si paga con carta di credito o di debito (${ACCEPTED_CARDS.join(', ')}) sulla pagina sicura di Nexi XPay. I dati della carta non passano per i nostri sistemi. L’importo è addebitato al momento dell’ordine.</p>` +
        '<h2>5. Consegna e spese di spedizione</h2><ul><li>Spedizione gratuita in Italia per ordini da 100 €; sotto questa soglia la spedizione costa 5 €. Per San Marino e la Città del Vaticano la spedizione costa 5 €.</li>' +
        '<li>Gli ordini partono entro 48 ore (eccezionalmente in 3-4 giorni lavorativi); la consegna in Italia richiede 24-48 ore, in Europa 2-6 giorni lavorativi.</li>' +
        '<li>Se la consegna non arriva entro 30 giorni dall’ordine puoi fissarci un termine supplementare; se non consegniamo neanche entro quello, puoi risolvere il contratto e ti rimborsiamo senza ritardo (Codice del Consumo art. 61).</li></ul>' +
        '<h2>6. Garanzia legale di conformità</h2><p>Tutti i prodotti hanno la garanzia legale di conformità (Codice del Consumo artt. 128-135-septies): rispondiamo dei difetti di conformità che si manifestano entro 2 anni dalla consegna. Il difetto va denunciato entro 2 mesi dalla scoperta, quindi puoi far valere la garanzia fino a 26 mesi dalla consegna. Hai diritto alla riparazione o alla sostituzione senza spese e, se non sono possibili, a una riduzione del prezzo o alla risoluzione del contratto.</p>' +
        `<h2>7. Diritto di recesso</h2><p>Puoi recedere dal contratto senza dare alcuna motivazione entro ${days} giorni dalla consegna (Codice del Consumo art. 52), e ti rimborsiamo entro ${days} giorni dalla tua comunicazione (art. 56). Oltre a questo, il reso è gratuito entro 30 giorni dalla consegna. Come fare, le eccezioni e il modulo di recesso tipo sono nella pagina <a href="/it/${LEGAL_PAGES.withdrawal}">Diritto di recesso</a>.</p>` +
        `<h2>8. Reclami e risoluzione delle controversie</h2><p>Per un reclamo scrivi a <a href="mailto:${SHOP.email}">${SHOP.email}</a> o all’indirizzo PEC <a href="mailto:${SHOP.pec}">${SHOP.pec}</a>, indicando il numero d’ordine: ti rispondiamo entro 15 giorni.</p>` +
        '<p>Se la risposta non ti soddisfa puoi rivolgerti a un organismo di risoluzione extragiudiziale delle controversie (ADR) tra quelli iscritti nell’elenco tenuto presso il Ministero delle Imprese e del Made in Italy (Codice del Consumo art. 141-decies). Accettiamo di partecipare alla procedura di conciliazione del Servizio di conciliazione della Camera Arbitrale di Milano; se risiedi in un altro Paese dell’Unione europea puoi chiedere assistenza anche al Centro Europeo Consumatori del tuo Paese. Ricorrere a un organismo ADR è facoltativo e non toglie il diritto di rivolgerti al giudice.</p>' +
        '<p>La piattaforma europea per la risoluzione delle controversie online (ODR) è stata chiusa il 20 luglio 2025 (Regolamento (UE) 2024/3228): per questo non la indichiamo.</p>' +
        '<h2>9. Legge applicabile e foro competente</h2><p>Il contratto è regolato dalla legge italiana, fatte salve le norme più favorevoli del Paese in cui il consumatore risiede abitualmente. Per le controversie è competente il giudice del luogo di residenza o di domicilio del consumatore (Codice del Consumo art. 66-bis).</p>',
    },
    {
      identifier: 'right-of-withdrawal',
      url_key: LEGAL_PAGES.withdrawal,
      title: 'Diritto di recesso',
      meta_description: `Come recedere da un acquisto entro ${days} giorni dalla consegna, con il modulo di recesso tipo, e il reso gratuito entro 30 giorni.`,
      content:
        `<h2>Il tuo diritto</h2><p>Hai il diritto di recedere dal contratto, senza dare alcuna motivazione, entro ${days} giorni dal giorno in cui tu, o una persona da te indicata diversa dal vettore, ricevi i prodotti; se un ordine arriva in più consegne, dal giorno in cui ricevi l’ultima (Codice del Consumo art. 52).</p>` +
        `<h2>Come esercitarlo</h2><p>Prima della scadenza comunicaci la decisione di recedere con una dichiarazione esplicita: un’e-mail a <a href="mailto:${SHOP.email}">${SHOP.email}</a>, un messaggio PEC a <a href="mailto:${SHOP.pec}">${SHOP.pec}</a> o una lettera a ${SHOP.name}, ${SHOP.address}. Puoi usare il modulo qui sotto, ma non è obbligatorio. Ti confermiamo per e-mail di averla ricevuta.</p>` +
        `<h2>Restituzione dei prodotti</h2><p>Rispediscici i prodotti entro ${days} giorni dalla comunicazione del recesso, all’indirizzo che ti indichiamo: il reso è a nostre spese. Sei responsabile solo della diminuzione di valore dovuta a una manipolazione diversa da quella necessaria per provarli (art. 57): prova i capi come faresti in negozio e rimandali con le etichette.</p>` +
        `<h2>Rimborso</h2><p>Ti rimborsiamo tutto ciò che hai pagato, compresa la spedizione standard, entro ${days} giorni dal giorno in cui riceviamo la tua comunicazione di recesso, con lo stesso mezzo di pagamento che hai usato, senza costi per te (art. 56). Possiamo attendere il rimborso finché non riceviamo i prodotti o la prova che li hai spediti, se prima.</p>` +
        '<h2>Eccezioni</h2><p>Il recesso non si applica ai prodotti confezionati su misura o personalizzati, né a quelli sigillati che per motivi igienici non si possono restituire una volta aperti (art. 59).</p>' +
        `<h2>In più: reso gratuito entro 30 giorni</h2><p>Oltre al recesso di legge, puoi restituire gratuitamente i prodotti entro 30 giorni dalla consegna, alle stesse condizioni. Questa garanzia commerciale si aggiunge ai tuoi diritti e non li limita. Vedi anche <a href="/it/spedizioni-e-resi">Spedizioni e resi</a>.</p>` +
        '<h2>Modulo di recesso tipo</h2><p>(Allegato I, parte B, del Codice del Consumo: compila e restituisci questo modulo solo se desideri recedere dal contratto. Puoi copiarlo in un’e-mail.)</p>' +
        `<blockquote><p>Destinatario: ${SHOP.name}, ${SHOP.address}, e-mail ${SHOP.email}, PEC ${SHOP.pec}</p>` +
        '<p>Con la presente io/noi (*) notifico/notifichiamo (*) il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni/servizi (*):</p>' +
        '<p>Ordinato il (*) / ricevuto il (*):</p><p>Numero dell’ordine:</p><p>Nome del/dei consumatore(i):</p><p>Indirizzo del/dei consumatore(i):</p>' +
        '<p>Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea):</p><p>Data:</p>' +
        '<p>(*) Cancellare la dicitura inutile.</p></blockquote>',
    },
    {
      identifier: 'legal-notes',
      url_key: LEGAL_PAGES.legalNotes,
      title: 'Note legali',
      meta_description: `I dati societari di ${SHOP.name}: sede legale, partita IVA, REA, capitale sociale, PEC e contatti.`,
      content:
        '<h2>Dati societari</h2>' +
        `<ul><li>Ragione sociale: ${SHOP.name}</li><li>Sede legale: ${SHOP.address}</li><li>Partita IVA e codice fiscale: ${SHOP.vat}</li>` +
        `<li>Iscrizione al Registro delle Imprese di Milano Monza Brianza Lodi, numero REA: ${SHOP.rea}</li><li>Capitale sociale: ${SHOP.shareCapital}</li>` +
        `<li>PEC: <a href="mailto:${SHOP.pec}">${SHOP.pec}</a></li></ul>` +
        `<h2>Servizio clienti</h2><p>${SHOP.hours[0].toUpperCase()}${SHOP.hours.slice(1)}.</p><ul><li>E-mail: <a href="mailto:${SHOP.email}">${SHOP.email}</a></li><li>Telefono: <a href="tel:${SHOP.phoneHref}">${SHOP.phone}</a></li>` +
        '<li>Modulo di contatto: <a href="/it/contact-us">Contatti</a></li></ul>' +
        `<p>Le regole della vendita sono nelle <a href="/it/${LEGAL_PAGES.terms}">condizioni generali di vendita</a>; come restituire un acquisto nella pagina <a href="/it/${LEGAL_PAGES.withdrawal}">Diritto di recesso</a>; come trattiamo i dati nell’<a href="/privacy" target="_blank">informativa sulla privacy</a>.</p>`,
    },
  ];
}

/** Old addresses that still work (route resolver). */
export function seedRedirects() {
  return [
    { from_path: 'about-us', to_path: '/it/chi-siamo', status: 301 },
    { from_path: 'shipping-information', to_path: '/it/spedizioni-e-resi', status: 301 },
    { from_path: 'contatti', to_path: '/it/contact-us', status: 301 },
    { from_path: 'uomo/maglie', to_path: '/it/c/uomo-maglioni', status: 301 },
    { from_path: 'saldi', to_path: '/it/c/outlet-interno', status: 302 },
  ];
}

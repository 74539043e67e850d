import type { MailMessage } from './transport';
import { LEGAL_PAGES, WITHDRAWAL_DAYS } from '@bottega/api-contract';
import { formatEuro } from '../commerce/totals';
import { SHOP } from '../commerce/seller';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;color:#1a1a1a;max-width:600px;margin:auto">${body}<p style="color:#555">Bottega</p></body></html>`;
}

export function passwordResetMail(input: { to: string; firstname: string; link: string }): MailMessage {
  const subject = 'Reimposta la tua password Bottega';
  const text = [
    `Ciao ${input.firstname},`,
    '',
    'abbiamo ricevuto una richiesta di reimpostare la password del tuo account.',
    `Apri questo link entro un'ora per sceglierne una nuova: ${input.link}`,
    '',
    'Il link funziona una sola volta. Se non hai fatto tu la richiesta, ignora questa email: la password resta quella di prima.',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Ciao ${escapeHtml(input.firstname)},</p><p>abbiamo ricevuto una richiesta di reimpostare la password del tuo account.</p>` +
      `<p><a href="${escapeHtml(input.link)}">Scegli una nuova password</a> (il link vale un'ora e funziona una sola volta).</p>` +
      '<p>Se non hai fatto tu la richiesta, ignora questa email: la password resta quella di prima.</p>',
  );
  return { to: input.to, subject, text, html, kind: 'password-reset' };
}

/** The link that turns a registration into an account (docs/adr/0031). */
export function registrationConfirmMail(input: { to: string; firstname: string; link: string }): MailMessage {
  const subject = 'Attiva il tuo account Bottega';
  const text = [
    `Ciao ${input.firstname},`,
    '',
    'grazie per esserti registrato su Bottega.',
    `Apri questo link entro 24 ore per attivare il tuo account ed entrare: ${input.link}`,
    '',
    'Il link funziona una sola volta. Se non ti sei registrato tu, ignora questa email: senza il link non viene creato nessun account.',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Ciao ${escapeHtml(input.firstname)},</p><p>grazie per esserti registrato su Bottega.</p>` +
      `<p><a href="${escapeHtml(input.link)}">Attiva il tuo account</a> (il link vale 24 ore e funziona una sola volta).</p>` +
      '<p>Se non ti sei registrato tu, ignora questa email: senza il link non viene creato nessun account.</p>',
  );
  return { to: input.to, subject, text, html, kind: 'registration-confirm' };
}

/** What the owner of an address hears when someone registers with it: the registration answer says nothing (docs/adr/0031). */
export function registrationAttemptMail(input: { to: string; firstname: string; shopLink: string }): MailMessage {
  const subject = 'Qualcuno ha provato a registrarsi con il tuo indirizzo';
  const forgot = 'Se non ricordi la password, scegli «Hai dimenticato la password?» nella finestra di accesso.';
  const text = [
    `Ciao ${input.firstname},`,
    '',
    'qualcuno ha provato a creare un account Bottega con questo indirizzo email, che ha già un account.',
    `Se eri tu, accedi con la tua password da ${input.shopLink}`,
    forgot,
    '',
    'Se non eri tu, ignora questa email: il tuo account e la tua password restano come prima.',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Ciao ${escapeHtml(input.firstname)},</p><p>qualcuno ha provato a creare un account Bottega con questo indirizzo email, che ha già un account.</p>` +
      `<p>Se eri tu, <a href="${escapeHtml(input.shopLink)}">accedi con la tua password</a>. ${forgot}</p>` +
      '<p>Se non eri tu, ignora questa email: il tuo account e la tua password restano come prima.</p>',
  );
  return { to: input.to, subject, text, html, kind: 'registration-attempt' };
}

/** Double opt-in: the subscription counts once this link is opened. */
export function newsletterConfirmMail(input: { to: string; firstname: string; link: string }): MailMessage {
  const subject = 'Conferma la tua iscrizione alla newsletter Bottega';
  const text = [
    `Ciao ${input.firstname},`,
    '',
    'per ricevere la newsletter di Bottega conferma la tua iscrizione.',
    `Apri questo link entro 3 giorni: ${input.link}`,
    '',
    'Se non hai chiesto tu l’iscrizione, ignora questa email: senza conferma non ti scriveremo più.',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Ciao ${escapeHtml(input.firstname)},</p><p>per ricevere la newsletter di Bottega conferma la tua iscrizione.</p>` +
      `<p><a href="${escapeHtml(input.link)}">Conferma l’iscrizione</a> (il link vale 3 giorni e funziona una sola volta).</p>` +
      '<p>Se non hai chiesto tu l’iscrizione, ignora questa email: senza conferma non ti scriveremo più.</p>',
  );
  return { to: input.to, subject, text, html, kind: 'newsletter-confirm' };
}

export interface ConfirmationOrder {
  number: string;
  email: string;
  firstname: string;
  items: { name: string; options: string; quantity: number; rowTotalCents: number }[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  giftCardCents: number;
  grandTotalCents: number;
  ordersLink: string | null;
  /** The shop's public origin, for the links to the terms and the withdrawal page. */
  shopOrigin: string;
}

/** The terms confirmed on a durable medium with the order (Codice del Consumo art. 51 c. 7, docs/product-rules.md §10). */
function termsOfSale(shopOrigin: string) {
  const terms = `${shopOrigin}/it/${LEGAL_PAGES.terms}`;
  const withdrawal = `${shopOrigin}/it/${LEGAL_PAGES.withdrawal}`;
  const paragraphs = [
    `Il tuo acquisto è regolato dalle condizioni generali di vendita che hai accettato con l'ordine: ${terms}`,
    `Diritto di recesso: puoi recedere dal contratto senza dare alcuna motivazione entro ${WITHDRAWAL_DAYS} giorni dalla consegna, scrivendo a ${SHOP.email} o a ${SHOP.pec}, anche con il modulo di recesso tipo che trovi qui: ${withdrawal}. Ti rimborsiamo entro ${WITHDRAWAL_DAYS} giorni dalla tua comunicazione.`,
    'In più, il reso è gratuito entro 30 giorni dalla consegna. I prodotti hanno la garanzia legale di conformità: puoi farla valere fino a 26 mesi dalla consegna.',
    `Venditore: ${SHOP.name}, ${SHOP.address}, P.IVA ${SHOP.vat}, REA ${SHOP.rea}.`,
  ];
  const html =
    '<h2 style="font-size:1.1em">Condizioni di vendita e diritto di recesso</h2>' +
    `<p>Il tuo acquisto è regolato dalle <a href="${escapeHtml(terms)}">condizioni generali di vendita</a> che hai accettato con l'ordine.</p>` +
    `<p>Puoi recedere dal contratto senza dare alcuna motivazione entro ${WITHDRAWAL_DAYS} giorni dalla consegna, scrivendo a ${escapeHtml(SHOP.email)} o a ${escapeHtml(SHOP.pec)}, ` +
    `anche con il <a href="${escapeHtml(withdrawal)}">modulo di recesso tipo</a>. Ti rimborsiamo entro ${WITHDRAWAL_DAYS} giorni dalla tua comunicazione.</p>` +
    `<p>${escapeHtml(paragraphs[2])}</p><p style="color:#555">${escapeHtml(paragraphs[3])}</p>`;
  return { text: ['Condizioni di vendita e diritto di recesso', ...paragraphs], html };
}

export function orderConfirmationMail(order: ConfirmationOrder): MailMessage {
  const subject = `Conferma dell'ordine n. ${order.number}`;
  const lines = order.items.map((item) => `${item.quantity} × ${item.name}${item.options ? ` (${item.options})` : ''}: ${formatEuro(item.rowTotalCents)}`);
  const sums: [string, number][] = [
    ['Subtotale', order.subtotalCents],
    ['Sconto', -order.discountCents],
    ['Spedizione', order.shippingCents],
    ['Carte regalo', -order.giftCardCents],
    ['Totale pagato', order.grandTotalCents],
  ];
  const shownSums = sums.filter(([label, cents]) => cents !== 0 || label === 'Totale pagato' || label === 'Spedizione');
  const terms = termsOfSale(order.shopOrigin);
  const text = [
    `Ciao ${order.firstname},`,
    '',
    `grazie per il tuo acquisto: il pagamento dell'ordine n. ${order.number} è andato a buon fine.`,
    'Spediamo entro 48 ore; la consegna in Italia richiede 24-48 ore.',
    '',
    ...lines,
    '',
    ...shownSums.map(([label, cents]) => `${label}: ${formatEuro(cents)}`),
    ...(order.ordersLink ? ['', `I tuoi ordini: ${order.ordersLink}`] : []),
    '',
    ...terms.text.flatMap((paragraph) => [paragraph, '']),
  ]
    .join('\n')
    .trimEnd();
  const html = layout(
    subject,
    `<p>Ciao ${escapeHtml(order.firstname)},</p><p>grazie per il tuo acquisto: il pagamento dell'ordine n. <strong>${escapeHtml(order.number)}</strong> è andato a buon fine.</p>` +
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      `<table>${shownSums.map(([label, cents]) => `<tr><th scope="row" style="text-align:left">${label}</th><td>${escapeHtml(formatEuro(cents))}</td></tr>`).join('')}</table>` +
      (order.ordersLink ? `<p><a href="${escapeHtml(order.ordersLink)}">Vedi i tuoi ordini</a></p>` : '') +
      '<p>Spediamo entro 48 ore.</p>' +
      terms.html,
  );
  return { to: order.email, subject, text, html, kind: 'order-confirmation' };
}

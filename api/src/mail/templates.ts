import type { MailMessage } from './transport';
import { formatEuro } from '../commerce/totals';

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
    'Puoi restituire gli articoli gratuitamente entro 30 giorni.',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Ciao ${escapeHtml(order.firstname)},</p><p>grazie per il tuo acquisto: il pagamento dell'ordine n. <strong>${escapeHtml(order.number)}</strong> è andato a buon fine.</p>` +
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      `<table>${shownSums.map(([label, cents]) => `<tr><th scope="row" style="text-align:left">${label}</th><td>${escapeHtml(formatEuro(cents))}</td></tr>`).join('')}</table>` +
      (order.ordersLink ? `<p><a href="${escapeHtml(order.ordersLink)}">Vedi i tuoi ordini</a></p>` : '') +
      '<p>Spediamo entro 48 ore. Puoi restituire gli articoli gratuitamente entro 30 giorni.</p>',
  );
  return { to: order.email, subject, text, html, kind: 'order-confirmation' };
}

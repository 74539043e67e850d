import { formatEuro } from '../commerce/totals';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** The request fields the page carries through the card form as hidden inputs. */
export const REQUEST_FIELDS = ['alias', 'importo', 'divisa', 'codTrans', 'url', 'url_back', 'urlpost', 'mac', 'languageId', 'descrizione', 'mail'] as const;

export interface CardErrors {
  pan?: string;
  scadenza?: string;
  cvv?: string;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;background:#f3f1ee}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin:0 0 .25rem}.amount{font-size:1.6rem;font-weight:700;margin:.5rem 0 1rem}
.note{background:#fff6d6;border:1px solid #8a6d00;padding:.5rem .75rem;border-radius:4px;font-size:.9rem}
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;font:inherit;padding:.6rem;border:1px solid #595959;border-radius:4px;margin-top:.25rem}
input:focus,button:focus{outline:3px solid #0b57d0;outline-offset:2px}
input[aria-invalid=true]{border:2px solid #b00020}.error{color:#b00020;margin:.25rem 0 0;font-size:.9rem}
.row{display:flex;gap:1rem}.row>div{flex:1}
.actions{display:grid;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.7rem 1rem;border-radius:4px;cursor:pointer;border:2px solid #1b1b1b}
.pay{background:#1b1b1b;color:#fff;font-weight:700}.cancel{background:#fff;color:#1b1b1b}
[role=alert]{border:2px solid #b00020;padding:.5rem .75rem;border-radius:4px;margin-bottom:1rem}`;

function field(name: keyof CardErrors, label: string, input: string, errors: CardErrors): string {
  const error = errors[name];
  return (
    `<label for="${name}">${label}</label>` +
    input.replace('<input', `<input id="${name}" name="${name}"${error ? ` aria-describedby="${name}-error" aria-invalid="true"` : ''}`) +
    (error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : '')
  );
}

/** The sandbox's hosted payment page: Italian, keyboard and screen-reader friendly, no external assets. */
export function paymentPage(request: Record<(typeof REQUEST_FIELDS)[number], string>, errors: CardErrors = {}, values: { pan?: string; scadenza?: string } = {}): string {
  const hidden = REQUEST_FIELDS.map((name) => `<input type="hidden" name="${name}" value="${escape(request[name] ?? '')}">`).join('');
  const messages = Object.values(errors);
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${messages.length ? 'Errore: ' : ''}Pagamento con carta – ambiente di prova</title><style>${STYLE}</style></head>
<body><main>
<h1>Pagamento con carta</h1>
<p>${escape(request.descrizione || `Transazione ${request.codTrans}`)}</p>
<p class="amount">Importo: ${escape(formatEuro(Number(request.importo)))}</p>
<p class="note">Ambiente di prova XPay: nessun addebito reale. Carte di prova: VISA 4539 9700 0000 0006 e Mastercard 5255 0000 0000 0001 approvano; 4539 9700 0000 0014 e 5255 0000 0000 0019 vengono rifiutate; 4539 9700 0000 0022 è una carta senza 3-D Secure.</p>
${messages.length ? `<div role="alert"><p>Controlla i dati della carta:</p><ul>${messages.map((message) => `<li>${escape(message)}</li>`).join('')}</ul></div>` : ''}
<form method="post" action="/api/payment/xpay/sandbox/pay" novalidate>
${hidden}
${field('pan', 'Numero della carta', `<input type="text" inputmode="numeric" autocomplete="cc-number" required value="${escape(values.pan ?? '')}">`, errors)}
<div class="row"><div>
${field('scadenza', 'Scadenza (MM/AA)', `<input type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" required value="${escape(values.scadenza ?? '')}">`, errors)}
</div><div>
${field('cvv', 'Codice di sicurezza (CVV)', '<input type="password" inputmode="numeric" autocomplete="cc-csc" required maxlength="4">', errors)}
</div></div>
<div class="actions">
<button class="pay" type="submit" name="azione" value="paga">Paga ${escape(formatEuro(Number(request.importo)))}</button>
<button class="cancel" type="submit" name="azione" value="annulla" formnovalidate>Annulla e torna al negozio</button>
</div>
</form>
</main></body></html>`;
}

/** A request the page cannot take (wrong MAC, alias, amount or return address), said plainly. */
export function refusalPage(reason: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pagamento non disponibile</title><style>${STYLE}</style></head>
<body><main><h1>Pagamento non disponibile</h1><p role="alert">${escape(reason)}</p><p>Torna al negozio e riprova dal carrello.</p></main></body></html>`;
}

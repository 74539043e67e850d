import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAYMENT_CALLS, paymentLanding, shopPath, type PaymentResultCheck } from '@bottega/api-contract';
import { deadline } from '@bottega/server-kit';
import type { AppDeps } from '../appDeps';
import { createContext } from '../context';
import { currentCustomerId } from '../auth/session';
import { applyCancel, applyResult, CURRENCY, macForAttempt, PAYMENT_PATHS, returnAddresses, SHOP_BASE_PATH } from './service';
import { isValidCodTrans, luhnValid, macMatches, providerTimestamp, requestMac, resultMac, SANDBOX_CARDS } from './xpay';
import { paymentPage, refusalPage, REQUEST_FIELDS, type CardErrors } from './sandbox-page';

type Fields = Record<string, string | undefined>;

const SANDBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const NOTIFY_TIMEOUT_MS = 5000;

/** A return address of a payment request, only ever on the shop's own origin (the shared rule of `shopPath`). */
function returnPath(url: string | undefined, origin: string): string | null {
  return url === undefined ? null : shopPath(url, { origin });
}

function withQuery(path: string, params: Record<string, string>): string {
  const target = new URL(path, 'http://shop.invalid');
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return `${target.pathname}${target.search}`;
}

function strings(source: unknown): Fields {
  const fields: Fields = {};
  if (source && typeof source === 'object') {
    for (const [name, value] of Object.entries(source)) if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** What is wrong with a payment request, or null: alias, MAC, amount, codTrans and return addresses. */
function requestProblem(fields: Fields, deps: AppDeps, origin: string): string | null {
  if (fields.alias !== deps.config.xpay.alias) return 'Alias del negozio sconosciuto.';
  if (!fields.codTrans || !isValidCodTrans(fields.codTrans)) return 'Codice della transazione non valido.';
  if (!fields.importo || !/^[1-9]\d{0,7}$/.test(fields.importo)) return 'Importo non valido.';
  if (fields.divisa !== CURRENCY) return 'Valuta non supportata.';
  if (!fields.mac || !macMatches(fields.mac, requestMac({ codTrans: fields.codTrans, divisa: fields.divisa, importo: fields.importo }, deps.config.xpay.secret))) {
    return 'Firma della richiesta (MAC) non valida.';
  }
  if (!returnPath(fields.url, origin) || !returnPath(fields.url_back, origin) || (fields.urlpost !== undefined && !returnPath(fields.urlpost, origin)))
    return 'Indirizzo di ritorno non consentito.';
  return null;
}

function cardProblems(fields: Fields, now: Date): CardErrors {
  const errors: CardErrors = {};
  const pan = (fields.pan ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(pan) || !luhnValid(pan)) errors.pan = 'Numero della carta non valido.';
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec((fields.scadenza ?? '').trim());
  if (!expiry) errors.scadenza = 'Indica la scadenza nel formato MM/AA.';
  else {
    const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1));
    if (endOfMonth.getTime() <= now.getTime()) errors.scadenza = 'La carta è scaduta.';
  }
  if (!/^\d{3,4}$/.test(fields.cvv ?? '')) errors.cvv = 'Il codice di sicurezza ha 3 o 4 cifre.';
  return errors;
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', SANDBOX_CSP).header('cache-control', 'no-store').send(body);
}

/** The provider's server-to-server notification, sent only to this shop's own `urlpost`. */
async function notify(request: FastifyRequest, origin: string, path: string | null, params: Record<string, string>): Promise<void> {
  if (!path) return;
  try {
    const limit = deadline(NOTIFY_TIMEOUT_MS);
    await limit.within(
      fetch(new URL(path, origin), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params),
        signal: limit.signal,
      }),
    );
  } catch (error) {
    // The browser return carries the same signed result, so the order is still settled.
    request.log.warn({ err: error, codTrans: params.codTrans }, 'sandbox notification not delivered');
  }
}

function paymentError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ error: message, message, statusCode: status });
}

/** The stand-in for the provider's hosted page (docs/adr/0004-xpay-sandbox.md), registered only in a sandbox configuration. */
function sandboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  const showPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = strings(request.method === 'GET' ? request.query : request.body);
    const problem = requestProblem(fields, deps, deps.config.publicOrigin);
    if (problem) return html(reply, 400, refusalPage(problem));
    return html(reply, 200, paymentPage(fields as Record<(typeof REQUEST_FIELDS)[number], string>));
  };
  app.get(PAYMENT_PATHS.sandbox, showPage);
  app.post(PAYMENT_PATHS.sandbox, showPage);

  app.post(`${PAYMENT_PATHS.sandbox}/pay`, async (request, reply) => {
    const fields = strings(request.body);
    const origin = deps.config.publicOrigin;
    const problem = requestProblem(fields, deps, origin);
    if (problem) return html(reply, 400, refusalPage(problem));
    const request_ = fields as Record<(typeof REQUEST_FIELDS)[number], string>;
    if (fields.azione === 'annulla') {
      return reply.redirect(withQuery(returnPath(fields.url_back, origin)!, { codTrans: request_.codTrans, importo: request_.importo, esito: 'ANNULLO' }), 303);
    }
    const now = new Date();
    const errors = cardProblems(fields, now);
    if (Object.keys(errors).length) return html(reply, 400, paymentPage(request_, errors, { pan: fields.pan, scadenza: fields.scadenza }));
    const pan = fields.pan!.replace(/[\s-]/g, '');
    const card = SANDBOX_CARDS[pan];
    const approved = card?.approved === true;
    const base = { codTrans: request_.codTrans, esito: approved ? 'OK' : 'KO', importo: request_.importo, divisa: request_.divisa, ...providerTimestamp(now) };
    const codAut = approved ? randomBytes(3).toString('hex').toUpperCase() : undefined;
    const signed = { ...base, ...(codAut ? { codAut } : {}) };
    const result: Record<string, string> = {
      ...signed,
      mac: resultMac(signed, deps.config.xpay.secret),
      alias: request_.alias,
      messaggio: approved
        ? 'Message OK'
        : card?.codiceEsito === '112'
          ? 'Transazione negata per autenticazione 3-D Secure fallita o non possibile'
          : card
            ? 'Autorizzazione negata'
            : "Carta non abilitata nell'ambiente di prova",
      codiceEsito: approved ? '0' : (card?.codiceEsito ?? '103'),
      brand: card?.brand ?? (pan.startsWith('4') ? 'VISA' : 'MasterCard'),
      pan: `${pan.slice(0, 6)}${'*'.repeat(pan.length - 10)}${pan.slice(-4)}`,
      mail: request_.mail ?? '',
    };
    await notify(request, origin, returnPath(fields.urlpost, origin), result);
    return reply.redirect(withQuery(returnPath(fields.url, origin)!, result), 303);
  });
}

/** Card payment by XPay's hosted page (docs/architecture.md §3, docs/adr/0004-xpay-sandbox.md): the docs/product-rules.md §7 GET calls, the sandbox page, cancel and notification. */
export async function paymentRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;
  const log = app.log;

  // The payment page and the notification speak HTML forms, as the provider does.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // Product rule §7: the storefront's GET calls name the shop they are for.
  const forThisShop = {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (strings(request.query).tenant_id !== deps.config.tenantId) return paymentError(reply, 400, 'Negozio (tenant_id) sconosciuto.');
    },
  };

  app.get(PAYMENT_CALLS.config, forThisShop, async () => ({
    data: { alias: deps.config.xpay.alias, endpoint: deps.config.xpay.endpoint, divisa: CURRENCY, languageId: 'ITA', ...returnAddresses(deps.config) },
  }));

  app.get(PAYMENT_CALLS.mac, forThisShop, async (request, reply) => {
    const { codTrans = '', divisa = '', importo = '' } = strings(request.query);
    const mac = await macForAttempt(deps, { codTrans, divisa, importo });
    if (!mac) return paymentError(reply, 400, 'Nessun pagamento aperto con questi codice, importo e valuta.');
    return { data: { mac } };
  });

  // The checkout asks here with the result the browser brought back: it counts only with its MAC and settles the order as the notification does.
  app.get(PAYMENT_CALLS.isSuccessfulResult, forThisShop, async (request, reply) => {
    const { event = '' } = strings(request.query);
    let fields: Record<string, unknown>;
    try {
      fields = event.trim().startsWith('{') ? (JSON.parse(event) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(event));
    } catch {
      return paymentError(reply, 400, 'Esito del pagamento illeggibile.');
    }
    const outcome = await applyResult({ db: deps.db, config: deps.config, log: request.log }, fields);
    if (outcome.kind === 'invalid') return paymentError(reply, 400, 'Esito del pagamento non valido.');
    const result = strings(fields);
    const data: PaymentResultCheck = {
      success: outcome.kind === 'paid',
      outcome: outcome.kind,
      order: outcome.orderNumber ?? null,
      codTrans: result.codTrans!,
      divisa: result.divisa!,
      importo: result.importo!,
      esito: result.esito!,
      codiceEsito: result.codiceEsito ?? null,
    };
    return { data };
  });

  // The sandbox signs with a public secret: it exists only when the configuration sends payments to it.
  if (deps.config.xpay.sandbox) sandboxRoutes(app, deps);

  app.get(PAYMENT_PATHS.cancel, async (request, reply) => {
    const ctx = createContext(request, reply, deps);
    const owner = { cartId: ctx.cookies.cart, customerId: await currentCustomerId(ctx) };
    const outcome = await applyCancel({ db: deps.db, log: request.log }, strings(request.query), owner);
    return reply.redirect(paymentLanding(SHOP_BASE_PATH, outcome), 303);
  });

  app.post(PAYMENT_PATHS.notify, async (request, reply) => {
    const outcome = await applyResult({ db: deps.db, config: deps.config, log: request.log }, strings(request.body));
    if (outcome.kind === 'invalid') {
      log.warn({ codTrans: outcome.codTrans }, 'payment notification refused');
      return reply.status(400).type('text/plain').send('KO');
    }
    return reply.type('text/plain').send('OK');
  });
}

import { createHash, timingSafeEqual } from 'node:crypto';

/** Nexi XPay "codice base" (docs/adr/0004-xpay-sandbox.md): MACs are lowercase hex sha1 over named fields plus the secret. */
function sha1(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

export function requestMac(fields: { codTrans: string; divisa: string; importo: string }, secret: string): string {
  return sha1(`codTrans=${fields.codTrans}divisa=${fields.divisa}importo=${fields.importo}${secret}`);
}

export interface PaymentResult {
  codTrans: string;
  esito: string;
  importo: string;
  divisa: string;
  data: string;
  orario: string;
  codAut?: string;
  mac: string;
}

export function resultMac(result: Omit<PaymentResult, 'mac'>, secret: string): string {
  return sha1(
    `codTrans=${result.codTrans}esito=${result.esito}importo=${result.importo}divisa=${result.divisa}data=${result.data}orario=${result.orario}codAut=${result.codAut ?? ''}${secret}`,
  );
}

/** Constant-time comparison of two hex MACs, so a forger learns nothing from the answer's timing. */
export function macMatches(received: string, expected: string): boolean {
  const a = Buffer.from(received.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const ESITI = ['OK', 'KO', 'ANNULLO', 'ERRORE', 'PEN'] as const;
export type Esito = (typeof ESITI)[number];

/** Reads a result (return or notification) from request fields; null when a mandatory field is missing. */
export function readResult(fields: Record<string, unknown>): PaymentResult | null {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  const [codTrans, esito, importo, divisa, data, orario, mac] = ['codTrans', 'esito', 'importo', 'divisa', 'data', 'orario', 'mac'].map(text);
  if (!codTrans || !esito || !importo || !divisa || !data || !orario || !mac) return null;
  const codAut = text('codAut');
  return { codTrans, esito, importo, divisa, data, orario, mac, ...(codAut ? { codAut } : {}) };
}

/** `data` (YYYYMMDD) and `orario` (HHMMSS) of a moment, in Italian time as the provider sends them. */
export function providerTimestamp(at: Date): { data: string; orario: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { data: `${parts.year}${parts.month}${parts.day}`, orario: `${parts.hour}${parts.minute}${parts.second}` };
}

/** The card brands the shop takes through XPay, the checkout's only payment method: the footer's picture shows these and no others. */
export const ACCEPTED_CARDS = ['Visa', 'Mastercard'] as const;

/** The provider's test cards (docs/adr/0004-xpay-sandbox.md); it lists none without 3-D Secure, so the `112` one is the sandbox's own. */
export const SANDBOX_CARDS: Record<string, { brand: string; approved: boolean; codiceEsito?: string }> = {
  '4539970000000006': { brand: 'VISA', approved: true },
  '4539970000000014': { brand: 'VISA', approved: false },
  '4539970000000022': { brand: 'VISA', approved: false, codiceEsito: '112' },
  '5255000000000001': { brand: 'MasterCard', approved: true },
  '5255000000000019': { brand: 'MasterCard', approved: false },
};

export function luhnValid(pan: string): boolean {
  let sum = 0;
  for (let i = 0; i < pan.length; i++) {
    let digit = pan.charCodeAt(pan.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** codTrans per the provider: 2-30 characters, none of # ' ". */
export function isValidCodTrans(codTrans: string): boolean {
  return /^[^#'"]{2,30}$/.test(codTrans);
}

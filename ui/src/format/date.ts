// Rome's clock, whatever the shopper's machine says: an order placed at 00:30 in Italy is dated that day.
const formats = {
  long: new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }),
  short: new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' }),
  dateTime: new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  }),
};

export type DateStyle = keyof typeof formats;

/**
 * "22 novembre 2026" (long), "22/11/2026" (short) or "22/11/2026, 10:30" (dateTime).
 * An unreadable date gives an empty string rather than "Invalid Date" on the page.
 */
export function formatDate(value: Date | string | number, style: DateStyle = 'long'): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formats[style].format(date);
}

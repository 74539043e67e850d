// Rome's clock, whatever the shopper's machine says: an order placed at 00:30 in Italy is dated that day.
const options = {
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' },
  short: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof options;

// Made on first use: the page's first Intl object loads locale data (≈ 25 ms on a slow machine), and only account pages show dates.
const formats = new Map<DateStyle, Intl.DateTimeFormat>();

/** "22 novembre 2026" (long), "22/11/2026" (short) or "22/11/2026, 10:30" (dateTime); '' for an unreadable date. */
export function formatDate(value: Date | string | number, style: DateStyle = 'long'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(style);
  if (!format) formats.set(style, (format = new Intl.DateTimeFormat('it-IT', options[style])));
  return format.format(date);
}

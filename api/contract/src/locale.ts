// The shop's locales and configuration (docs/product-rules.md §3), shared by the edge, the API and the browser:
// plain data and functions, no schema, as the browser entry exports it.

/** Product rule §3 Locale: its code (the first path segment), iso code, default currency and the countries it serves. */
export const LOCALES = {
  it: { code: 'it', iso: 'it_IT', defaultCurrency: 'EUR', countries: ['IT', 'SM', 'VA'] },
} as const;

export type LocaleCode = keyof typeof LOCALES;

/** Locales the shop keeps content for but does not serve (docs/adr/0010); an address under one is the same page in the served locale. */
export const STORED_ONLY_LOCALES = ['en'] as const;
/** The countries a shopper can choose, in the order forms offer them (Italy first). */
export type Country = (typeof LOCALES)[LocaleCode]['countries'][number];
export type Currency = (typeof LOCALES)[LocaleCode]['defaultCurrency'];

/** Product rule §3 Configuration: `tenantId` defaults the API's TENANT_ID; `markets` maps a locale to its market and currency. */
export const CONFIGURATION = {
  tenantId: 'bottega',
  channel: 'storefront-web',
  markets: { it: { market: 'it', currency: 'EUR' } } satisfies Record<LocaleCode, { market: string; currency: Currency }>,
  defaultLocale: 'it',
  defaultStore: 'it',
} as const;

/** Every country the shop serves: the address forms offer exactly these. */
export const SHOP_COUNTRIES = LOCALES[CONFIGURATION.defaultLocale].countries;

/** The context every request carries in its cookies (product rule §3, §7). */
export interface ShopperContext {
  market: string;
  currency: Currency;
  locale: LocaleCode;
  store: string;
  country: Country;
  /** The locale as a language tag (`it-IT`), the value of `accept-language` too. */
  language: string;
}

const isLocale = (code: string | undefined): code is LocaleCode => code !== undefined && Object.hasOwn(LOCALES, code);

/** `it_IT` → `it-IT`. */
export const languageTag = (locale: LocaleCode) => LOCALES[locale].iso.replace('_', '-');

/** The context of a locale (the default's for an unknown one); the country is the shopper's when the locale serves it, else the locale's first. */
export function shopperContext(localeCode: string | undefined, country?: string): ShopperContext {
  const locale = isLocale(localeCode) ? localeCode : CONFIGURATION.defaultLocale;
  const { market, currency } = CONFIGURATION.markets[locale];
  const countries: readonly string[] = LOCALES[locale].countries;
  return {
    market,
    currency,
    locale,
    store: CONFIGURATION.defaultStore,
    country: country !== undefined && countries.includes(country) ? (country as Country) : LOCALES[locale].countries[0],
    language: languageTag(locale),
  };
}

/** The first segment of a path (`/it/c/uomo` → `it`); undefined for the root. */
function firstPathSegment(pathname: string): string | undefined {
  return pathname.split('/')[1] || undefined;
}

/** Product rule §2, §7: the context a page stands for, derived from its path's first segment. */
export const shopperContextForPath = (pathname: string, country?: string) => shopperContext(firstPathSegment(pathname), country);

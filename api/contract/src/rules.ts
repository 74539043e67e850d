// Form rules the browser shares with the server, as plain values, so the remotes' forms pull no schema into their bundles.

export const passwordMessage = 'La password deve contenere almeno 8 caratteri e almeno: 1 lettera maiuscola o minuscola, 1 numero e un carattere speciale (! # $ % & * ? @ ^ _ -)';

/** The register rule of docs/product-rules.md §5, as a pattern the forms can share. */
export const passwordPattern = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!#$%&*?@^_-])\S{8,}$/;

export const fiscalCodePattern = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Product rule §9: the most a wishlist item may hold, as a wish is not bound by stock (moving it to the cart checks that). */
export const WISHLIST_ITEM_STOCK = 99999;

/** The cookie a guest's wishlist lives behind (a customer's lives with the session). */
export const WISHLIST_COOKIE = 'wishlist';
/** The cookie a server answer leaves for the shell to show as a notification (docs/product-rules.md §3). */
export const MESSAGE_COOKIE = 'message';

/** docs/product-rules.md §9: shipping is free in Italy from 100 EUR, else 5 EUR; the API charges it, the edge states it in structured data. */
export const FREE_SHIPPING_FROM_CENTS = 10_000;
export const FLAT_SHIPPING_CENTS = 500;

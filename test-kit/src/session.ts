// The readable half of a shopper's session as the browser holds it: the `customer_expires` cookie,
// the session's end in unix seconds (api/contract/src/session.ts).

/** The `customer_expires` value of a session that ends `seconds` from now: an hour by default (logged in), negative for one that has ended. */
export const sessionExpiry = (seconds = 3600) => String(Math.floor(Date.now() / 1000) + seconds);

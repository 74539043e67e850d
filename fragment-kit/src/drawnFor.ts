/**
 * Set by the edge on the `<html>` of a page it drew: whom the server drew it for, `customer` or
 * `guest`. Hydration must start from what the server saw, not from the cookie as it is when the
 * code arrives: a session can end in between, and React would find other HTML than it draws.
 */
export const DRAWN_FOR_ATTRIBUTE = 'data-drawn-for';

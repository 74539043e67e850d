import { orderHistoryAlias } from '../../routes/table';

/** docs/product-rules.md §2: the order history, by its Italian alias; every "I miei ordini" link points here. */
export const ORDERS_PATH = `/it/my-account/${orderHistoryAlias}`;

/** Any spelling of the order history's address (both account routes, both page names). */
const ORDERS_PAGE = new RegExp(`^/it/(my-account|MyAccount)/(${orderHistoryAlias}|OrderHistory)/?$`);

export const isOrdersPath = (pathname: string) => ORDERS_PAGE.test(pathname);

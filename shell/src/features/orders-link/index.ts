export { useOrdersLinkForGuests } from './useOrdersLinkForGuests';
export { ORDERS_PATH, isPlainClick } from './ordersLink.rules';

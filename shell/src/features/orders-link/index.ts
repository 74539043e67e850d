export { useOrdersLinkForGuests } from './useOrdersLinkForGuests';
export { ORDERS_PATH } from './ordersLink.rules';

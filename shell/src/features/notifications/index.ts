export { Notifications } from './Notifications';
export type { NotificationsProps } from './Notifications';
export { storeMessageCookie, MESSAGE_COOKIE } from './notificationStore';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { Icon, IconButton, VisuallyHidden, iconNames, type IconName } from '@bottega/ui';
import type { Bus, Notification } from '@bottega/browser-contract';
import { messages } from '../../messages/it';
import { createNotificationStore, takeMessageCookie } from './notificationStore';
import { roleFor, type Toast } from './notifications.rules';
import styles from './Notifications.module.css';

const defaultIcon: Record<Notification['type'], IconName> = {
  secondary: 'info',
  info: 'info',
  success: 'check',
  warning: 'warning',
  danger: 'warning',
};

const iconOf = (toast: Toast): IconName => (toast.icon && (iconNames as string[]).includes(toast.icon) ? (toast.icon as IconName) : defaultIcon[toast.type]);

export interface NotificationsProps {
  bus: Bus;
}

/** The notification area: toasts from `shell:notify` or the `message` cookie of this page load. */
export function Notifications({ bus }: NotificationsProps) {
  const [store] = useState(createNotificationStore);
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    const fromCookie = takeMessageCookie();
    if (fromCookie) store.show(fromCookie);
    const subscription = bus.on('shell:notify').subscribe(({ notification }) => store.show(notification));
    return () => subscription.unsubscribe();
  }, [bus, store]);

  return (
    <section
      className={styles.area}
      aria-label={messages.notifications.region}
      onMouseEnter={store.hold}
      onMouseLeave={store.release}
      onFocus={store.hold}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) store.release();
      }}
    >
      {toasts.map((toast) => (
        <div key={toast.id} role={roleFor(toast)} className={`${styles.toast} ${styles[toast.type]}`} data-type={toast.type}>
          <span className={styles.icon}>
            <Icon name={iconOf(toast)} size={22} />
          </span>
          <div className={styles.body}>
            <VisuallyHidden>{messages.notifications.typeLabel[toast.type]}: </VisuallyHidden>
            {toast.title && <strong className={styles.title}>{toast.title}</strong>}
            <p className={styles.message}>{toast.message}</p>
            {toast.action && (
              <a className={styles.action} href={toast.action.href}>
                {toast.action.label}
              </a>
            )}
          </div>
          <IconButton label={messages.notifications.close} icon="close" iconSize={18} size="sm" className={styles.close} onClick={() => store.dismiss(toast.id)} />
        </div>
      ))}
    </section>
  );
}

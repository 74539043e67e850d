import { useEffect, useRef, useState } from 'react';
import { Icon } from '@bottega/ui';
import { messages } from '../../messages/it';
import { useOnline } from './useOnline';
import styles from './NetworkStatus.module.css';

/** How long "back online" stays after the connection returns. */
export const BACK_ONLINE_MS = 3000;

/** A banner while offline and a brief confirmation on return; the live region stays in the page so screen readers announce it. */
export function NetworkStatus() {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  const text = !online ? messages.network.offline : backOnline ? messages.network.backOnline : null;
  return (
    <div role="status" className={styles.region}>
      {text && (
        <p className={`${styles.banner} ${online ? styles.online : styles.offline}`} data-network={online ? 'online' : 'offline'}>
          <Icon name={online ? 'check' : 'warning'} size={18} />
          {text}
        </p>
      )}
    </div>
  );
}

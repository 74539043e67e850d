import type { RejectedOverride } from './overrides';
import { messages } from '../messages/it';
import styles from './OverrideBanner.module.css';

export interface OverrideBannerProps {
  active: Record<string, string>;
  rejected: RejectedOverride[];
  registryError?: string;
}

/** Whether the banner has anything to say: an override in force or refused, or a registry that did not read. */
export const overrideBannerShows = ({ active, rejected, registryError }: OverrideBannerProps) => Object.keys(active).length > 0 || rejected.length > 0 || Boolean(registryError);

/** Always visible while a remote is overridden, so nobody mistakes a test build for the shop. */
export function OverrideBanner({ active, rejected, registryError }: OverrideBannerProps) {
  const names = Object.keys(active);
  return (
    <div className={styles.banner} role="region" aria-label={messages.composition.overridesTitle} data-testid="override-banner">
      {registryError && <p>{messages.composition.registryInvalid}</p>}
      {names.length > 0 && (
        <>
          <strong>{messages.composition.overridesTitle}:</strong>
          <ul className={styles.list}>
            {names.map((name) => (
              <li key={name}>
                <code>{name}</code> → <code>{active[name]}</code>
              </li>
            ))}
          </ul>
          <a className={styles.reset} href="?mf:reset">
            {messages.composition.overridesReset}
          </a>
        </>
      )}
      {rejected.map((item) => (
        <p key={item.remote + item.url} role="alert">
          {messages.composition.overrideRejected[item.reason](item.remote)}
        </p>
      ))}
    </div>
  );
}

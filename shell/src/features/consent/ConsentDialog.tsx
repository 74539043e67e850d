import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button, Checkbox, IconButton } from '@bottega/ui';
import { messages } from '../../messages/it';
import { dismissConsent, isConsentDialogOpen, readConsent, saveConsent, subscribeConsent } from './consent';
import styles from './ConsentDialog.module.css';

const text = messages.consent;
const isOpen = () => isConsentDialogOpen();

export interface ConsentDialogProps {
  /** The privacy policy, opened in a new tab (docs/product-rules.md §2). */
  privacyHref?: string;
}

/**
 * The cookie banner. Not modal on purpose: the shop stays usable without a choice (no cookie
 * wall) and scrolling or browsing never counts as consent; only these buttons do.
 */
export function ConsentDialog({ privacyHref = '/privacy' }: ConsentDialogProps) {
  // The server reads the request's consent cookie and the browser the same cookie: a new visitor's
  // banner is in the page's HTML, not drawn later by a script.
  const open = useSyncExternalStore(subscribeConsent, isOpen, isOpen);
  return open ? <ConsentPanel privacyHref={privacyHref} /> : null;
}

function ConsentPanel({ privacyHref }: Required<ConsentDialogProps>) {
  const [customizing, setCustomizing] = useState(false);
  // Garante: no pre-ticked boxes; a reopened dialog shows the choice already made.
  const [statistics, setStatistics] = useState(() => readConsent()?.statistics ?? false);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const introId = useId();

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    panelRef.current?.focus();
    return () => returnTo?.focus();
  }, []);

  return (
    <div
      ref={panelRef}
      className={styles.panel}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissConsent();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {text.title}
        </h2>
        <IconButton label={text.close} icon="close" size="sm" onClick={() => dismissConsent()} />
      </div>
      <p id={introId} className={styles.intro}>
        {text.intro}{' '}
        <a href={privacyHref} target="_blank" rel="noopener" className={styles.link}>
          {text.privacyLink}
        </a>
      </p>
      {customizing && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{text.choicesLegend}</legend>
          <Checkbox label={text.technical} hint={text.technicalHint} checked disabled readOnly />
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the focus follows the shopper's press of "Personalizza" into the choices it opened */}
          <Checkbox label={text.statistics} hint={text.statisticsHint} autoFocus checked={statistics} onChange={(event) => setStatistics(event.target.checked)} />
        </fieldset>
      )}
      <div className={styles.actions}>
        {/* Refusing and accepting: same look, same size, one click each. */}
        <Button className={styles.choice} onClick={() => saveConsent(false)}>
          {text.rejectAll}
        </Button>
        <Button className={styles.choice} onClick={() => saveConsent(true)}>
          {text.acceptAll}
        </Button>
        {customizing ? (
          <Button variant="secondary" className={styles.choice} onClick={() => saveConsent(statistics)}>
            {text.save}
          </Button>
        ) : (
          <Button variant="ghost" className={styles.choice} onClick={() => setCustomizing(true)}>
            {text.customize}
          </Button>
        )}
      </div>
    </div>
  );
}

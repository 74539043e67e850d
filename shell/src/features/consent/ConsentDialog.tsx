import { useEffect, useId, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Button, Checkbox, IconButton } from '@bottega/ui';
import { messages } from '../../messages/it';
import { chooseConsent, dismissConsent, isConsentDialogOpen, readConsent, subscribeConsent } from './consent';
import { CONSENT_PATH, type ConsentChoice } from './consent.rules';
import styles from './ConsentDialog.module.css';

const text = messages.consent;
const isOpen = () => isConsentDialogOpen();
const PANEL = 'data-consent-panel';
/** Hydration starts from what the server rendered, not the cookie, which a choice made meanwhile may have changed. */
const renderedOpen = () => (typeof document === 'undefined' ? isOpen() : document.querySelector(`[${PANEL}]`) !== null);

export interface ConsentDialogProps {
  /** The privacy policy, opened in a new tab (docs/product-rules.md §2). */
  privacyHref?: string;
}

/** The cookie banner, not modal: no cookie wall, and only these buttons count as consent. They are form buttons, so
 * without a script the edge stores the choice (POST /consent, edge/src/consent.ts). */
export function ConsentDialog({ privacyHref = '/privacy' }: ConsentDialogProps) {
  // The server reads the request's consent cookie: a new visitor's banner is in the page's HTML, not rendered later by a script.
  const open = useSyncExternalStore(subscribeConsent, isOpen, renderedOpen);
  return open ? <ConsentPanel privacyHref={privacyHref} /> : null;
}

function ConsentPanel({ privacyHref }: Required<ConsentDialogProps>) {
  const [customizing, setCustomizing] = useState(false);
  // Garante: no pre-ticked boxes; a reopened dialog shows the choice already made.
  const [statistics, setStatistics] = useState(() => readConsent()?.statistics ?? false);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const introId = useId();
  const formId = useId();
  // A button of the form posts its choice when the page has no script; the script stores it itself.
  const submits = (choice: ConsentChoice) => ({
    type: 'submit' as const,
    name: 'choice',
    value: choice,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      chooseConsent(choice, statistics);
    },
  });

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    panelRef.current?.focus();
    return () => returnTo?.focus();
  }, []);

  return (
    <div
      ref={panelRef}
      {...{ [PANEL]: '' }}
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
        <IconButton label={text.close} icon="close" size="sm" form={formId} {...submits('close')} />
      </div>
      <p id={introId} className={styles.intro}>
        {text.intro}{' '}
        <a href={privacyHref} target="_blank" rel="noopener" className={styles.link}>
          {text.privacyLink}
        </a>
      </p>
      <form id={formId} method="post" action={CONSENT_PATH}>
        {customizing && (
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{text.choicesLegend}</legend>
            <Checkbox label={text.technical} hint={text.technicalHint} checked disabled readOnly />
            <Checkbox
              label={text.statistics}
              hint={text.statisticsHint}
              name="statistics"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus follows the shopper's press of "Personalizza" into the choices it opened
              autoFocus
              checked={statistics}
              onChange={(event) => setStatistics(event.target.checked)}
            />
          </fieldset>
        )}
        <div className={styles.actions}>
          {/* Refusing and accepting: same look, same size, one click each. */}
          <Button {...submits('reject')} className={styles.choice}>
            {text.rejectAll}
          </Button>
          <Button {...submits('accept')} className={styles.choice}>
            {text.acceptAll}
          </Button>
          {/* Keyed apart: the press that opens the choices must not end as a press of "Salva" in the same element. */}
          {customizing ? (
            <Button key="save" {...submits('save')} variant="secondary" className={styles.choice}>
              {text.save}
            </Button>
          ) : (
            // Opening the choices needs the script: without it the shopper refuses or accepts.
            <Button key="customize" type="button" variant="ghost" className={`${styles.choice} ${styles.customize}`} onClick={() => setCustomizing(true)}>
              {text.customize}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

import { Icon } from '@bottega/ui';
import { followLink } from '@bottega/fragment-kit';
import { stepHref } from '../../../app/links';
import { messages } from '../../../messages/it';
import { STEPS, canRevisit, stepIndex, type Step } from '../../steps/steps.rules';
import styles from './Checkout.module.css';

/** Where the shopper is in the checkout; steps already done link back. */
export function StepIndicator({ current, loggedIn, basePath, navigate }: { current: Step; loggedIn: boolean; basePath: string; navigate: (to: string) => void }) {
  const t = messages.steps;
  return (
    <nav aria-label={t.label} className={styles.steps}>
      <ol className={styles.stepList}>
        {STEPS.map((step, index) => {
          const done = stepIndex(step) < stepIndex(current);
          const state = step === current ? styles.stepCurrent : done ? styles.stepDone : styles.stepTodo;
          const marker = done ? <Icon name="check" size={14} /> : <span aria-hidden="true">{index + 1}</span>;
          const label = (
            <>
              <span className={styles.stepMarker}>{marker}</span>
              <span className={styles.stepLabel}>{t[step]}</span>
              {done && <span className={styles.hidden}> ({t.done})</span>}
            </>
          );
          return (
            <li key={step} className={`${styles.step} ${state}`} aria-current={step === current ? 'step' : undefined}>
              {canRevisit(step, current, loggedIn) ? (
                <a className={styles.stepLink} href={stepHref(basePath, step)} onClick={followLink(navigate)}>
                  {label}
                </a>
              ) : (
                <span className={styles.stepLink}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

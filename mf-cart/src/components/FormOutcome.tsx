import styles from './FormOutcome.module.css';

/** How one of the page's forms ended, posted without scripts (docs/adr/0038-shopper-actions-as-html-forms.md):
 * a refusal is an alert, a change done a status. */
export function FormOutcome({ outcome }: { outcome: { text: string; tone: 'success' | 'danger' } | null }) {
  if (!outcome) return null;
  return (
    <p role={outcome.tone === 'danger' ? 'alert' : 'status'} className={outcome.tone === 'danger' ? styles.failed : styles.done}>
      {outcome.text}
    </p>
  );
}

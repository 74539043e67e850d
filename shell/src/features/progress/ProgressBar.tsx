import { useEffect, useState, useSyncExternalStore } from 'react';
import { messages } from '../../messages/it';
import { progress as pageProgress, type Progress } from './progress';
import styles from './ProgressBar.module.css';

/** Loads faster than this never show a bar: a flash would only distract. */
export const SHOW_AFTER_MS = 150;
/** The bar fills and fades this long after the last load finishes. */
export const FINISH_MS = 400;

type Phase = 'idle' | 'loading' | 'finishing';

/** A thin bar across the top of the page while a route or a slot is loading. */
export function ProgressBar({ progress = pageProgress }: { progress?: Progress }) {
  const loading = useSyncExternalStore(progress.subscribe, progress.isLoading, () => false);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loading) {
      const timer = setTimeout(() => setPhase('loading'), SHOW_AFTER_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'loading' ? 'finishing' : 'idle'));
  }, [loading]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`${styles.track} ${phase === 'finishing' ? styles.finishing : ''}`}
      role="progressbar"
      aria-label={messages.progress.label}
      aria-hidden={phase === 'finishing' || undefined}
      data-phase={phase}
    >
      <div className={styles.bar} />
    </div>
  );
}

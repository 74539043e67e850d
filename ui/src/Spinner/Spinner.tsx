import { messages } from '../messages/it';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './Spinner.module.css';

const sizes = { sm: styles.spinnerSm, md: styles.spinnerMd, lg: styles.spinnerLg };

export interface SpinnerProps {
  /** What is loading, read by screen readers; defaults to "Caricamento in corso…". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a control that already says it is busy (aria-busy): draw only, announce nothing. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label = messages.loading, size = 'md', decorative = false, className }: SpinnerProps) {
  const ring = <span className={`${styles.ring} ${sizes[size]}`} aria-hidden="true" />;
  if (decorative) return <span className={`${styles.spinner} ${className ?? ''}`}>{ring}</span>;
  return (
    <span role="status" className={`${styles.spinner} ${className ?? ''}`}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorText, RequiredMarker, useDescribedControl } from '../Field/Field';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'children'> {
  /** May hold links, e.g. "Ho letto l'<a>informativa sulla privacy</a>". */
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

export function Checkbox({ label, error, hint, className, id, 'aria-describedby': describedBy, ...input }: CheckboxProps) {
  const { controlId, hintId, errorId, aria } = useDescribedControl({ id, hint, error, describedBy });
  return (
    <div className={className ? `${styles.checkbox} ${className}` : styles.checkbox}>
      <div className={styles.checkboxRow}>
        <input {...input} type="checkbox" id={controlId} {...aria} className={styles.checkboxInput} />
        <label htmlFor={controlId} className={styles.checkboxLabel}>
          {label}
          {input.required && <RequiredMarker />}
        </label>
      </div>
      {hint && (
        <p id={hintId} className={`${styles.checkboxHint} ${styles.indented}`}>
          {hint}
        </p>
      )}
      {error && (
        <ErrorText id={errorId} className={styles.indented}>
          {error}
        </ErrorText>
      )}
    </div>
  );
}

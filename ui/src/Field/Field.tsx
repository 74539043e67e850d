import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { messages } from '../messages/it';
import styles from './Field.module.css';

interface OwnProps {
  label: ReactNode;
  /** The validation message; marks the control invalid and is read with it. */
  error?: string;
  /** Help shown under the label, read with the control (e.g. "Almeno 8 caratteri"). */
  hint?: ReactNode;
  className?: string;
}

type InputFieldProps = OwnProps & { as?: 'input' } & Omit<ComponentPropsWithRef<'input'>, 'className' | 'children'>;
type TextareaFieldProps = OwnProps & { as: 'textarea' } & Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'children'>;
type SelectFieldProps = OwnProps & { as: 'select'; children: ReactNode } & Omit<ComponentPropsWithRef<'select'>, 'className'>;

export type FieldProps = InputFieldProps | TextareaFieldProps | SelectFieldProps;

/** Ids that tie a control to its hint and error; shared by Field and Checkbox. */
export function useDescribedControl({ id, hint, error, describedBy }: { id?: string; hint?: ReactNode; error?: string; describedBy?: string }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** The asterisk is for the eye; screen readers already say "obbligatorio" from `required`. */
export function RequiredMarker() {
  return (
    <span className={styles.requiredMarker} aria-hidden="true" title={messages.required}>
      *
    </span>
  );
}

export function ErrorText({ id, className, children }: { id?: string; className?: string; children: string }) {
  return (
    <p id={id} className={className ? `${styles.fieldError} ${className}` : styles.fieldError}>
      <Icon name="warning" size={16} />
      {children}
    </p>
  );
}

/** A labelled input, textarea or select with its hint and error text. */
export function Field(props: FieldProps) {
  const { label, error, hint, className, as = 'input', id, 'aria-describedby': describedBy, ...control } = props;
  const { controlId, hintId, errorId, aria } = useDescribedControl({ id, hint, error, describedBy });
  const shared = { id: controlId, ...aria };

  let element: ReactNode;
  if (as === 'textarea') {
    element = <textarea {...(control as TextareaFieldProps)} {...shared} className={`${styles.control} ${styles.textarea}`} />;
  } else if (as === 'select') {
    element = (
      <span className={styles.selectWrap}>
        <select {...(control as SelectFieldProps)} {...shared} className={`${styles.control} ${styles.select}`} />
        <Icon name="chevron-down" size={18} className={styles.chevron} />
      </span>
    );
  } else {
    element = <input {...(control as InputFieldProps)} {...shared} className={styles.control} />;
  }

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field} data-invalid={error ? '' : undefined}>
      <label htmlFor={controlId} className={styles.fieldLabel}>
        {label}
        {control.required && <RequiredMarker />}
      </label>
      {hint && (
        <p id={hintId} className={styles.fieldHint}>
          {hint}
        </p>
      )}
      {element}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </div>
  );
}

import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { isValid, type Errors } from './validation.rules';

/**
 * One way every checkout form behaves: the first try to submit shows every message (before any
 * request) and focuses the first invalid control; from then on messages follow what is typed.
 * Messages never appear on blur: a message appearing as focus leaves a field for the submit
 * button moves that button between press and release, and the click is lost.
 */
export function useForm<V extends Record<string, string>>(initial: V, validate: (values: V) => Errors<V>) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => validate(values), [values, validate]);

  const set = (name: keyof V, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: submitted ? errors[name] : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name, event.target.value),
  });

  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (isValid(errors)) {
      onValid(values);
      return;
    }
    const form = event.currentTarget;
    // After React has rendered the messages and aria-invalid.
    setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  return { values, errors, field, set, handleSubmit };
}

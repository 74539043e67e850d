import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { isValid, validate, type Rules } from './validation.rules';

/**
 * One way every account form behaves: a field says what is wrong once the shopper has left it,
 * and every message shows (and focus moves to the first) when they try to submit (DESIGN.md §4:
 * the spec's messages appear before any request).
 */
export function useForm<V extends Record<string, string | boolean>>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => validate(values, rules), [values, rules]);
  const valid = isValid(errors);

  const shown = (name: keyof V) => (submitted || touched[name] ? errors[name] : undefined);
  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value }));
  const touch = (name: keyof V) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  /** Props for a text Field. */
  const field = <K extends keyof V>(name: K) => ({
    name: String(name),
    value: values[name] as string,
    error: shown(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name, event.target.value as V[K]),
    onBlur: () => touch(name),
  });

  /** Props for a Checkbox: ticking one counts as touching it. */
  const checkbox = <K extends keyof V>(name: K) => ({
    name: String(name),
    checked: values[name] as boolean,
    error: shown(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      set(name, event.target.checked as V[K]);
      touch(name);
    },
  });

  /** Submits valid values; otherwise shows every message and focuses the first invalid control. */
  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (valid) {
      onValid(values);
      return;
    }
    const form = event.currentTarget;
    // After React has rendered the messages and aria-invalid.
    setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
  };

  return { values, errors, valid, field, checkbox, set, handleSubmit, reset, touched, submitted };
}

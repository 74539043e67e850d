import { messages } from '../../messages/it';

/** The message of the first thing wrong with a value, or undefined when it is fine. */
export type Check = (value: string) => string | undefined;
export type Errors<V> = Partial<Record<keyof V, string>>;

const t = messages.validation;

export const all =
  (...checks: Check[]): Check =>
  (value) => {
    for (const check of checks) {
      const message = check(value);
      if (message) return message;
    }
    return undefined;
  };

export const required: Check = (value) => (value.trim() === '' ? t.required : undefined);
export const minLength = (min: number): Check => (value) => (value.trim().length < min ? t.minLength(min) : undefined);
export const maxLength = (max: number): Check => (value) => (value.length > max ? t.maxLength(max) : undefined);
/** Spec §5: fields that cannot contain < and >, and fields that cannot contain a semicolon. */
export const noAngleBrackets: Check = (value) => (/[<>]/.test(value) ? t.angleBrackets : undefined);
export const noSemicolon: Check = (value) => (value.includes(';') ? t.semicolon : undefined);
/** Free text of an address or an invoice: required, bounded, never markup nor a semicolon. */
export const text = (max: number, min = 1): Check => all(required, minLength(min), maxLength(max), noAngleBrackets, noSemicolon);

/**
 * zod's e-mail pattern, the one the API checks with: the form accepts exactly what the server
 * accepts, without bringing zod into the checkout's bundle.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const isEmail = (value: string) => value.trim().length <= 254 && EMAIL.test(value.trim());
export const email: Check = all(required, (value) => (isEmail(value) ? undefined : t.email));

/** Every field's first message. */
export function validate<V extends Record<string, string>>(values: V, rules: { [K in keyof V]?: Check }): Errors<V> {
  const errors: Errors<V> = {};
  for (const key of Object.keys(rules) as (keyof V)[]) {
    const message = rules[key]?.(values[key]);
    if (message) errors[key] = message;
  }
  return errors;
}

export const isValid = (errors: object) => Object.keys(errors).length === 0;

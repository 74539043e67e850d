import { z } from 'zod';
import { isValidFiscalCode, passwordPattern } from '@bottega/api-contract';
import { messages } from '../../messages/it';

/** A field's rule: the message of the first thing wrong with the value, or undefined when it is fine. */
export type Check<T = string> = (value: T) => string | undefined;
/** Rules of a form, per field; a rule sees every value (e.g. "repeat the password"). */
export type Rules<V> = { [K in keyof V]?: (value: V[K], values: V) => string | undefined };
export type Errors<V> = Partial<Record<keyof V, string>>;

const t = messages.validation;

/** Runs the checks in order and keeps the first message. */
export const all =
  <T>(...checks: Check<T>[]): Check<T> =>
  (value) => {
    for (const check of checks) {
      const message = check(value);
      if (message) return message;
    }
    return undefined;
  };

export const required: Check<string | boolean> = (value) => (value === false || (typeof value === 'string' && value.trim() === '') ? t.required : undefined);
export const minLength = (min: number): Check => (value) => (value.trim().length < min ? t.minLength(min) : undefined);
export const maxLength = (max: number): Check => (value) => (value.length > max ? t.maxLength(max) : undefined);
export const noAngleBrackets: Check = (value) => (/[<>]/.test(value) ? t.angleBrackets : undefined);
export const noSemicolon: Check = (value) => (value.includes(';') ? t.semicolon : undefined);

// The contract's own rule, so the form accepts exactly what the server accepts.
const emailSchema = z.email().max(254);
export const email: Check = all<string>(required, (value) => (emailSchema.safeParse(value.trim()).success ? undefined : t.email));

/** Spec §5: at least 8 characters, a letter, a digit and one of ! # $ % & * ? @ ^ _ -, no whitespace. */
export const newPassword: Check = all<string>(required, maxLength(128), (value) => (passwordPattern.test(value) ? undefined : t.password));

/** Login asks only for something: the rule of the day may be newer than the customer's password. */
export const anyPassword: Check = all<string>(required, maxLength(128));

/** Names: the spec's two-character minimum, and never markup or a semicolon (spec §5). */
export const personName: Check = all<string>(required, minLength(2), maxLength(60), noAngleBrackets, noSemicolon);

/** Free text that is optional but never markup. */
export const optionalText = (max: number): Check => all(maxLength(max), noAngleBrackets);

export const fiscalCode: Check = all<string>(required, (value) => (isValidFiscalCode(value) ? undefined : t.fiscalCode));

/** The repetition of a password: required and equal to it. */
export const sameAs = (original: string): Check => all<string>(required, (value) => (value === original ? undefined : t.passwordsMatch));

/** Every field's first message; a field without a rule or without a problem has none. */
export function validate<V extends object>(values: V, rules: Rules<V>): Errors<V> {
  const errors: Errors<V> = {};
  for (const key of Object.keys(rules) as (keyof V)[]) {
    const message = rules[key]?.(values[key], values);
    if (message) errors[key] = message;
  }
  return errors;
}

export const isValid = (errors: object) => Object.keys(errors).length === 0;

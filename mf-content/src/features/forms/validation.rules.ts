/**
 * Field rules of spec §5 shared by every content form (contact, newsletter). Each rule returns
 * the Italian message to show, or undefined when the value passes, so a form can chain them and
 * show the first failure before any request leaves the browser.
 */
import { isValidPhone } from '@bottega/api-contract';
import { messages } from '../../messages/it';

export type Rule = (value: string) => string | undefined;

export const required: Rule = (value) => (value.trim() === '' ? messages.validation.required : undefined);

/** Strict enough to catch typos; the server has the final word with its own schema. */
const emailPattern = /^[^\s@<>;,]+@[^\s@<>;,]+\.[^\s@<>;,.]{2,}$/;
export const email: Rule = (value) => (value.trim() === '' || emailPattern.test(value.trim()) ? undefined : messages.validation.email);

/** Spec §5: the footer's quick box only checks text, @, text, dot, text. */
const looseEmailPattern = /^\S+@\S+\.\S+$/;
export const looseEmail: Rule = (value) => (value.trim() === '' || looseEmailPattern.test(value.trim()) ? undefined : messages.validation.email);

/** The contract's Italian phone rule, the one the server checks; an empty phone passes (it is optional). */
export const telephone: Rule = (value) => (value.trim() === '' || isValidPhone(value) ? undefined : messages.validation.telephone);

export const noAngleBrackets: Rule = (value) => (/[<>]/.test(value) ? messages.validation.angleBrackets : undefined);
export const noSemicolon: Rule = (value) => (value.includes(';') ? messages.validation.semicolon : undefined);

export const maxLength =
  (max: number): Rule =>
  (value) =>
    value.length > max ? messages.validation.maxLength(max) : undefined;

/** The first message of a field's rules, in order. */
export const check = (value: string, rules: readonly Rule[]) => {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
};

export type Errors<K extends string> = Partial<Record<K, string>>;

/** Every field's first failure; an empty object means the form may be sent. */
export function validate<K extends string>(values: Record<K, string>, schema: Record<K, readonly Rule[]>): Errors<K> {
  const errors: Errors<K> = {};
  for (const key of Object.keys(schema) as K[]) {
    const message = check(values[key], schema[key]);
    if (message) errors[key] = message;
  }
  return errors;
}

export const isValid = (errors: Errors<string>) => Object.keys(errors).length === 0;

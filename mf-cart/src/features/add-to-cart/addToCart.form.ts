import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { AddToCartParams } from '@bottega/browser-contract';
import type { FormStatus } from '@bottega/fragment-kit';
import { queryKeys } from '../../app/queryKeys';
import { messages } from '../../messages/it';
import type { AddLine } from './addToCart.rules';
import { failedOutcomes } from '../cart/cart.form';

/** The add-to-cart button as an HTML form (docs/adr/0038-shopper-actions-as-html-forms.md): what it
 * posts, how the cart team reads it back, and what the page says about the answer. */
export const ADD_TO_CART = 'add-to-cart';

/** How an add posted as a form ended; each is a message the button renders (src/forms.ts writes them). */
export const addOutcomes = ['added', 'repeated', 'choose-options', 'cannot-add', 'in-cart-limit', ...failedOutcomes] as const;
export type AddOutcome = (typeof addOutcomes)[number];

/** A fresh form key: 16 random bytes in hex (getRandomValues, unlike randomUUID, works on a page served over http). */
function newFormKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Made in the server's render and stored in its data, so the browser hydrates the same key. */
export const formKeyQuery = (sku: string) => ({ queryKey: queryKeys.formKey(sku), queryFn: newFormKey, staleTime: Infinity });
export const useFormKey = (sku: string) => useQuery(formKeyQuery(sku)).data ?? '';

/** The fields the button's form posts: the product as the page chose it, never a price or a quantity. */
export function addFormFields(product: Pick<AddToCartParams, 'sku' | 'parentSku' | 'options'>, key: string): Record<string, string> {
  return { sku: product.sku, ...(product.parentSku ? { parent_sku: product.parentSku } : {}), ...(product.options ? { options: product.options } : {}), key };
}

const posted = z.object({
  sku: z.string().check(z.minLength(1), z.maxLength(64)),
  parent_sku: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  options: z.optional(z.string().check(z.minLength(1), z.maxLength(1000))),
  key: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
});

/** The line a posted form asks for (always one piece, product rule §4), and its key; null when the form was not one the button renders. */
export function lineOfForm(fields: Record<string, string>): { line: AddLine; key: string } | null {
  const parsed = posted.safeParse(fields);
  if (!parsed.success) return null;
  const { sku, parent_sku, options, key } = parsed.data;
  const line: AddLine = { sku, quantity: 1, ...(parent_sku ? { parent_sku } : {}), ...(options ? { selected_options: options.split(',') } : {}) };
  return { line, key };
}

/** The message for an answered add, when `status` is one and it is this button's: the page's one
 * button says every add's outcome (a tampered sku's too), a card only its own product's. */
export function addOutcomeMessage(status: FormStatus | null, product: Pick<AddToCartParams, 'sku' | 'name' | 'placement'>): { text: string; tone: 'success' | 'danger' } | null {
  if (status?.action !== ADD_TO_CART || !(addOutcomes as readonly string[]).includes(status.outcome)) return null;
  if (product.placement === 'card' && status.subject !== product.sku) return null;
  const said = messages.addToCart.outcome;
  const outcome = status.outcome as AddOutcome;
  if (outcome === 'added') return { text: messages.addedToCart(product.name), tone: 'success' };
  if (outcome === 'repeated') return { text: said.repeated(product.name), tone: 'success' };
  if (outcome === 'choose-options') return { text: said.chooseOptions, tone: 'danger' };
  if (outcome === 'cannot-add') return { text: messages.errors.cannotAdd, tone: 'danger' };
  if (outcome === 'in-cart-limit') return { text: messages.addToCart.inCartLimit, tone: 'danger' };
  return { text: messages.formOutcome[outcome], tone: 'danger' };
}

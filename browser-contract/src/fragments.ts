import * as z from 'zod/mini';
import { lazily } from './lazily';
import type { Bus } from './bus';
import type { NavigateOptions } from './events';

/** The contract version of `./expose`. A remote whose major differs is refused by the shell. */
export const CONTRACT_VERSION = 1;

const fn = <T extends (...args: never[]) => unknown>() => z.custom<T>((value) => typeof value === 'function', 'deve essere una funzione');

/** Where a nested fragment stands, as its slot shows it (`data-slot-state`, the shell's slots' states). */
export type SlotStatus = 'waiting' | 'loading' | 'slow' | 'mounted' | 'failed';

export interface SlotOptions {
  /** The server drew the slot: the fragment hydrates its HTML with this data and id prefix. */
  ssr?: FragmentProps['ssr'];
  /** Told each time the fragment's state changes. */
  onState?: (status: SlotStatus) => void;
}

/**
 * Mounts another team's fragment inside this one (the shell provides it); `update` gives it new props in
 * place (a product page's chosen size). Both `update` and `options` are optional: without them the fragment is mounted afresh.
 */
export type SlotFunction = (
  element: HTMLElement,
  remote: string,
  fragment: string,
  props?: Record<string, unknown>,
  options?: SlotOptions,
) => { update?(props: Record<string, unknown>): void; unmount(): void };

/** Props every fragment receives from the shell. Only IDs and plain values cross team boundaries. */
export const fragmentPropsSchema = lazily(() =>
  z.object({
    locale: z.literal('it'),
    market: z.string().check(z.minLength(1)),
    basePath: z.string().check(z.startsWith('/')),
    params: z.record(z.string(), z.string()),
    query: z.string(),
    apiBaseUrl: z.string(),
    // Without `options` every navigation is pushed: a redirect then costs an extra Back.
    navigate: fn<(to: string, options?: NavigateOptions) => void>(),
    bus: z.custom<Bus>((value) => typeof value === 'object' && value !== null && 'publish' in value && 'on' in value, 'bus non valido'),
    slot: fn<SlotFunction>(),
    // Set when the slot arrived with the server's HTML: the fragment hydrates it with the server's data and id prefix.
    ssr: z.optional(z.object({ idPrefix: z.string(), state: z.unknown() })),
  }),
);
export type FragmentProps = z.infer<ReturnType<typeof fragmentPropsSchema>>;

const withParams = (...required: string[]) =>
  lazily(() =>
    z.extend(fragmentPropsSchema(), {
      params: z.record(z.string(), z.string()).check(
        z.superRefine((params, context) => {
          for (const key of required) if (!params[key]) context.addIssue({ code: 'custom', path: [key], message: `${key} mancante`, input: params });
        }),
      ),
    }),
  );

const decimal = () => z.string().check(z.regex(/^\d+(\.\d+)?$/));

/**
 * What a page tells the cart's add-to-cart button of the product it shows (sku, chosen variant, name, price,
 * stock): the choice is the page's, the rules of adding the cart's. `placement: 'page'` opens the cart after adding.
 */
export const addToCartParamsSchema = lazily(() =>
  z.object({
    sku: z.string().check(z.minLength(1)),
    type: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    brand: z.string(),
    price: decimal(),
    stock: z.enum(['IN_STOCK', 'OUT_OF_STOCK']),
    onlyLeft: z.optional(z.string().check(z.regex(/^\d+$/))),
    parentSku: z.optional(z.string().check(z.minLength(1))),
    options: z.optional(z.string().check(z.minLength(1))),
    placement: z.enum(['card', 'page']),
  }),
);
export type AddToCartParams = z.infer<ReturnType<typeof addToCartParamsSchema>>;

/** Fragments that need route parameters say so; every other fragment takes the base props. */
export const fragmentPropsSchemas: Record<string, () => z.ZodMiniType<FragmentProps>> = {
  'mf_catalog/ProductPage': withParams('productId'),
  'mf_catalog/CategoryPage': withParams('categoryId'),
  // The heart also takes an optional `name`, the product it is labelled with.
  'mf_cart/WishlistHeart': withParams('sku'),
  'mf_cart/AddToCartButton': lazily(() => z.extend(fragmentPropsSchema(), { params: addToCartParamsSchema() })),
  'mf_checkout/CheckoutPage': withParams('step'),
  'mf_content/CatchAll': withParams('path'),
};

export const propsSchemaFor = (remote: string, fragment: string) => (fragmentPropsSchemas[`${remote}/${fragment}`] ?? fragmentPropsSchema)();

/** What a remote's `./expose` module exports. */
export const exposeSchema = lazily(() =>
  z.object({
    contract: z.int(),
    fragments: z.record(z.string(), fn<() => Promise<unknown>>()),
  }),
);
export type Expose = z.infer<ReturnType<typeof exposeSchema>>;

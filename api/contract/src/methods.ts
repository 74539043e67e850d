import { catalogMethods } from './catalog';
import { contentMethods } from './content';
import { cartMethods } from './cart';
import { wishlistMethods } from './wishlist';
import { customerMethods } from './customer';
import { checkoutMethods } from './checkout';

/** Every storefront method, by tag: `POST /api/{tag}/{method}`. */
export const methods = {
  commerce: { ...catalogMethods, ...cartMethods, ...wishlistMethods, ...customerMethods, ...checkoutMethods },
  content: contentMethods,
} as const;

export type Methods = typeof methods;
export type Tag = keyof Methods;
export type MethodName<T extends Tag> = keyof Methods[T] & string;

import type { Methods } from '@bottega/api-contract';
import type { Handlers } from './handler';
import { catalogHandlers } from './catalog';
import { contentHandlers } from './content';
import { cartHandlers } from './cart';
import { wishlistHandlers } from './wishlist';
import { customerHandlers } from './customer';
import { checkoutHandlers } from './checkout';

/** Every handler, by tag, mirroring the contract's `methods` (api/contract/src/methods.ts). */
export const handlers: { commerce: Handlers<Methods['commerce']>; content: Handlers<Methods['content']> } = {
  commerce: { ...catalogHandlers, ...cartHandlers, ...wishlistHandlers, ...customerHandlers, ...checkoutHandlers },
  content: contentHandlers,
};

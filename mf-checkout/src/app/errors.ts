import { ApiError } from '@bottega/api-contract';
import { messages } from '../messages/it';

/** The server's own message, which says what to change (docs/product-rules.md §8); anything else gets a generic text. */
export const errorMessage = (error: unknown, fallback: string = messages.errors.generic) => (error instanceof ApiError && error.message ? error.message : fallback);

export const statusOf = (error: unknown) => (error instanceof ApiError ? error.statusCode : undefined);

/** 409: the cart changed under the shopper (another tab, stock, an emptied cart); it must be read again. */
export const isConflict = (error: unknown) => statusOf(error) === 409;

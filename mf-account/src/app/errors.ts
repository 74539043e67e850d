import { ApiError } from '@bottega/api-contract';
import { messages } from '../messages/it';

/** The server's own message (docs/product-rules.md §8: wrong credentials, expired token… are shown as the server
 * says them); anything else (an answer that does not match the contract) gets a generic text. */
export const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : messages.errors.generic);

export const isUnauthorised = (error: unknown) => error instanceof ApiError && error.statusCode === 401;

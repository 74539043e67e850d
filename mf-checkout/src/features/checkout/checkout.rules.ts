import * as z from 'zod/mini';
import * as fields from '@bottega/api-contract/fields';
import { messages } from '../../messages/it';

/** docs/product-rules.md §6: a guest goes on with an e-mail address. */
export const guestForm = z.object({ email: fields.email(messages.validation) });

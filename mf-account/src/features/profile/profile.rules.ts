import * as z from 'zod/mini';
import * as fields from '@bottega/api-contract/fields';
import { messages } from '../../messages/it';
import { newPasswordFields } from '../auth/auth.rules';

const t = messages.validation;

export const nameForm = z.object({ firstname: fields.personName(t), lastname: fields.personName(t) });

/** The current password as the shop has it (any), and a new one by the rule of the day. */
export const passwordForm = z.object({ currentPassword: fields.anyPassword(t), ...newPasswordFields }).check(fields.samePasswords(t));

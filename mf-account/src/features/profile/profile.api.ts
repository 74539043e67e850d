import type { ArgsOf } from '@bottega/api-contract';
import { api } from '@bottega/fragment-kit';

export const fetchCustomer = () => api.call('commerce', 'customer');
export const updateCustomer = (changes: ArgsOf<'commerce', 'updateCustomer'>[0]) => api.call('commerce', 'updateCustomer', changes);
export const changePassword = (currentPassword: string, newPassword: string) => api.call('commerce', 'changePassword', { currentPassword, newPassword });

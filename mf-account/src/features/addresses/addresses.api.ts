import type { ArgsOf } from '@bottega/api-contract';
import { api } from '@bottega/fragment-kit';

export type AddressDraft = ArgsOf<'commerce', 'createCustomerAddress'>[0];

export const fetchAddresses = () => api.call('commerce', 'customerAddresses');
export const createAddress = (address: AddressDraft) => api.call('commerce', 'createCustomerAddress', address);
export const updateAddress = (id: number, address: AddressDraft) => api.call('commerce', 'updateCustomerAddress', id, address);
export const deleteAddress = (id: number) => api.call('commerce', 'deleteCustomerAddress', id);

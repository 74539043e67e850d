import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArgsOf } from '@bottega/api-contract';
import { queryKeys } from '../../app/queryKeys';
import { changePassword, fetchCustomer, updateCustomer } from './profile.api';

/** The logged-in customer; a 401 is an answer (the session ended), not something to retry. */
export function useCustomer() {
  return useQuery({ queryKey: queryKeys.customer, queryFn: fetchCustomer, retry: false });
}

/** Name and newsletter changes: the answer is the whole customer, so the cache takes it as is. */
export function useUpdateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: ArgsOf<'commerce', 'updateCustomer'>[0]) => updateCustomer(changes),
    onSuccess: (customer) => client.setQueryData(queryKeys.customer, customer),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => changePassword(currentPassword, newPassword),
    onSuccess: (customer) => client.setQueryData(queryKeys.customer, customer),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/queryKeys';
import { createAddress, deleteAddress, fetchAddresses, updateAddress, type AddressDraft } from './addresses.api';

export function useAddresses() {
  return useQuery({ queryKey: queryKeys.addresses, queryFn: fetchAddresses, retry: false });
}

/** Saving one address may clear another's default flag: the whole book is read again. */
export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, address }: { id?: number; address: AddressDraft }) => (id === undefined ? createAddress(address) : updateAddress(id, address)),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.addresses }),
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAddress(id),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.addresses }),
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/queryKeys';
import { fetchReviews } from './reviews.api';

export function useReviews(page: number) {
  return useQuery({ queryKey: queryKeys.reviews(page), queryFn: () => fetchReviews(page), placeholderData: keepPreviousData, retry: false });
}

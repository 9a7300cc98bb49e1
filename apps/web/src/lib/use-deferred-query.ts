import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';

/** What a view draws from a query: its data and the states that decide what it shows. */
export interface QuerySnapshot<TData> {
  data: TData | undefined;
  error: Error | null;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
}

/**
 * A query's answer as a deferred value. TanStack Query hands answers to React through
 * useSyncExternalStore, whose re-renders are synchronous: a page of product cards arriving was
 * one long task on a phone. The snapshot changes in a background render instead, which React
 * splits into slices of a few milliseconds; until it is ready the previous snapshot (the loading
 * state, or the previous page) stays on screen. Data, loading and error states change together.
 */
export function useDeferredQuery<TData>(query: UseQueryResult<TData>): QuerySnapshot<TData> {
  const { data, error, isError, isPending, isPlaceholderData } = query;
  const snapshot = useMemo(
    () => ({ data, error, isError, isPending, isPlaceholderData }),
    [data, error, isError, isPending, isPlaceholderData],
  );
  return useDeferredValue(snapshot);
}

import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache; main.tsx creates it, so the first page's data can be asked for first. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

import type { ShopSettings } from '@petshop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export const getSettings = () => apiRequest<ShopSettings>('/settings');

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: Infinity });

/** Support phone, e-mail, address, hours and the publishable card key, from the server. */
export function useShopSettings() {
  return useQuery(settingsQueryOptions());
}

import type { ShopSettings } from '@petshop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FirstPageQuery } from './first-page.ts';
import { apiRequest } from './api-client.ts';

export const getSettings = () => apiRequest<ShopSettings>('/settings');

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: Infinity });

/** The settings as a page the server draws needs them: the frame shows the shop's contacts. */
export const settingsFirstPage: FirstPageQuery = {
  path: '/settings',
  queryKey: settingsQueryOptions().queryKey,
  select: (answer) => answer,
};

/** Support phone, e-mail, address, hours and the publishable card key, from the server. */
export function useShopSettings() {
  return useQuery(settingsQueryOptions());
}

import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/** Spec §2 "Profile": the account area's sections, chosen by `?tab=` (My Addresses: decision 050). */
export const PROFILE_TABS = [
  { id: 'general', label: 'General' },
  { id: 'orders', label: 'My Orders' },
  { id: 'coupons', label: 'My Coupons' },
  { id: 'notifications', label: 'All Notification' },
  { id: 'wishlist', label: 'My Wishlist' },
  // Issue 31, decision 121: grooming appointments to move or cancel.
  { id: 'appointments', label: 'My Appointments' },
  { id: 'addresses', label: 'My Addresses' },
  // Issue 21, decision 051: signed-in devices and two-factor sign-in.
  { id: 'security', label: 'Sign-in & Security' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['id'];

const TAB_LABELS: Record<ProfileTab, MessageDescriptor> = {
  general: msg`General`,
  orders: msg`My Orders`,
  coupons: msg`My Coupons`,
  notifications: msg`All Notification`,
  wishlist: msg`My Wishlist`,
  appointments: msg`My Appointments`,
  addresses: msg`My Addresses`,
  security: msg`Sign-in & Security`,
};

/** A tab's name in the shop's language (PROFILE_TABS holds the English). */
export const profileTabLabel = (tab: ProfileTab): string => i18n._(TAB_LABELS[tab]);

/** The section a `?tab=` value selects: an unknown or missing tab means general. */
export function parseProfileTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab.id === value)?.id ?? 'general';
}

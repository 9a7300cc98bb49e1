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

/** The section a `?tab=` value selects: an unknown or missing tab means general. */
export function parseProfileTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab.id === value)?.id ?? 'general';
}

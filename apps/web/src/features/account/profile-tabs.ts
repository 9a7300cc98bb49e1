/** Spec §2 "Profile": the account area's sections, chosen by `?tab=`. */
// Orders and Wishlist arrive with their own issues: until then they are not listed, and ?tab=orders / ?tab=wishlist fall back to general like any unknown tab (docs/decisions/004-profile-tabs-before-orders.md).
export const PROFILE_TABS = [
  { id: 'general', label: 'General' },
  { id: 'coupons', label: 'My Coupons' },
  { id: 'notifications', label: 'All Notification' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['id'];

/** The section a `?tab=` value selects: an unknown or missing tab means general. */
export function parseProfileTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab.id === value)?.id ?? 'general';
}

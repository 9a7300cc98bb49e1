/**
 * The customer's notifications and e-mail preferences (issue 33). A module of its own: the
 * header's count reads it without loading the tab's code. They live under the account's key
 * (features/account/api/account-keys.ts), so the account's session policy drops them on every
 * login, logout and change in another tab: another customer's notifications never show.
 */
export const notificationKeys = {
  all: ['account', 'notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  mailPreferences: () => [...notificationKeys.all, 'mail-preferences'] as const,
};

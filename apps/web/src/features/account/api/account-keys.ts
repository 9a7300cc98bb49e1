/**
 * Everything cached for the logged-in customer lives under this key (dropped on login/logout).
 * A module of its own: the app's session sync reads it without loading the profile code.
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};

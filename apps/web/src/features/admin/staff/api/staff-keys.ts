import { resourceKeys } from '../../api/resource-keys.ts';

/** Query keys of the staff: the list, and the signed-in member as the server knows them now. */
export const staffKeys = {
  ...resourceKeys('staff'),
  me: () => ['admin', 'staff', 'me'] as const,
};

import { resourceKeys } from '../../api/resource-keys.ts';

/** Query keys of the activity log (every change staff make lands in it). */
export const auditKeys = resourceKeys('audit');

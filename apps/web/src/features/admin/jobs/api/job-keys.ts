import { resourceKeys } from '../../api/resource-keys.ts';

/** Query keys of the background jobs and the outbox's mails (the owner's Jobs screen). */
export const jobKeys = resourceKeys('jobs');

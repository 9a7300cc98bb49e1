import { resourceKeys } from '../../api/resource-keys.ts';

/** Query keys of the owner's grooming setup (services, groomers, holidays, booking rules). */
export const groomingSetupKeys = resourceKeys('grooming-setup');

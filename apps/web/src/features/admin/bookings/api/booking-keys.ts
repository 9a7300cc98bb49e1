import { resourceKeys } from '../../api/resource-keys.ts';

/** Query keys of the grooming bookings: the list and each booking's page. */
export const bookingKeys = resourceKeys('bookings');

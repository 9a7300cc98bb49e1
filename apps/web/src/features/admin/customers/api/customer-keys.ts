import { resourceKeys } from '../../api/resource-keys.ts';

/** Query keys of the customer accounts: the list and each customer's page (orders, bookings). */
export const customerKeys = resourceKeys('customers');

import { z } from 'zod';

/** POST /api/profile/delete (issue 21, decision 053): the customer's own password confirms it. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, { error: 'Please enter your password.' })
    .max(128, { error: 'The password may not be greater than 128 characters.' }),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** The answer to a wrong password (422, on the `password` field). */
export const DELETE_ACCOUNT_WRONG_PASSWORD =
  'That password is not correct. Enter the password you log in with.';

/** The answer once the account is gone. */
export const ACCOUNT_DELETED =
  'Your account has been deleted and your personal details erased. We have sent a confirmation to your email address.';

/** What the name, on orders and bookings kept for the shop's accounts, reads after deletion. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

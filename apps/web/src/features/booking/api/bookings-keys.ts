/** The logged-in customer's booking requests (a module of its own, like the other cache keys). */
export const myBookingsQueryKey = ['bookings', 'mine'] as const;

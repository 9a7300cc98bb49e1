/** Query keys of the bookings screens: a change to one booking invalidates its page and the lists. */
export const bookingKeys = {
  lists: () => ['admin', 'bookings'] as const,
  booking: (id: string) => ['admin', 'booking', id] as const,
};

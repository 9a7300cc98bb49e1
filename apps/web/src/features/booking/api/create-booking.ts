import type { BookingCreatedResponse, BookingRequest } from '@petshop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { myBookingsQueryKey } from './bookings-keys.ts';

/**
 * POST /api/bookings. Spec §6/§7/§8: the bearer goes along when any token is stored, and the
 * booking counts without one (an unknown token ends no session); the answer is only ok or not ok,
 * and a refusal's body is logged for us, never shown.
 */
export async function createBooking(payload: BookingRequest): Promise<BookingCreatedResponse> {
  try {
    return (
      (await apiRequest<BookingCreatedResponse | null>('/bookings', {
        method: 'POST',
        body: payload,
        auth: 'optional',
      })) ?? ({} as BookingCreatedResponse)
    );
  } catch (error) {
    if (error instanceof ApiRequestError) {
      console.error(`Booking request failed (${error.status})`, error.text);
      throw new Error(`Booking request failed (${error.status})`);
    }
    console.error('Booking request failed: network error', error);
    throw error;
  }
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // Offline, the request fails at once (the error banner) instead of waiting silently.
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBookingsQueryKey }),
  });
}

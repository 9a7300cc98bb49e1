import type { BookingCreatedResponse, BookingRequest } from '@petshop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE_URL } from '../../../lib/api-client.ts';
import { myBookingsQueryKey } from './bookings-keys.ts';

/** Spec §3 "Local session data": the booking call reads 'authToken', else 'token'. */
export function bookingToken(): string | null {
  for (const key of ['authToken', 'token']) {
    const token = localStorage.getItem(key) ?? sessionStorage.getItem(key);
    if (token) return token;
  }
  return null;
}

/**
 * POST /api/bookings. Spec §7/§8: the answer is only ok or not ok; a refusal's body is logged for
 * us, never shown. It goes through fetch directly because the shared client's bearer comes from
 * 'token' alone, and an unknown token here must not end anyone's session: the booking still counts.
 */
export async function createBooking(payload: BookingRequest): Promise<BookingCreatedResponse> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  const token = bookingToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/bookings`, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
    });
  } catch (error) {
    console.error('Booking request failed: network error', error);
    throw error;
  }
  const text = await response.text();
  if (!response.ok) {
    console.error(`Booking request failed (${response.status})`, text);
    throw new Error(`Booking request failed (${response.status})`);
  }
  return (text ? JSON.parse(text) : {}) as BookingCreatedResponse;
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

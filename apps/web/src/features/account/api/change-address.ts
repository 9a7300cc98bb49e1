import type {
  SavedAddressRequest,
  SavedAddressResponse,
  SavedAddressUpdate,
} from '@petshop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { addressKeys } from './get-addresses.ts';

type Message = { success: true; message: string };

/** Every change to the address book reloads the list (a default may have moved with it). */
function useAddressMutation<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.list() }),
  });
}

/** POST /api/profile/addresses. */
export const useCreateAddress = () =>
  useAddressMutation((body: SavedAddressRequest) =>
    apiRequest<SavedAddressResponse>('/profile/addresses', {
      method: 'POST',
      body,
      auth: 'required',
    }),
  );

/** PATCH /api/profile/addresses/:id. */
export const useUpdateAddress = () =>
  useAddressMutation(({ id, changes }: { id: number; changes: SavedAddressUpdate }) =>
    apiRequest<SavedAddressResponse>(`/profile/addresses/${id}`, {
      method: 'PATCH',
      body: changes,
      auth: 'required',
    }),
  );

/** DELETE /api/profile/addresses/:id. */
export const useDeleteAddress = () =>
  useAddressMutation((id: number) =>
    apiRequest<Message>(`/profile/addresses/${id}`, { method: 'DELETE', auth: 'required' }),
  );

/** POST /api/profile/addresses/:id/default. */
export const useMakeDefaultAddress = () =>
  useAddressMutation((id: number) =>
    apiRequest<SavedAddressResponse>(`/profile/addresses/${id}/default`, {
      method: 'POST',
      auth: 'required',
    }),
  );

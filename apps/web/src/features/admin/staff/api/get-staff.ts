import type { Staff } from '@petshop/contracts/admin';
import type { AdminListPage } from '@petshop/contracts/admin-lists';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { afterChange } from '../../api/after-change.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/admin/staff: everyone who can use the back office (one page: the shop is small). */
export const staffListQuery = () =>
  queryOptions({
    queryKey: staffKeys.lists(),
    queryFn: ({ signal }) => adminRequest<AdminListPage<Staff>>('/staff', { signal }),
  });

export const useStaffList = () => useQuery(staffListQuery());

export type StaffChanges = Partial<Pick<Staff, 'role' | 'isActive' | 'permissions'>>;

/**
 * PATCH /api/admin/staff/:id: the list shows the change at once (a ticked box stays ticked); the
 * server's answer follows, and the signed-in member's own permissions are read again.
 */
export function useUpdateStaff({
  onStart,
  onSuccess,
  onError,
}: {
  onStart: () => void;
  onSuccess: (member: Staff, changes: StaffChanges) => void;
  onError: (error: Error) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: StaffChanges }) =>
      adminRequest<Staff>(`/staff/${id}`, { method: 'PATCH', body: changes }),
    onMutate: ({ id, changes }) => {
      onStart();
      client.setQueryData<AdminListPage<Staff>>(
        staffKeys.lists(),
        (old) =>
          old && {
            ...old,
            items: old.items.map((member) =>
              member.id === id ? { ...member, ...changes } : member,
            ),
          },
      );
    },
    onSuccess: (member, { changes }) => onSuccess(member, changes),
    onError,
    onSettled: () => afterChange.staff(client),
  });
}

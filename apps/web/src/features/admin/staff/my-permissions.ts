import type { StaffMe, StaffPermission } from '@petshop/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../admin-api.ts';
import { staffKeys } from './api/staff-keys.ts';

/** How the staff screen names each permission an owner may give (decision 076). */
export const PERMISSION_TEXT: Record<StaffPermission, { label: string; hint: string }> = {
  refunds: {
    label: 'Refunds and cancelling paid orders',
    hint: 'Moves money: needs two-factor sign-in where owners need it.',
  },
  import_prices: {
    label: 'Change prices by import',
    hint: 'Without it, imports may change stock and texts but no price.',
  },
  staff: {
    label: 'Manage staff',
    hint: 'Add staff and change their access and permissions (only the ones they have).',
  },
};

/** The reason of a member who may move money once two-factor sign-in is on (decision 076). */
export const MONEY_NEEDS_TWO_FACTOR =
  'Set up two-factor sign-in in Sign-in & Security before you refund or cancel a paid order.';

/** The signed-in staff member as the server knows them now (permissions change while signed in). */
export function useMyAccount(enabled = true) {
  return useQuery({
    queryKey: staffKeys.me(),
    enabled,
    queryFn: ({ signal }) => adminRequest<StaffMe>('/auth/me', { signal }),
    staleTime: 30_000,
  });
}

/**
 * Why the signed-in staff member may not refund or cancel a paid order, or undefined when they
 * may (or while that is not known yet: the API decides anyway).
 */
export function useMoneyBlock(): string | undefined {
  const me = useMyAccount().data;
  if (!me) return undefined;
  if (!me.permissions.includes('refunds')) {
    return `Only the owner, or staff with the permission "${PERMISSION_TEXT.refunds.label}", can refund or cancel a paid order.`;
  }
  if (me.moneyNeedsTwoFactor) return MONEY_NEEDS_TWO_FACTOR;
  return undefined;
}

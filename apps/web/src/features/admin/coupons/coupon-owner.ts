import { useMyAccount } from '../staff/my-permissions.ts';
import { useStaffSession } from '../staff-session.ts';

/** Whether the signed-in member is an owner: only owners change coupons (the API refuses others). */
export function useIsOwner(): boolean {
  const session = useStaffSession();
  const me = useMyAccount(session !== null);
  return (me.data?.role ?? session?.staff.role) === 'owner';
}

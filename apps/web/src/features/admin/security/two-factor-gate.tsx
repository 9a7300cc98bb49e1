import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { AdminLayout } from '../admin-layout.tsx';
import type { AdminScreen } from '../admin-routes.tsx';
import { useStaffSession } from '../staff-session.ts';
import { useTwoFactorHold } from './two-factor-hold.ts';
import { adminPaths } from '../admin-paths.ts';

export const SECURITY_PATH = adminPaths.security();

/**
 * The back office's frame for a staff member, or, for an owner the API holds until two-factor
 * sign-in is on (decision 052), only the security screen: every other address leads there rather
 * than to screens whose every call would be refused (decision 054).
 */
export function TwoFactorGate({ screens }: { screens: readonly AdminScreen[] }) {
  const staffId = useStaffSession()?.staff.id ?? 0;
  const held = useTwoFactorHold(staffId);
  const { pathname } = useLocation();
  if (held === undefined) {
    return (
      <div className="flex min-h-dvh items-center justify-center" role="status">
        <Spinner />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  if (held && !pathname.startsWith(SECURITY_PATH)) return <Navigate to={SECURITY_PATH} replace />;
  return <AdminLayout screens={held ? [] : screens} />;
}

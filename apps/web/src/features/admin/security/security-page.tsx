import { usePageHead } from '../../../lib/page-meta.ts';
import { useTwoFactorStatus } from '../../account/api/security.ts';
import { SecuritySections } from '../../account/components/security-panel.tsx';
import { useStaffSession } from '../staff-session.ts';
import { useStaffSecurityApi } from './two-factor-hold.ts';

export const HOLD_EXPLANATION =
  'The shop is live, so an owner must sign in with a code from an authenticator app. Turn on two-factor sign-in below to open the rest of the back office.';

/**
 * /admin/security: the staff member's own signed-in devices and two-factor sign-in (issue 21,
 * decision 054), the customer's panel speaking to the back office's API.
 */
export function Component() {
  usePageHead({ title: 'Sign-in & Security' });
  const staffId = useStaffSession()?.staff.id ?? 0;
  const api = useStaffSecurityApi(staffId);
  // The gate around the back office reads the same status (one request).
  const held = useTwoFactorStatus(api).data?.required;
  return (
    <section aria-labelledby="security-title" className="max-w-3xl space-y-6">
      <header>
        <h1 id="security-title" className="text-2xl font-bold text-ink">
          Sign-in &amp; Security
        </h1>
        <p className="mt-1 text-sm text-gray-600">
          The devices signed in to your back-office account, and two-factor sign-in.
        </p>
      </header>
      {held && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {HOLD_EXPLANATION}
        </p>
      )}
      <SecuritySections api={api} />
    </section>
  );
}

export default Component;

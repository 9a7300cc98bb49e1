import { TwoFactorStep } from '../../account/components/two-factor-step.tsx';
import { setStaffSession } from '../staff-session.ts';
import { finishStaffLogin } from '../security/staff-security-api.ts';

/**
 * The staff login's second step for an account with two-factor sign-in: the customer's code step
 * (decision 054) calling the back office's API. Once in, the session is kept and the back office
 * shows the screen that was asked for.
 */
export function StaffCodeStep({
  challenge,
  onRestart,
}: {
  challenge: string;
  onRestart: (message: string) => void;
}) {
  return (
    <div className="mt-6">
      <TwoFactorStep
        challenge={challenge}
        submit={finishStaffLogin}
        onSignedIn={setStaffSession}
        onRestart={onRestart}
      />
    </div>
  );
}

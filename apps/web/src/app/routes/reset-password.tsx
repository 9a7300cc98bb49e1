import { t } from '@lingui/core/macro';
import { AuthShell } from '../../features/account/components/auth-shell.tsx';
import { ResetPasswordForm } from '../../features/account/components/password-reset-forms.tsx';
import { usePageHead } from '../../lib/page-meta.ts';

/** /user/reset-password#token=… — the e-mailed link's page (issue 21). */
export function Component() {
  usePageHead();
  return (
    <AuthShell
      title={t`Choose a new password`}
      subtitle={t`After this, every device signed in to your account is signed out.`}
    >
      <ResetPasswordForm />
    </AuthShell>
  );
}

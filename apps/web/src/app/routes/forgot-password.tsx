import { t } from '@lingui/core/macro';
import { AuthShell } from '../../features/account/components/auth-shell.tsx';
import { ForgotPasswordForm } from '../../features/account/components/password-reset-forms.tsx';
import { usePageHead } from '../../lib/page-meta.ts';

/** /user/forgot-password — ask for a link to choose a new password (issue 21). */
export function Component() {
  usePageHead();
  return (
    <AuthShell
      title={t`Forgot your password?`}
      subtitle={t`Enter the email address of your account and we will send you a link to choose a new password.`}
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}

import { t } from '@lingui/core/macro';
import { AuthShell } from '../../features/account/components/auth-shell.tsx';
import { VerifyEmailResult } from '../../features/account/components/verify-email-result.tsx';
import { usePageHead } from '../../lib/page-meta.ts';

/** /user/verify-email#token=… — the link that confirms an e-mail address (issue 21). */
export function Component() {
  usePageHead();
  return (
    <AuthShell
      title={t`Confirm your email address`}
      subtitle={t`One click and we know that this address is yours.`}
    >
      <VerifyEmailResult />
    </AuthShell>
  );
}

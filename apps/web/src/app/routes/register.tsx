import { t } from '@lingui/core/macro';
import { RegisterForm } from '../../features/account/components/register-form.tsx';
import { SignInPage } from './sign-in-page.tsx';

/** /user/register — create an account. */
export function Component() {
  return (
    <SignInPage
      title={t`Create Your Account`}
      subtitle={t`Join The Best Pet Shop in Dubai: it takes less than a minute.`}
      Form={RegisterForm}
    />
  );
}

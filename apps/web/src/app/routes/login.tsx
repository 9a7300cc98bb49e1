import { t } from '@lingui/core/macro';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { SignInPage } from './sign-in-page.tsx';

/** /user — log in. */
export function Component() {
  return (
    <SignInPage
      title={t`Welcome Back!`}
      subtitle={t`Log in to shop for your pet, keep a wishlist and follow your orders.`}
      Form={LoginForm}
    />
  );
}

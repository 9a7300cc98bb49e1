import { useToaster } from '../../components/ui/toast.tsx';
import { AuthShell } from '../../features/account/components/auth-shell.tsx';
import { RegisterForm } from '../../features/account/components/register-form.tsx';
import { useMergeVisitorCart } from '../../features/cart/api/merge-cart.ts';
import { usePageHead } from '../../lib/page-meta.ts';

/** /user/register — create an account. */
export function Component() {
  usePageHead();
  useToaster();
  const mergeVisitorCart = useMergeVisitorCart();
  return (
    <AuthShell
      title="Create Your Account"
      subtitle="Join The Best Pet Shop in Dubai: it takes less than a minute."
    >
      <RegisterForm onLoggedIn={mergeVisitorCart} />
    </AuthShell>
  );
}

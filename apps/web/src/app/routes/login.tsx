import { useToaster } from '../../components/ui/toast.tsx';
import { AuthShell } from '../../features/account/components/auth-shell.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { useMergeVisitorCart } from '../../features/cart/api/merge-cart.ts';
import { usePageHead } from '../../lib/page-meta.ts';

/** /user — log in. */
export function Component() {
  usePageHead();
  useToaster();
  const mergeVisitorCart = useMergeVisitorCart();
  return (
    <AuthShell
      title="Welcome Back!"
      subtitle="Log in to shop for your pet, keep a wishlist and follow your orders."
    >
      <LoginForm onLoggedIn={mergeVisitorCart} />
    </AuthShell>
  );
}

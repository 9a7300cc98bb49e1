import { useToaster } from '../../components/ui/toast.tsx';
import { AuthShell } from '../../features/account/components/auth-shell.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /user — log in. */
export function Component() {
  usePageMeta({
    title: 'Login',
    description: 'Log in to your Best Pet Shop account to see your cart, wishlist and orders.',
  });
  useToaster();
  return (
    <AuthShell
      title="Welcome Back!"
      subtitle="Log in to shop for your pet, keep a wishlist and follow your orders."
    >
      <LoginForm />
    </AuthShell>
  );
}

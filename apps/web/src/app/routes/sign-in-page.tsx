import type { ComponentType } from 'react';
import { useToaster } from '../../components/ui/toast.tsx';
import { usePageHead } from '../../lib/page-meta.ts';
import { useMergeVisitorCart } from '../../features/cart/api/merge-cart.ts';
import { AuthShell } from '../../features/account/components/auth-shell.tsx';

/**
 * The log-in and sign-up pages: the page's head, its toasts and the auth shell around a form
 * that signs the visitor in, after which their visitor cart joins the account's.
 */
export function SignInPage({
  title,
  subtitle,
  Form,
}: {
  title: string;
  subtitle: string;
  Form: ComponentType<{ onLoggedIn?: () => Promise<void> }>;
}) {
  usePageHead();
  useToaster();
  const mergeVisitorCart = useMergeVisitorCart();
  return (
    <AuthShell title={title} subtitle={subtitle}>
      <Form onLoggedIn={mergeVisitorCart} />
    </AuthShell>
  );
}

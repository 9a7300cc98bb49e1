import { useToaster } from '../../components/ui/toast.tsx';
import { ProfileView } from '../../features/account/components/profile-view.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /profile?tab=… — the account area. */
export function Component() {
  usePageMeta({
    title: 'My Account',
    description:
      'Your Best Pet Shop account: profile, orders, coupons, notifications and wishlist.',
  });
  useToaster();
  return <ProfileView />;
}

import { t } from '@lingui/core/macro';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { useUnreadNotifications } from '../api/get-unread-count.ts';
import { unreadSuffix } from '../unread-label.ts';

/**
 * The header's profile link's name and its count of unread notifications (issue 33): "Profile, 3
 * unread notifications" read once, the badge seen. Its own chunk, loaded for customers only: a
 * visitor's first view carries none of it.
 */
export default function UnreadBadge() {
  const unread = useUnreadNotifications();
  return (
    <>
      <span className="sr-only">
        {t`Profile`}
        {unreadSuffix(unread)}
      </span>
      <CountBadge count={unread} className="absolute -top-0.5 -end-0.5" />
    </>
  );
}

import { plural, t } from '@lingui/core/macro';
import { formatBadgeCount } from '../../components/ui/count-badge.tsx';

/**
 * The unread count as the profile link's name goes on ("Profile, 3 unread notifications"), said
 * once; over 99 as "more than 99" (the badge shows '99+'); empty when there is none.
 */
export function unreadSuffix(unread: number): string {
  const text = formatBadgeCount(unread);
  if (!text) return '';
  if (text === '99+') return t`, more than 99 unread notifications`;
  return plural(unread, { one: ', # unread notification', other: ', # unread notifications' });
}

import { describe, expect, it } from 'vitest';
import { mailListShown, markRead, notificationTime, shopLink } from '../notification-format.ts';
import { unreadSuffix } from '../unread-label.ts';

const note = (id: number, read: boolean) => ({
  id,
  kind: 'order-status',
  title: `Order ${id}`,
  body: 'Shipped',
  link: null,
  read,
  created_at: '2026-11-28T10:00:00.000Z',
});

describe('notification helpers', () => {
  it('names the unread count on the profile icon once, over 99 as more than 99', () => {
    expect(unreadSuffix(0)).toBe('');
    expect(unreadSuffix(1)).toBe(', 1 unread notification');
    expect(unreadSuffix(99)).toBe(', 99 unread notifications');
    expect(unreadSuffix(100)).toBe(', more than 99 unread notifications');
  });

  it('marks one notification, or all, read', () => {
    const list = [note(1, false), note(2, false)];
    expect(markRead(list, 2).map((item) => item.read)).toEqual([false, true]);
    expect(markRead(list, 'all').map((item) => item.read)).toEqual([true, true]);
    expect(list[1]!.read).toBe(false);
  });

  it('says how long ago for today, then the Dubai date and time', () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    expect(notificationTime('2026-11-28T11:59:40.000Z', now)).toBe('Just now');
    expect(notificationTime('2026-11-28T11:15:00.000Z', now)).toBe('45 min ago');
    expect(notificationTime('2026-11-28T11:00:00.000Z', now)).toBe('1 hour ago');
    expect(notificationTime('2026-11-28T07:00:00.000Z', now)).toBe('5 hours ago');
    expect(notificationTime('2026-11-25T20:30:00.000Z', now)).toBe('26 November 2026 at 00:30');
    expect(notificationTime('not a date', now)).toBe('');
  });

  it('follows only links inside the shop', () => {
    expect(shopLink('/product/4')).toBe('/product/4');
    expect(shopLink('https://evil.example/')).toBeNull();
    expect(shopLink('//evil.example/')).toBeNull();
    expect(shopLink('/\\evil.example')).toBeNull();
    expect(shopLink(null)).toBeNull();
  });

  it('knows the three optional lists an unsubscribe link may name', () => {
    expect(mailListShown('back_in_stock')?.label).toBe('Back-in-stock alerts');
    expect(mailListShown('order_updates')).toBeNull();
    expect(mailListShown(null)).toBeNull();
  });
});

import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { useEffect, useEffectEvent, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { Dialog, DialogCloseButton } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { paths } from '../../config/paths.ts';
import { currentPath, withReturnPath } from '../../lib/return-path.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { countLabel, NAV_LINKS } from './nav-links.ts';
import { useUnreadNotifications } from '../../features/notifications/api/get-unread-count.ts';
import { unreadSuffix } from '../../features/notifications/unread-label.ts';
import { ShopLogo } from './shop-logo.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center gap-3 rounded-xl px-4 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-800 hover:bg-gray-50'
  }`;

interface SideMenuProps {
  id: string;
  open: boolean;
  /** Escape, the close button or the backdrop: focus goes back to the menu button. */
  onClose: () => void;
  /** A link was chosen: the page changes, so the menu just closes. */
  onNavigate: () => void;
  loggedIn: boolean;
  wishlistCount: number;
  shopName: string;
}

/**
 * Spec §2: the mobile slide-in menu: the four nav links, then 'Profile' and 'Wishlist' (with its
 * count) for a customer, or 'Login' for a visitor: a drawer from the left (the shared Dialog).
 */
export function SideMenu(props: SideMenuProps) {
  const { id, open, onClose, onNavigate, loggedIn, wishlistCount, shopName } = props;
  // Unread notifications (issue 33), on the Profile link.
  const notificationCount = useUnreadNotifications();
  const closeButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    // Growing past the phone layout hides the menu: close it so the page scrolls again.
    const desktop = window.matchMedia('(min-width: 768px)');
    const onDesktop = () => {
      if (desktop.matches) close();
    };
    desktop.addEventListener('change', onDesktop);
    return () => desktop.removeEventListener('change', onDesktop);
  }, [open]);

  return (
    <Dialog
      id={id}
      open={open}
      onClose={onClose}
      label={t`Menu`}
      placement="left"
      closeOnBackdrop
      initialFocus={closeButton}
      className="w-80 max-w-[85vw] bg-white shadow-2xl open:flex open:flex-col"
    >
      <div className="flex h-16 items-center justify-between border-b border-gray-100 px-4">
        <ShopLogo shopName={shopName} className="h-10 w-auto" />
        <DialogCloseButton ref={closeButton} label={t`Close menu`} onClick={onClose} />
      </div>

      <nav aria-label={t`Menu`} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass} onClick={onNavigate}>
                {i18n._(link.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageSwitch className={linkClass({ isActive: false })} />
          </li>
        </ul>

        <hr className="my-4 border-gray-100" />

        <ul className="space-y-1">
          {loggedIn ? (
            <>
              <li>
                <NavLink
                  to={paths.profile.getHref()}
                  className={linkClass}
                  onClick={onNavigate}
                  aria-label={`${t`Profile`}${loggedIn ? unreadSuffix(notificationCount) : ''}`}
                >
                  <Icon name="user" className="size-5 text-brand-600" />
                  {t`Profile`}
                  <CountBadge count={notificationCount} className="ms-auto" />
                </NavLink>
              </li>
              <li>
                <NavLink
                  to={paths.wishlist.getHref()}
                  className={linkClass}
                  onClick={onNavigate}
                  aria-label={countLabel(t`Wishlist`, wishlistCount)}
                >
                  <Icon name="heart" className="size-5 text-brand-600" />
                  {t`Wishlist`}
                  <CountBadge count={wishlistCount} className="ms-auto" />
                </NavLink>
              </li>
            </>
          ) : (
            <li>
              <NavLink
                to={withReturnPath(paths.login.getHref(), currentPath(location))}
                className={linkClass}
                onClick={onNavigate}
              >
                <Icon name="user" className="size-5 text-brand-600" />
                {t`Login`}
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
    </Dialog>
  );
}

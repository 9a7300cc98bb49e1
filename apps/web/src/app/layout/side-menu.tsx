import { useEffect, useEffectEvent, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { paths } from '../../config/paths.ts';
import { countLabel, NAV_LINKS } from './nav-links.ts';
import { LOGO_SRC } from './shop-identity.ts';

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
 * count) for a customer, or 'Login' for a visitor. A modal dialog: focus moves in and stays in,
 * Escape closes it, and the page behind does not scroll.
 */
export function SideMenu(props: SideMenuProps) {
  const { id, open, onClose, onNavigate, loggedIn, wishlistCount, shopName } = props;
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const onEscape = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  });
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: globalThis.KeyboardEvent) => onEscape(event);
    document.addEventListener('keydown', onKey);
    // Growing past the phone layout hides the menu: close it so the page scrolls again.
    const desktop = window.matchMedia('(min-width: 768px)');
    const onDesktop = () => {
      if (desktop.matches) close();
    };
    desktop.addEventListener('change', onDesktop);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onDesktop);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    // Keep Tab inside the dialog.
    const focusable = panel.current.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled])',
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={`fixed inset-0 z-50 md:hidden ${open ? '' : 'pointer-events-none'}`}
      inert={!open}
    >
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-gray-900/50 transition-opacity duration-300 motion-reduce:transition-none ${
          open ? 'opacity-100' : 'opacity-0'
        }`}
      />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onKeyDown}
        className={`absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col bg-white shadow-2xl duration-300 ease-out motion-reduce:transition-none ${
          // Visible at once when opening (so focus can move in), hidden only after sliding out.
          open
            ? 'visible translate-x-0 transition-[translate]'
            : 'invisible -translate-x-full transition-[translate,visibility]'
        }`}
      >
        <div className="flex h-16 items-center justify-between border-b border-gray-100 px-4">
          <img src={LOGO_SRC} alt={shopName} width={240} height={64} className="h-10 w-auto" />
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Icon name="close" className="size-6" />
          </button>
        </div>

        <nav aria-label="Menu" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass} onClick={onNavigate}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>

          <hr className="my-4 border-gray-100" />

          <ul className="space-y-1">
            {loggedIn ? (
              <>
                <li>
                  <NavLink to={paths.profile.getHref()} className={linkClass} onClick={onNavigate}>
                    <Icon name="user" className="size-5 text-brand-600" />
                    Profile
                  </NavLink>
                </li>
                <li>
                  <NavLink
                    to={paths.wishlist.getHref()}
                    className={linkClass}
                    onClick={onNavigate}
                    aria-label={countLabel('Wishlist', wishlistCount)}
                  >
                    <Icon name="heart" className="size-5 text-brand-600" />
                    Wishlist
                    <CountBadge count={wishlistCount} className="ml-auto" />
                  </NavLink>
                </li>
              </>
            ) : (
              <li>
                <NavLink to={paths.login.getHref()} className={linkClass} onClick={onNavigate}>
                  <Icon name="user" className="size-5 text-brand-600" />
                  Login
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </div>
  );
}

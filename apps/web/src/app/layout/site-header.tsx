import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { paths } from '../../config/paths.ts';
import { HeaderSearch } from '../../features/catalog/components/header-search.tsx';
import { arabicPagesLoaded } from '../../lib/i18n.ts';
import { currentPath } from '../../lib/return-path.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { useShopSettings } from '../../lib/shop-settings.ts';
import { accountTargets, countLabel, NAV_LINKS } from './nav-links.ts';
import { SHOP_NAME } from '../../lib/shop-identity.ts';
import { ShopLogo } from './shop-logo.tsx';
import { useHeaderCounts } from './use-header-counts.ts';

/** The phone menu's code loads when it is first wanted (pointer over or focus on its button). */
const loadSideMenu = () => import('./side-menu.tsx');
const SideMenu = lazy(() => loadSideMenu().then(({ SideMenu }) => ({ default: SideMenu })));
/** A customer's count of unread notifications (issue 33): not in a visitor's first view. */
const UnreadBadge = lazy(() =>
  Promise.all([
    import('../../features/notifications/components/unread-badge.tsx'),
    arabicPagesLoaded(),
  ]).then(([module]) => module),
);

/** 44×44 px touch targets that never shrink: on a narrow phone the logo gives way instead. */
const iconLinkClass =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** An icon link with the count of what it leads to (wishlist, cart) on a badge. */
function CountLink({
  to,
  icon,
  label,
  count,
}: {
  to: string;
  icon: IconName;
  label: string;
  count: number;
}) {
  return (
    <Link to={to} className={iconLinkClass} aria-label={countLabel(label, count)}>
      <Icon name={icon} className="size-6" />
      <CountBadge count={count} className="absolute -top-0.5 -end-0.5" />
    </Link>
  );
}

export function SiteHeader() {
  const loggedIn = useIsLoggedIn();
  const counts = useHeaderCounts();
  const { data: settings } = useShopSettings();
  const shopName = settings?.shop_name ?? SHOP_NAME;
  const location = useLocation();
  const targets = accountTargets(loggedIn, currentPath(location));
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first time it opens, then kept, so later openings are instant.
  const [menuWanted, setMenuWanted] = useState(false);
  // Any navigation (a link, Back, Forward) closes the menu: it belongs to the page it opened on.
  const [menuLocationKey, setMenuLocationKey] = useState(location.key);
  if (menuLocationKey !== location.key) {
    setMenuLocationKey(location.key);
    setMenuOpen(false);
  }

  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-gray-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        {/* One row on large screens; below them the search takes a full-width row of its own. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 sm:px-6 lg:h-20 lg:flex-nowrap lg:px-8">
          <button
            ref={menuButton}
            type="button"
            className={`${iconLinkClass} -ms-2 md:hidden`}
            aria-label={t`Open menu`}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onPointerEnter={() => void loadSideMenu()}
            onFocus={() => void loadSideMenu()}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <Icon name="menu" className="size-6" />
          </button>

          {/* At 320 px the logo narrows (keeping its proportions) so the row fits the screen: no
              width of its own (basis 0) for the row to wrap around, then as wide as it needs. */}
          <Link
            to={paths.home.getHref()}
            className="flex min-h-11 max-w-fit min-w-0 flex-1 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 md:flex-none md:shrink-0"
          >
            <ShopLogo
              shopName={shopName}
              className="h-10 w-auto min-w-0 object-contain object-left md:h-12"
            />
          </Link>

          <nav aria-label={t`Main`} className="mx-auto hidden md:block">
            <ul className="flex items-center gap-1 lg:gap-2">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      `rounded-full px-4 py-2 text-[15px] font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                        isActive
                          ? 'bg-brand-50 text-brand-700'
                          : 'text-gray-700 hover:bg-gray-50 hover:text-brand-700'
                      }`
                    }
                  >
                    {i18n._(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <HeaderSearch className="order-last mb-2 w-full lg:order-none lg:mb-0 lg:w-56 lg:shrink-0 xl:w-72" />

          {/* Its height sets the first row's: 64 px on a phone, 80 px from tablets up. */}
          <div className="-me-2 ms-auto flex min-h-16 items-center sm:me-0 sm:gap-1 md:ms-0 md:min-h-20">
            <CountLink
              to={targets.wishlist}
              icon="heart"
              label={t`Wishlist`}
              count={counts.wishlist}
            />
            <CountLink to={targets.cart} icon="cart" label={t`Cart`} count={counts.cart} />
            <Link
              to={targets.user}
              className={iconLinkClass}
              aria-label={loggedIn ? undefined : t`Login`}
            >
              <Icon name="user" className="size-6" />
              {loggedIn && (
                <Suspense fallback={<span className="sr-only">{t`Profile`}</span>}>
                  <UnreadBadge />
                </Suspense>
              )}
            </Link>
          </div>
        </div>
      </header>

      {/* Outside the header: its backdrop blur would otherwise trap the fixed panel inside it. */}
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu
            id="side-menu"
            open={menuOpen}
            onClose={closeMenu}
            onNavigate={() => setMenuOpen(false)}
            loggedIn={loggedIn}
            wishlistCount={counts.wishlist}
            shopName={shopName}
          />
        </Suspense>
      )}
    </>
  );
}

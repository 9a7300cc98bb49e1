import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Dialog, DialogCloseButton } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { adminRequest } from './admin-api.ts';
import type { AdminScreen } from './admin-routes.tsx';
import { clearStaffSession, useStaffSession } from './staff-session.ts';
import { adminPaths } from './admin-paths.ts';
import { usePendingReviews } from './reviews/api/get-reviews.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-brand-50 hover:text-brand-800'
  }`;

/** The side panel from `md` up; the drawer's breakpoint. */
const WIDE = '(min-width: 768px)';

/** The screens, then who is signed in with their security page and Log out. */
function AdminMenu({
  screens,
  onNavigate,
}: {
  screens: readonly AdminScreen[];
  /** A link was chosen (the drawer closes). */
  onNavigate?: () => void;
}) {
  const session = useStaffSession();
  const queryClient = useQueryClient();
  // Reviews waiting for moderation: a count beside Reviews (issue 33).
  const pendingReviews = usePendingReviews(screens.some((screen) => screen.path === 'reviews'));
  const logout = async () => {
    // The session ends here whatever the server answers (it may already be gone).
    await adminRequest('/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearStaffSession();
    queryClient.removeQueries({ queryKey: ['admin'] });
  };
  return (
    <>
      <nav aria-label="Back office" className="px-3 pb-3 md:min-h-0 md:flex-1 md:overflow-y-auto">
        <ul className="flex flex-col gap-1">
          {screens.map((screen) => (
            <li key={screen.path}>
              <NavLink
                to={adminPaths.screen(screen.path)}
                className={linkClass}
                onClick={onNavigate}
              >
                <Icon name={screen.icon} className="size-5" />
                {screen.label}
                {screen.path === 'reviews' && (pendingReviews.data ?? 0) > 0 && (
                  <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                    {pendingReviews.data}
                    <span className="sr-only"> awaiting moderation</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {session && (
        <div className="border-t border-gray-200 px-4 py-3 text-sm md:shrink-0">
          <p className="font-semibold text-ink">{session.staff.name}</p>
          <p className="break-all text-gray-600">
            {session.staff.email} · {session.staff.role === 'owner' ? 'Owner' : 'Staff'}
          </p>
          <NavLink
            to={adminPaths.security()}
            onClick={onNavigate}
            className="mt-2 flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:underline"
          >
            <Icon name="lock" className="size-4" />
            Sign-in &amp; Security
          </NavLink>
          <button
            type="button"
            onClick={() => void logout()}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Icon name="logout" className="size-4" />
            Log out
          </button>
        </div>
      )}
    </>
  );
}

function HomeLink() {
  return (
    <a href="/" className="flex items-center gap-2 text-brand-800">
      <Icon name="paw" className="size-6" />
      <span className="font-bold">Back office</span>
    </a>
  );
}

/**
 * The back office's frame: the menu in a side panel on wide screens; on a phone a bar with a Menu
 * button that opens it as a drawer, so every page starts with its own content.
 */
export function AdminLayout({ screens }: { screens: readonly AdminScreen[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useEffectEvent(() => setMenuOpen(false));
  useEffect(() => {
    if (!menuOpen) return;
    // Growing past the phone layout shows the side panel: the drawer closes.
    const wide = window.matchMedia(WIDE);
    const onWide = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, [menuOpen]);

  return (
    <div className="min-h-dvh bg-gray-50 md:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 py-2 md:hidden print:hidden">
        <HomeLink />
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-ink hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon name="menu" className="size-5" />
          Menu
        </button>
      </header>
      <Dialog
        id="admin-menu"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        label="Back office menu"
        placement="left"
        closeOnBackdrop
        initialFocus={closeButton}
        className="w-80 max-w-[85vw] bg-white shadow-2xl open:flex open:flex-col"
      >
        <div className="flex h-16 items-center justify-between border-b border-gray-100 px-4">
          <HomeLink />
          <DialogCloseButton
            ref={closeButton}
            label="Close menu"
            onClick={() => setMenuOpen(false)}
          />
        </div>
        <div className="flex-1 overflow-y-auto pt-3">
          {menuOpen && <AdminMenu screens={screens} onNavigate={() => setMenuOpen(false)} />}
        </div>
      </Dialog>
      <aside className="hidden border-r border-gray-200 bg-white md:sticky md:top-0 md:flex md:h-dvh md:w-60 md:shrink-0 md:flex-col print:hidden">
        <div className="px-4 py-4">
          <HomeLink />
        </div>
        <AdminMenu screens={screens} />
      </aside>
      <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 md:px-8 print:p-0">
        <Outlet />
      </main>
    </div>
  );
}

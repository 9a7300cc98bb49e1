import { useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { adminRequest } from './admin-api.ts';
import type { AdminScreen } from './admin-routes.tsx';
import { clearStaffSession, useStaffSession } from './staff-session.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-brand-50 hover:text-brand-800'
  }`;

/** The back office's frame: the navigation on the side (on top on a narrow tablet), the screen. */
export function AdminLayout({ screens }: { screens: readonly AdminScreen[] }) {
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const logout = async () => {
    // The session ends here whatever the server answers (it may already be gone).
    await adminRequest('/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearStaffSession();
    queryClient.removeQueries({ queryKey: ['admin'] });
  };
  return (
    <div className="min-h-dvh bg-gray-50 md:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <aside className="print:hidden border-b border-gray-200 bg-white md:sticky md:top-0 md:h-dvh md:w-60 md:shrink-0 md:border-r md:border-b-0">
        <div className="flex items-center justify-between gap-3 px-4 py-4 md:block">
          <a href="/" className="flex items-center gap-2 text-brand-800">
            <Icon name="paw" className="size-6" />
            <span className="font-bold">Back office</span>
          </a>
        </div>
        <nav aria-label="Back office" className="px-3 pb-3">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {screens.map((screen) => (
              <li key={screen.path}>
                <NavLink to={`/admin/${screen.path}`} className={linkClass}>
                  <Icon name={screen.icon} className="size-5" />
                  {screen.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {session && (
          <div className="border-t border-gray-200 px-4 py-3 text-sm md:absolute md:inset-x-0 md:bottom-0">
            <p className="font-semibold text-ink">{session.staff.name}</p>
            <p className="text-gray-600">
              {session.staff.email} · {session.staff.role === 'owner' ? 'Owner' : 'Staff'}
            </p>
            <NavLink
              to="/admin/security"
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
      </aside>
      <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 md:px-8 print:p-0">
        <Outlet />
      </main>
    </div>
  );
}

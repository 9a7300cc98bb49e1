import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoginPrompt } from '../../components/ui/login-prompt.tsx';
import { paths } from '../../config/paths.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { PageLoadingFallback } from './page-loading-fallback.tsx';
import { useScrollToTopOnRouteChange } from './scroll-to-top.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TopBar } from './top-bar.tsx';
import { arabicPagesLoaded } from '../../lib/i18n.ts';

/** Only a logged-in customer's pages load it: a visitor's first view never carries it. */
const EmailReminder = lazy(() =>
  Promise.all([
    import('../../features/account/components/email-reminder.tsx'),
    arabicPagesLoaded(),
  ]).then(([module]) => module),
);

/** The frame of every page: contact bar, header with navigation, the page, footer. */
export function RootLayout() {
  useScrollToTopOnRouteChange();
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:outline-2 focus:outline-offset-2 focus:outline-brand-800"
      >
        {t`Skip to content`}
      </a>
      <TopBar />
      <SiteHeader />
      {loggedIn && pathname !== paths.profile.path && (
        <Suspense fallback={null}>
          <EmailReminder />
        </Suspense>
      )}
      {/* At least a window tall: on a first paint, or a page that is loading or redirecting, the
          footer starts below the fold instead of jumping down when the page fills in. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {/* A page that throws shows a way out inside the frame; another address starts over. */}
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoadingFallback />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
      <LoginPrompt />
    </div>
  );
}

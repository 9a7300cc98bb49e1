import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: every route change starts at the top of the page (search-only changes do not). */
export function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

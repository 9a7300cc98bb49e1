import { useLocation, useNavigation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';

/**
 * While the next page's code loads, a small centred spinner over the current page. It fades in
 * after a short delay, so quick navigations never flash it.
 */
export function RouteLoadingIndicator() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loadingAnotherPage =
    navigation.state === 'loading' && navigation.location.pathname !== pathname;
  if (!loadingAnotherPage) return null;
  return (
    <div className="pointer-events-none fixed inset-0 z-30 flex items-center justify-center">
      <div className="rounded-2xl bg-white/90 p-4 shadow-lg ring-1 ring-gray-100 transition-opacity delay-200 duration-200 starting:opacity-0">
        <Spinner />
      </div>
    </div>
  );
}

/**
 * For the router's first load (a `HydrateFallback` on the root route): until the first page's code
 * arrives there is no layout yet, so a centred spinner fills the window.
 */
export function PageLoadingFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}

import { Spinner } from '../../components/ui/spinner.tsx';

/**
 * Shown in the page's place while its code loads (the first visit to each page). It is as tall as
 * the window, so the footer stays below the fold and does not jump when the page arrives, and the
 * spinner fades in after a short delay, so quick loads never flash it.
 */
export function PageLoadingFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <div className="transition-opacity delay-200 duration-200 starting:opacity-0">
        <Spinner />
      </div>
    </div>
  );
}

import { t } from '@lingui/core/macro';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { paths } from '../../config/paths.ts';

type Props = {
  /** The page's address: a new one shows the page again (the boundary starts over). */
  resetKey: string;
  children: ReactNode;
};

type State = { failed: boolean; resetKey: string };

/**
 * Catches a page that throws while rendering (or whose code failed to load), so one broken page
 * shows a way out inside the shop's frame instead of blanking the whole shop (issue 20). React
 * itself logs the error.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-12 text-center">
      <Icon name="alert-circle" className="size-10 text-red-600" />
      <div role="alert">
        <h1 className="mt-4 text-2xl font-extrabold text-ink">
          {t`Something went wrong on this page`}
        </h1>
        <p className="mt-2 text-gray-600">
          {t`The rest of the shop still works. Reload the page to try again, or go back to the home page.`}
        </p>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClass('primary')}
        >
          {t`Reload`}
        </button>
        <Link to={paths.home.getHref()} className={buttonClass('secondary')}>
          {t`Back to Home`}
        </Link>
      </div>
    </div>
  );
}

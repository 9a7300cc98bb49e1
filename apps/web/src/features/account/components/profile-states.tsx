import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';

const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-xl bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';
const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-xl border border-gray-300 bg-white px-6 text-sm font-semibold text-ink transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

/** A card in the middle of the page: a round icon (brand or alarm colours), a title, then the rest. */
function CenteredCard({
  icon,
  tone,
  title,
  children,
}: {
  icon: IconName;
  tone: 'brand' | 'red';
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-7xl items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-3xl bg-white p-8 text-center shadow-xl ring-1 ring-black/5 sm:p-10">
        <span
          className={`mx-auto inline-flex size-16 items-center justify-center rounded-full ${tone === 'brand' ? 'bg-brand-50 text-brand-600' : 'bg-red-50 text-red-600'}`}
        >
          <Icon name={icon} className="size-8" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** Spec §2: a visitor without a token. */
export function AuthRequired() {
  return (
    <CenteredCard icon="lock" tone="brand" title={t`Authentication Required`}>
      <p className="mt-2 text-gray-600">{t`Please log in to access your profile`}</p>
      <Link to={paths.login.getHref()} className={`${primaryButton} mt-7 w-full sm:w-auto`}>
        {t`Go to Login`}
      </Link>
    </CenteredCard>
  );
}

/** A wait with a sentence: 'Loading your profile...' and the like. */
export function ProfileWaiting({ text }: { text: string }) {
  return (
    <div
      className="mx-auto flex min-h-[60vh] w-full max-w-7xl flex-col items-center justify-center gap-4 px-4"
      aria-busy="true"
    >
      <span
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500 motion-reduce:animate-[spin_1.5s_linear_infinite]"
        aria-hidden="true"
      />
      <p role="status" className="text-base font-medium text-gray-600">
        {text}
      </p>
    </div>
  );
}

/** Spec §2: the profile could not be loaded and nothing is there to show. */
export function ProfileLoadError({
  message,
  onRetry,
  onLogout,
  busy,
}: {
  message: string;
  onRetry: () => void;
  onLogout: () => void;
  busy: boolean;
}) {
  return (
    <CenteredCard icon="alert-triangle" tone="red" title={t`Error Loading Profile`}>
      <p role="alert" className="mt-2 text-gray-600">
        {message}
      </p>
      <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onRetry} disabled={busy} className={primaryButton}>
          {t`Retry`}
        </button>
        <button type="button" onClick={onLogout} disabled={busy} className={secondaryButton}>
          {t`Logout`}
        </button>
      </div>
    </CenteredCard>
  );
}

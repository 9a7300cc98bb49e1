import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Icon } from './icon.tsx';
import {
  dismiss,
  getItems,
  getNoItems,
  subscribe,
  type ToastItem,
  type ToastKind,
  type ToastPosition,
} from './toast.tsx';

const POSITIONS: readonly ToastPosition[] = ['top-right', 'top-center'];

const positionClass: Record<ToastPosition, string> = {
  'top-right': 'top-4 end-4 start-4 items-end sm:start-auto sm:w-96',
  'top-center': 'top-4 left-1/2 w-[calc(100%-2rem)] -translate-x-1/2 items-center sm:w-96',
};

/** The toast regions, per corner: mounted once into document.body by toast.tsx, on first use. */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, getItems, getNoItems);

  // Per corner: successes and warnings in a polite status region (there before its text, so it is
  // announced); each error is an alert of its own, announced at once.
  return (
    <>
      {POSITIONS.map((position) => {
        const here = current.filter((item) => item.position === position);
        return (
          <div
            key={position}
            className={`pointer-events-none fixed z-[70] flex flex-col gap-2 ${positionClass[position]}`}
          >
            {here
              .filter((item) => item.kind === 'error')
              .map((item) => (
                <ToastCard key={item.key} item={item} role="alert" />
              ))}
            <div
              role="status"
              aria-live="polite"
              aria-label={t`Notifications`}
              className="flex w-full flex-col gap-2"
            >
              {here
                .filter((item) => item.kind !== 'error')
                .map((item) => (
                  <ToastCard key={item.key} item={item} />
                ))}
            </div>
          </div>
        );
      })}
    </>
  );
}

const kindStyle: Record<ToastKind, { accent: string; icon: string }> = {
  success: { accent: 'bg-green-600', icon: 'text-green-700 bg-green-50' },
  error: { accent: 'bg-red-600', icon: 'text-red-700 bg-red-50' },
  warning: { accent: 'bg-amber-500', icon: 'text-amber-700 bg-amber-50' },
};

function KindIcon({ kind }: { kind: ToastKind }) {
  const path =
    kind === 'success'
      ? 'M20 6 9 17l-5-5'
      : kind === 'error'
        ? 'M18 6 6 18M6 6l12 12'
        : 'M12 8v5M12 16.5v.01';
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-4"
    >
      <path d={path} />
    </svg>
  );
}

function ToastCard({ item, role }: { item: ToastItem; role?: 'alert' }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.durationMs);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, item.id]);

  const style = kindStyle[item.kind];
  return (
    <div
      role={role}
      data-kind={item.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl bg-white py-3 pe-2 ps-4 shadow-lg ring-1 ring-black/5 transition duration-200 ease-out motion-reduce:transition-none starting:-translate-y-2 starting:opacity-0"
    >
      <span aria-hidden="true" className={`absolute inset-y-0 start-0 w-1 ${style.accent}`} />
      <span
        className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full ${style.icon}`}
      >
        <KindIcon kind={item.kind} />
      </span>
      <p className="flex-1 py-0.5 text-sm leading-5 font-medium text-ink">
        {item.kind === 'error' && <span className="sr-only">{t`Error:`} </span>}
        <span>{item.message}</span>
      </p>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        aria-label={t`Dismiss notification`}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-gray-500 transition-colors hover:bg-gray-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}

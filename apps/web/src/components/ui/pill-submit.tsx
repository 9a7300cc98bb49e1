import type { ReactNode } from 'react';

/** The wide rounded send button of the booking and contact forms; disabled while `busy`. */
export function PillSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-8 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-brand-600/60 sm:w-auto"
    >
      {children}
    </button>
  );
}

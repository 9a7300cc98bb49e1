import type { ReactNode } from 'react';

/**
 * The head of a page panel (the profile's tabs): its title, a line under it, and the panel's own
 * actions on the right when it has some.
 */
export function PanelHeading({
  title,
  text,
  liveText = false,
  children,
}: {
  title: ReactNode;
  text: ReactNode;
  /** The line changes with the content (a count): announce it. */
  liveText?: boolean;
  /** The panel's actions. */
  children?: ReactNode;
}) {
  return (
    <header
      className={`border-b border-gray-100 pb-5 ${
        children ? 'flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between' : ''
      }`}
    >
      <div>
        <h2 className="flex items-center gap-3 text-xl font-bold text-ink sm:text-2xl">{title}</h2>
        <p className="mt-1 text-sm text-gray-600" aria-live={liveText ? 'polite' : undefined}>
          {text}
        </p>
      </div>
      {children}
    </header>
  );
}

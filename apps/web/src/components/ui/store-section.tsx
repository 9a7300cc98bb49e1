import type { ReactNode } from 'react';

/**
 * A storefront band: its background runs the full width (`className`), its content keeps to the
 * page's width. `titleId` is the id of the heading that names it for assistive technology.
 */
export function StoreSection({
  id,
  titleId,
  className,
  children,
}: {
  id?: string;
  titleId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

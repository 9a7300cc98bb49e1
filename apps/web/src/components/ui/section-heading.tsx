import type { ReactNode } from 'react';

/**
 * A storefront section's heading: a small brand-coloured line, then the section's h2. `id` is
 * what the section's aria-labelledby names.
 */
export function SectionHeading({
  id,
  eyebrow,
  children,
}: {
  id: string;
  eyebrow: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {children}
      </h2>
    </>
  );
}

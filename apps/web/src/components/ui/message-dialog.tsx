import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import { Icon, type IconName } from './icon.tsx';

/** The look of a message dialog's buttons and links: the main one filled, the others outlined. */
export const dialogPrimaryAction =
  'inline-flex h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-60';
export const dialogDangerAction =
  'inline-flex h-12 w-full items-center justify-center rounded-xl bg-red-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600';
export const dialogSecondaryAction =
  'inline-flex h-12 w-full items-center justify-center rounded-xl border border-gray-300 px-6 text-base font-semibold text-ink transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const TONES = {
  success: 'bg-green-50 text-green-600',
  brand: 'bg-brand-50 text-brand-600',
  danger: 'bg-red-50 text-red-600',
} as const;

/**
 * A short modal message with an icon, a title, a sentence and its actions (stacked buttons or
 * links; the first gets focus, no autoFocus: it would hide the opener that focus returns to): the 'Success!' after adding to the cart,
 * "log in to save", a confirmation. Render it while it is open; Escape closes it (`onClose`),
 * the backdrop does not, and focus goes back where it was.
 */
export function MessageDialog({
  icon,
  tone = 'brand',
  title,
  text,
  onClose,
  role,
  children,
}: {
  icon: IconName;
  tone?: keyof typeof TONES;
  title: string;
  text: string;
  onClose: () => void;
  /** 'alertdialog' for a question that needs an answer (a confirmation). */
  role?: 'alertdialog';
  children: ReactNode;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      {...(role ? { role } : {})}
      className="w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-white p-8 text-center shadow-2xl open:flex open:flex-col open:items-center"
    >
      <span
        className={`inline-flex size-16 items-center justify-center rounded-full ${TONES[tone]}`}
      >
        <Icon name={icon} className="size-9" />
      </span>
      <h2 id={titleId} className="mt-5 text-2xl font-extrabold text-ink">
        {title}
      </h2>
      <p id={textId} className="mt-2 text-gray-600">
        {text}
      </p>
      <div className="mt-7 flex w-full flex-col gap-3">{children}</div>
    </Dialog>
  );
}

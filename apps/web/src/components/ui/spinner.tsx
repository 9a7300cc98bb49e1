import { t } from '@lingui/core/macro';
/** A small spinning ring; announced to screen readers as a status with a hidden label. */
export function Spinner({
  label = t`Loading`,
  className = '',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className={`inline-flex items-center justify-center ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600 motion-reduce:animate-[spin_1.5s_linear_infinite]"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * The spinner with its words shown beside it. Screen readers hear them once, from the spinner's
 * status, so the visible line is hidden from them.
 */
export function LoadingMessage({
  text,
  className,
  textClassName = 'text-sm text-gray-600',
}: {
  text: string;
  className: string;
  textClassName?: string;
}) {
  return (
    <div className={className}>
      <Spinner label={text} />
      <p className={textClassName} aria-hidden="true">
        {text}
      </p>
    </div>
  );
}

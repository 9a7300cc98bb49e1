/** A small spinning ring; announced to screen readers as a status with a hidden label. */
export function Spinner({
  label = 'Loading',
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

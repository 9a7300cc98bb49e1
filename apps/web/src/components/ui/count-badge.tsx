/** Badge text for a count (spec §9: counts over 99 show '99+'); empty when there is nothing to show. */
export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count < 1) return '';
  if (count > 99) return '99+';
  return String(Math.floor(count));
}

/**
 * The small orange count on the header's wishlist and cart icons. Decorative: the link around it
 * names the count in its own label, so screen readers hear it once.
 */
export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[11px] leading-none font-bold text-white tabular-nums ring-2 ring-white ${className}`}
    >
      {text}
    </span>
  );
}

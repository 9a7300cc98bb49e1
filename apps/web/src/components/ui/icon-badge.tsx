import { Icon, type IconName } from './icon.tsx';

/**
 * An icon on a rounded brand tile, heading a card of the storefront. In a row beside text it
 * keeps its size (`inRow`) instead of giving way to a long line.
 */
export function IconBadge({ icon, inRow = false }: { icon: IconName; inRow?: boolean }) {
  return (
    <span
      className={`inline-flex size-12 ${inRow ? 'shrink-0 ' : ''}items-center justify-center rounded-xl bg-brand-100 text-brand-700`}
    >
      <Icon name={icon} className="size-6" />
    </span>
  );
}

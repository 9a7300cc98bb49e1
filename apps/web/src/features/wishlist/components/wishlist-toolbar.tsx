import { Icon } from '../../../components/ui/icon.tsx';
import { secondaryButton } from './wishlist-states.tsx';

/** 'Refresh' and 'Clear All', shown only while the list has something in it (spec §2). */
export function WishlistToolbar({
  onRefresh,
  onClearAll,
  refreshing,
  clearing,
}: {
  onRefresh: () => void;
  onClearAll: () => void;
  refreshing: boolean;
  clearing: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={onRefresh} disabled={refreshing} className={secondaryButton}>
        <Icon
          name="refresh"
          className={`size-4 ${refreshing ? 'animate-spin motion-reduce:animate-none' : ''}`}
        />
        Refresh
      </button>
      <button
        type="button"
        onClick={onClearAll}
        disabled={clearing}
        className={`${secondaryButton} text-red-700 hover:border-red-400 hover:text-red-800 focus-visible:outline-red-600`}
      >
        <Icon name="trash" className="size-4" />
        Clear All
      </button>
    </div>
  );
}

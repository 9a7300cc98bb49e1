import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { secondaryButton } from './wishlist-states.tsx';

/**
 * 'Refresh' and 'Clear All', shown only while the list has something in it (spec §2). 'Clear All'
 * asks first, in a dialog with spec §5's question (instead of the browser's confirm).
 */
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
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={onRefresh} disabled={refreshing} className={secondaryButton}>
        <Icon
          name="refresh"
          className={`size-4 ${refreshing ? 'animate-spin motion-reduce:animate-none' : ''}`}
        />
        {t`Refresh`}
      </button>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        disabled={clearing}
        className={`${secondaryButton} text-red-700 hover:border-red-400 hover:text-red-800 focus-visible:outline-red-600`}
      >
        <Icon name="trash" className="size-4" />
        {t`Clear All`}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t`Clear your wishlist?`}
          text={t`Are you sure you want to clear your entire wishlist?`}
          confirmLabel={t`Clear All`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onClearAll();
          }}
        />
      )}
    </div>
  );
}

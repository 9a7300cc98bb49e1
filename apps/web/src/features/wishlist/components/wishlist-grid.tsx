import type { WishlistItem } from '@petshop/contracts';
import type { useWishlist } from '../hooks/use-wishlist.ts';
import { WishlistItemCard } from './wishlist-item-card.tsx';

type Wishlist = ReturnType<typeof useWishlist>;

/** Spec §9: 1 to 4 columns by screen width (up to 3 inside the narrower profile panel). */
const COLUMNS = {
  page: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  panel: 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3',
} as const;

export function WishlistGrid({
  items,
  wishlist,
  layout,
}: {
  items: readonly WishlistItem[];
  wishlist: Wishlist;
  layout: keyof typeof COLUMNS;
}) {
  return (
    <ul className={`grid gap-6 ${COLUMNS[layout]}`}>
      {items.map((item) => (
        <li key={item.id}>
          <WishlistItemCard
            item={item}
            busy={wishlist.busy.get(item.id)}
            imageUnavailable={wishlist.unavailableImages.has(item.id)}
            onImageError={() => wishlist.markImageUnavailable(item.id)}
            onRemove={() => void wishlist.removeItem(item)}
            onMoveToCart={() => void wishlist.moveToCart(item)}
          />
        </li>
      ))}
    </ul>
  );
}

import { LOGO_SRC } from '../../lib/shop-identity.ts';

/**
 * The shop's logo at its drawn size (no shift as it loads), named by the shop's name for screen
 * readers; header, footer and side menu differ only in how large it shows and when it loads.
 */
export function ShopLogo({
  shopName,
  className,
  loading,
}: {
  shopName: string;
  className: string;
  loading?: 'lazy';
}) {
  return (
    <img
      src={LOGO_SRC}
      alt={shopName}
      width={240}
      height={64}
      loading={loading}
      className={className}
    />
  );
}

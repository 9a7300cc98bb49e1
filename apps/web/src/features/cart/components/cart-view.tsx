import { plural, t } from '@lingui/core/macro';
import { useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { formatAed } from '../../../lib/money.ts';
import { cartKeys } from '../api/get-cart.ts';
import { cartOrderSummary, cartUnits, checkoutState } from '../cart-entries.ts';
import { cartAuthFailedMessage, cartLoadFailedMessage } from '../cart-messages.ts';
import type { CartEntry } from '../types.ts';
import { removeVisitorLine, setVisitorQuantity } from '../visitor-cart.ts';
import { useCart } from '../hooks/use-cart.ts';
import { DeliveryNotes, DeliveryRow } from '../../../components/ui/delivery-lines.tsx';
import { deliveryFeeAed, useDeliverySettings } from '../../../lib/delivery.ts';
import { CartLine } from './cart-line.tsx';

const primaryButton =
  'inline-flex h-12 items-center justify-center rounded-xl bg-brand-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

function Notice({
  icon,
  title,
  text,
  action,
  alert = false,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action: ReactNode;
  alert?: boolean;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-gray-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        {icon}
      </span>
      <h2 role={alert ? 'alert' : undefined} className="mt-5 text-xl font-bold text-ink">
        {title}
      </h2>
      {text && <p className="mt-2 text-gray-600">{text}</p>}
      <div className="mt-7">{action}</div>
    </div>
  );
}

function LoginLink() {
  return (
    <Link to={paths.login.getHref()} className={primaryButton}>
      {t`Go to Login`}
    </Link>
  );
}

/**
 * Spec §2 "Cart (/cart)": a customer's lines, the Order Summary and the way to checkout. (A
 * visitor's cart is VisitorCartView: decision 043 replaces 'Authentication required'.)
 */
export function CartView() {
  const cart = useCart();
  const navigate = useNavigate();
  // Checkout gets the quantities the server has confirmed, not ones still on their way.
  const saving = useIsMutating({ mutationKey: cartKeys.all }) > 0;

  const changeQuantity = (cartItemId: number, quantity: number) =>
    cart.updateQuantity(cartItemId, quantity).catch((error: Error) => toast.error(error.message));
  const removeLine = (cartItemId: number) =>
    cart.remove(cartItemId).catch((error: Error) => toast.error(error.message));

  let body: ReactNode;
  if (cart.error === cartAuthFailedMessage()) {
    body = (
      <Notice
        icon={<Icon name="lock" className="size-8" />}
        title={cartAuthFailedMessage()}
        action={<LoginLink />}
        alert
      />
    );
  } else if (cart.loading) {
    body = (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner label={t`Loading your cart`} />
      </div>
    );
  } else if (cart.unreachable) {
    body = <LoadError className="mx-auto max-w-lg" onRetry={() => void cart.refetch()} />;
  } else if (cart.error) {
    body = (
      <Notice
        icon={<Icon name="cart" className="size-8" />}
        title={cart.error}
        action={
          <button type="button" onClick={() => void cart.refetch()} className={primaryButton}>
            {t`Try Again`}
          </button>
        }
        alert
      />
    );
  } else if (cart.items.length === 0) {
    body = <EmptyCart />;
  } else {
    body = (
      <CartContents
        entries={cart.items}
        saving={saving}
        onQuantityChange={(entry, quantity) => void changeQuantity(entry.cart_item_id, quantity)}
        onRemove={(entry) => void removeLine(entry.cart_item_id)}
        onCheckout={() =>
          void navigate(paths.checkout.getHref(), { state: checkoutState(cart.items) })
        }
      />
    );
  }

  return <CartPage>{body}</CartPage>;
}

function CartPage({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="mb-8 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {t`Shopping Cart`}
      </h1>
      {children}
    </div>
  );
}

function EmptyCart() {
  return (
    <Notice
      icon={<Icon name="bag" className="size-8" />}
      title={t`Your cart is empty.`}
      action={
        <Link to={paths.home.getHref()} className={primaryButton}>
          {t`Continue Shopping`}
        </Link>
      }
    />
  );
}

/** The lines, the Order Summary and the way to checkout: a customer's cart or a visitor's. */
function CartContents({
  entries,
  saving,
  onQuantityChange,
  onRemove,
  onCheckout,
  note,
}: {
  entries: CartEntry[];
  saving: boolean;
  onQuantityChange: (entry: CartEntry, quantity: number) => void;
  onRemove: (entry: CartEntry) => void;
  onCheckout: () => void;
  note?: string;
}) {
  const summary = cartOrderSummary(entries);
  const count = cartUnits(entries);
  const delivery = useDeliverySettings();
  // The fee the server will charge (decision 045): shown before the customer confirms.
  const total = summary.total + deliveryFeeAed(summary.subtotal, delivery);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="cart-lines-heading">
        <h2 id="cart-lines-heading" className="sr-only">
          {t`Items in your cart`}
        </h2>
        <ul className="divide-y divide-gray-200 border-y border-gray-200">
          {entries.map((entry) => (
            <CartLine
              key={entry.cart_item_id}
              entry={entry}
              onQuantityChange={(quantity) => onQuantityChange(entry, quantity)}
              onRemove={() => onRemove(entry)}
            />
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="order-summary-heading"
        className="rounded-2xl bg-gray-50 p-6 ring-1 ring-gray-200 lg:sticky lg:top-28"
      >
        <h2 id="order-summary-heading" className="text-lg font-bold text-ink">
          {t`Order Summary`}
        </h2>
        <dl className="mt-5 space-y-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-gray-600">
              {plural(count, { one: 'Subtotal (# item)', other: 'Subtotal (# items)' })}
            </dt>
            <dd className="font-semibold text-ink tabular-nums">{formatAed(summary.subtotal)}</dd>
          </div>
          <DeliveryRow subtotal={summary.subtotal} />
          <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-base">
            <dt className="font-bold text-ink">{t`Total`}</dt>
            <dd className="font-extrabold text-ink tabular-nums" aria-live="polite">
              {formatAed(total)}
            </dd>
          </div>
        </dl>
        <DeliveryNotes subtotal={summary.subtotal} />
        <button
          type="button"
          disabled={saving}
          onClick={onCheckout}
          className={`${primaryButton} mt-6 w-full`}
        >
          {t`Proceed to Checkout`}
        </button>
        {note && <p className="mt-3 text-center text-sm text-gray-600">{note}</p>}
        <Link
          to={paths.store.getHref()}
          className="mt-3 flex h-11 items-center justify-center rounded-xl text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t`Continue Shopping`}
        </Link>
      </section>
    </div>
  );
}

/**
 * A visitor's cart (decision 043): the lines kept in this browser, named, pictured and priced
 * from the catalog (`entries`, built by the page). Quantities and removals change the browser's
 * copy; checkout asks them to log in or register.
 */
export function VisitorCartView({
  lineCount,
  entries,
  loading,
  failed,
  onRetry,
}: {
  /** Lines kept in the browser, known to the catalog or not. */
  lineCount: number;
  entries: CartEntry[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const navigate = useNavigate();
  let body: ReactNode;
  if (lineCount === 0) {
    body = <EmptyCart />;
  } else if (failed) {
    body = (
      <Notice
        icon={<Icon name="cart" className="size-8" />}
        title={cartLoadFailedMessage()}
        action={
          <button type="button" onClick={onRetry} className={primaryButton}>
            {t`Try Again`}
          </button>
        }
        alert
      />
    );
  } else if (loading) {
    body = (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner label={t`Loading your cart`} />
      </div>
    );
  } else if (entries.length === 0) {
    body = <EmptyCart />;
  } else {
    body = (
      <CartContents
        entries={entries}
        saving={false}
        onQuantityChange={(entry, quantity) => setVisitorQuantity(entry.product_size_id, quantity)}
        onRemove={(entry) => removeVisitorLine(entry.product_size_id)}
        onCheckout={() => void navigate(paths.checkout.getHref())}
        note={t`You will log in or create an account at checkout.`}
      />
    );
  }
  return <CartPage>{body}</CartPage>;
}

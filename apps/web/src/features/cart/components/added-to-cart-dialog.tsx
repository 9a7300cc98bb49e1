import { useId } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * Spec §2 "Product detail": the 'Success!' dialog after adding to the cart; render it while it is
 * open. Escape or 'Continue Shopping' closes it (then `onClose`); the backdrop does not.
 */
export function AddedToCartDialog({
  productName,
  onClose,
}: {
  productName: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();

  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      className="w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-white p-8 text-center shadow-2xl open:flex open:flex-col open:items-center"
    >
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-green-50 text-green-600">
        <Icon name="check-circle" className="size-9" />
      </span>
      <h2 id={titleId} className="mt-5 text-2xl font-extrabold text-ink">
        Success!
      </h2>
      <p id={textId} className="mt-2 text-gray-600">
        {productName} has been added to your cart.
      </p>
      <div className="mt-7 flex w-full flex-col gap-3">
        <button
          type="button"
          autoFocus
          onClick={onClose}
          className="inline-flex h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Continue Shopping
        </button>
        <Link
          to={paths.cart.getHref()}
          className="inline-flex h-12 w-full items-center justify-center rounded-xl border border-gray-300 px-6 text-base font-semibold text-ink transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          View Cart
        </Link>
      </div>
    </Dialog>
  );
}

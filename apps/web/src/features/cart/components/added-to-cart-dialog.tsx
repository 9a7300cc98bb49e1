import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import {
  dialogPrimaryAction,
  dialogSecondaryAction,
  MessageDialog,
} from '../../../components/ui/message-dialog.tsx';
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
  return (
    <MessageDialog
      icon="check-circle"
      tone="success"
      title={t`Success!`}
      text={t`${productName} has been added to your cart.`}
      onClose={onClose}
    >
      <button type="button" onClick={onClose} className={dialogPrimaryAction}>
        {t`Continue Shopping`}
      </button>
      <Link to={paths.cart.getHref()} className={dialogSecondaryAction}>
        {t`View Cart`}
      </Link>
    </MessageDialog>
  );
}

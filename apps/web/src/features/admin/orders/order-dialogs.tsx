import { formatAed } from '../../../lib/money.ts';
import { FormDialog, NoteDialog, TextField, useFormFields } from '../admin-ui.tsx';

/** "Mark shipped": the carrier and tracking number the customer is e-mailed. */
export function ShipDialog({
  open,
  onClose,
  onShip,
  pending,
  errors,
}: {
  open: boolean;
  onClose: () => void;
  onShip: (body: { trackingNumber: string; carrier: string; estimatedDelivery?: string }) => void;
  pending: boolean;
  errors: Record<string, string>;
}) {
  const form = useFormFields({ trackingNumber: '', carrier: '', estimatedDelivery: '' });
  const field = form.fields(errors);
  const { trackingNumber, carrier, estimatedDelivery } = form.values;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={() =>
        onShip({ trackingNumber, carrier, ...(estimatedDelivery ? { estimatedDelivery } : {}) })
      }
      title="Mark shipped"
      dirty={form.dirty}
      submitLabel="Mark shipped and e-mail the customer"
      pendingLabel="Saving…"
      pending={pending}
    >
      <TextField label="Carrier" marker="required" {...field('carrier')} list="carriers" />
      <datalist id="carriers">
        <option value="Aramex" />
        <option value="Emirates Post" />
        <option value="DHL" />
        <option value="Shop delivery" />
      </datalist>
      <TextField label="Tracking number" marker="required" {...field('trackingNumber')} />
      <TextField
        label="Estimated delivery"
        marker="optional"
        {...field('estimatedDelivery')}
        type="date"
      />
    </FormDialog>
  );
}

/** "Cancel order": a reason for the timeline; a paid card order is refunded as well. */
export function CancelOrderDialog({
  open,
  onClose,
  onCancel,
  pending,
  paidByCard,
  total,
}: {
  open: boolean;
  onClose: () => void;
  onCancel: (reason: string) => void;
  pending: boolean;
  paidByCard: boolean;
  total: number;
}) {
  return (
    <NoteDialog
      open={open}
      onClose={onClose}
      onSubmit={onCancel}
      title="Cancel this order?"
      noteLabel="Reason"
      hint="Kept in the order's timeline."
      backLabel="Keep the order"
      submitLabel={paidByCard ? 'Cancel and refund' : 'Cancel order'}
      pendingLabel="Cancelling…"
      pending={pending}
    >
      The items go back into stock and the customer is told by e-mail.
      {paidByCard && ` ${formatAed(total)} is refunded to their card.`}
    </NoteDialog>
  );
}

/** "Cash not collected": what happened at the door, for the timeline. */
export function CashNotCollectedDialog({
  open,
  onClose,
  onSave,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (note: string) => void;
  pending: boolean;
}) {
  return (
    <NoteDialog
      open={open}
      onClose={onClose}
      onSubmit={onSave}
      title="Cash not collected"
      noteLabel="What happened"
      hint="Kept in the order's timeline."
      submitLabel="Save"
      pendingLabel="Saving…"
      pending={pending}
    >
      The order's payment reads “Cash not collected” until the cash is collected.
    </NoteDialog>
  );
}

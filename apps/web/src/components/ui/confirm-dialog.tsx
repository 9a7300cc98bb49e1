import { t } from '@lingui/core/macro';
import { dialogDangerAction, dialogSecondaryAction, MessageDialog } from './message-dialog.tsx';

/**
 * A question before an action that cannot be undone (instead of the browser's confirm): the
 * safe answer has focus, Escape is the safe answer too.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel = t`Cancel`,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <MessageDialog
      icon="alert-triangle"
      tone="danger"
      title={title}
      text={text}
      onClose={onCancel}
      role="alertdialog"
    >
      <button type="button" onClick={onCancel} className={dialogSecondaryAction}>
        {cancelLabel}
      </button>
      <button type="button" onClick={onConfirm} className={dialogDangerAction}>
        {confirmLabel}
      </button>
    </MessageDialog>
  );
}

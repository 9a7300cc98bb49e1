import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { currentPath, withReturnPath } from '../../lib/return-path.ts';
import { closeLoginPrompt } from './login-prompt.tsx';
import { dialogPrimaryAction, dialogSecondaryAction, MessageDialog } from './message-dialog.tsx';

/** "Log in to save": Log in and Create account, both coming back to this page (login-prompt.tsx). */
export default function LoginPromptDialog({ text }: { text: string }) {
  const location = useLocation();
  const back = currentPath(location);
  const close = closeLoginPrompt;
  return (
    <MessageDialog icon="heart" title="Log in to save" text={text} onClose={close}>
      <Link
        to={withReturnPath(paths.login.getHref(), back)}
        onClick={close}
        className={dialogPrimaryAction}
      >
        Log in
      </Link>
      <Link
        to={withReturnPath(paths.register.getHref(), back)}
        onClick={close}
        className={dialogSecondaryAction}
      >
        Create account
      </Link>
      <button
        type="button"
        onClick={close}
        className="h-11 text-sm font-semibold text-gray-600 hover:text-ink"
      >
        Not now
      </button>
    </MessageDialog>
  );
}

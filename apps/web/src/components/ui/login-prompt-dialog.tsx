import { t } from '@lingui/core/macro';
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
    <MessageDialog icon="heart" title={t`Log in to save`} text={text} onClose={close}>
      {(
        [
          [paths.login.getHref(), dialogPrimaryAction, t`Log in`],
          [paths.register.getHref(), dialogSecondaryAction, t`Create account`],
        ] as const
      ).map(([page, className, label]) => (
        <Link key={label} to={withReturnPath(page, back)} onClick={close} className={className}>
          {label}
        </Link>
      ))}
      <button
        type="button"
        onClick={close}
        className="h-11 text-sm font-semibold text-gray-600 hover:text-ink"
      >
        {t`Not now`}
      </button>
    </MessageDialog>
  );
}

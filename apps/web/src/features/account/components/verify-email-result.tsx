import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { withPart } from '../../../lib/message-parts.tsx';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useVerifyEmail } from '../api/account-care.ts';
import { failureMessage } from '../profile-edit.ts';
import { authLinkClass } from './auth-shell.tsx';

/** The token of the e-mailed link: in the fragment, so it never reaches a server log. */
const tokenFromLocation = () =>
  new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

const primaryLink =
  'inline-flex h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800';

/**
 * Opens the link as soon as the page shows (no button: the click in the mail was the
 * customer's), then says how it went. Logged in or not: the token is the proof.
 */
export function VerifyEmailResult() {
  const [token] = useState(tokenFromLocation);
  const verify = useVerifyEmail();
  const loggedIn = useIsLoggedIn();
  const { mutate } = verify;
  // Once: a link works only once, and a second call would answer "already used".
  const opened = useRef(false);
  useEffect(() => {
    if (!token || opened.current) return;
    opened.current = true;
    mutate(token);
  }, [token, mutate]);

  const yourAccount = t`your account`;
  const next = loggedIn ? (
    <Link to={paths.profile.getHref()} className={primaryLink}>
      {t`Go to my account`}
    </Link>
  ) : (
    <Link to={paths.login.getHref()} className={primaryLink}>
      {t`Log in`}
    </Link>
  );

  if (!token) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {t`This link is incomplete. Please open it again from the email.`}
      </p>
    );
  }
  if (verify.isSuccess) {
    return (
      <div className="space-y-5">
        <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {verify.data.message}
        </p>
        {next}
      </div>
    );
  }
  if (verify.isError) {
    return (
      <div className="space-y-5">
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {failureMessage(verify.error)}
        </p>
        {loggedIn ? (
          <p className="text-sm text-gray-600">
            {withPart(t`A new link can be sent from ${yourAccount}.`, yourAccount, (part) => (
              <Link to={paths.profile.getHref()} className={authLinkClass}>
                {part}
              </Link>
            ))}
          </p>
        ) : (
          next
        )}
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-gray-600">
      {t`Confirming your email address...`}
    </p>
  );
}

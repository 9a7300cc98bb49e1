import { useState } from 'react';
import { useProfile } from '../api/get-profile.ts';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

/** Hidden for the rest of the visit once the customer says so; back in a new tab or visit. */
const HIDDEN_KEY = 'petshop.emailReminderHidden';

/**
 * Issue 21: the reminder to confirm the e-mail address, above every page but the account page
 * (which shows it in its own place). Loaded only for a logged-in customer (root-layout.tsx); reads
 * the profile the account page reads, so confirming there hides it here too.
 */
export default function EmailReminder() {
  const profile = useProfile({ enabled: true });
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(HIDDEN_KEY) === '1');
  if (hidden || profile.data?.emailVerified !== false) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <VerifyEmailBanner
        email={profile.data.email}
        className=""
        onHide={() => {
          sessionStorage.setItem(HIDDEN_KEY, '1');
          setHidden(true);
        }}
      />
    </div>
  );
}

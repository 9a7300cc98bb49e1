import { t } from '@lingui/core/macro';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { BookingForm } from '../../features/booking/components/booking-form.tsx';
import { BookingHero } from '../../features/booking/components/booking-hero.tsx';
import { BookingInfo } from '../../features/booking/components/booking-info.tsx';
import { usePageHead } from '../../lib/page-meta.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

/** /booking — the grooming booking form, with ways to reach us and our hours beside it. */
export function Component() {
  usePageHead();
  // A logged-in customer books with their account's details filled in (issue 31).
  const profile = useProfile({ enabled: useIsLoggedIn() }).data;
  const contact = profile?.email
    ? { name: profile.fullName, phone: profile.phone, email: profile.email }
    : null;
  return (
    <>
      <BookingHero />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 sm:pb-20 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)] lg:px-8">
        <BookingForm contact={contact} />
        <aside aria-label={t`Contact and opening hours`}>
          <BookingInfo />
        </aside>
      </div>
    </>
  );
}

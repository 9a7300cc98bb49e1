import { usePageHead } from '../../../lib/page-meta.ts';
import { ListError } from '../admin-ui.tsx';
import { useGroomingSetup } from './api/grooming-setup.ts';
import { BookingRulesSection } from './booking-rules-section.tsx';
import { GroomersSection } from './groomers-section.tsx';
import { HolidaysSection } from './holidays-section.tsx';
import { ServicesSection } from './services-section.tsx';

/**
 * /admin/grooming-setup (owners, issue 31): what customers may book and when. The services and
 * their prices per pet, the groomers' weekly hours and days off, the shop's holidays and the
 * booking rules; each change is what the booking page offers on its next visit.
 */
export function Component() {
  usePageHead({ title: 'Grooming setup' });
  const setup = useGroomingSetup();
  return (
    <div className="max-w-5xl min-w-0 space-y-10">
      <header>
        <h1 className="text-2xl font-bold text-ink">Grooming setup</h1>
        <p className="mt-1 text-sm text-gray-600">
          What customers can book on the booking page, at what price, and when. Appointments already
          booked keep the services and prices they were booked with.
        </p>
      </header>
      {setup.isPending && <p className="text-gray-600">Loading the grooming setup…</p>}
      {setup.isError && <ListError error={setup.error} />}
      {setup.data && (
        <>
          <ServicesSection services={setup.data.services} />
          <GroomersSection groomers={setup.data.groomers} />
          <HolidaysSection holidays={setup.data.holidays} />
          <BookingRulesSection settings={setup.data.settings} />
        </>
      )}
    </div>
  );
}

export default Component;

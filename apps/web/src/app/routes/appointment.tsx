import { t } from '@lingui/core/macro';
import { AppointmentManage } from '../../features/appointment/appointment-manage.tsx';
import { usePageHead } from '../../lib/page-meta.ts';

/** /appointment#token=… — a grooming appointment's private link (issue 31). */
export function Component() {
  usePageHead();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="mb-6 text-2xl font-bold text-ink sm:text-3xl">{t`Your grooming appointment`}</h1>
      <AppointmentManage />
    </div>
  );
}

import type { GroomingSetup } from '@petshop/contracts/admin-grooming';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { fieldErrors } from '../admin-api.ts';
import { TextField } from '../admin-ui.tsx';
import { formlessProblem, ProblemAlert } from '../kit/detail-page.tsx';
import { SaveBar } from '../kit/save-bar.tsx';
import { useSaveRules } from './api/grooming-setup.ts';
import { SetupSection } from './setup-parts.tsx';

/** Booking rules: how far ahead customers may book, and how much notice a booking needs. */
export function BookingRulesSection({ settings }: { settings: GroomingSetup['settings'] }) {
  // A saved change remounts the form with the saved values.
  return (
    <SetupSection
      id="booking-rules-title"
      title="Booking rules"
      text="How far ahead customers may book online, and how soon before a time it may still be booked."
    >
      <RulesForm key={`${settings.windowDays}-${settings.noticeMinutes}`} settings={settings} />
    </SetupSection>
  );
}

function RulesForm({ settings }: { settings: GroomingSetup['settings'] }) {
  const saved = {
    days: String(settings.windowDays),
    hours: String(Math.round((settings.noticeMinutes / 60) * 100) / 100),
  };
  const [days, setDays] = useState(saved.days);
  const [hours, setHours] = useState(saved.hours);
  const [problems, setProblems] = useState<{ days?: string; hours?: string }>({});
  const save = useSaveRules();
  const serverErrors = fieldErrors(save.error);
  const dirty = days !== saved.days || hours !== saved.hours;
  return (
    <form
      noValidate
      aria-labelledby="booking-rules-title"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        const windowDays = Number(days);
        const noticeHours = Number(hours.replace(',', '.'));
        const found: typeof problems = {};
        if (!/^\d+$/.test(days.trim()) || windowDays < 1 || windowDays > 90) {
          found.days = 'Enter whole days from 1 to 90.';
        }
        if (
          hours.trim() === '' ||
          !Number.isFinite(noticeHours) ||
          noticeHours < 0 ||
          noticeHours > 168
        ) {
          found.hours = 'Enter hours from 0 to 168 (7 days), such as 2 or 1.5.';
        }
        setProblems(found);
        if (found.days || found.hours) return;
        save.mutate(
          { windowDays, noticeMinutes: Math.round(noticeHours * 60) },
          { onSuccess: () => toast.success('Booking rules saved.') },
        );
      }}
    >
      <ProblemAlert>{formlessProblem(save.error)}</ProblemAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="How far ahead customers may book (days)"
          hint="Today counts: 14 means today and the next 13 days."
          inputMode="numeric"
          value={days}
          onChange={setDays}
          error={problems.days ?? serverErrors.windowDays}
        />
        <TextField
          label="Minimum notice (hours)"
          hint="A time closer than this cannot be booked online. 0 means any time still ahead."
          inputMode="decimal"
          value={hours}
          onChange={setHours}
          error={problems.hours ?? serverErrors.noticeMinutes}
        />
      </div>
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        saveLabel="Save rules"
        onDiscard={() => {
          setDays(saved.days);
          setHours(saved.hours);
          setProblems({});
          save.reset();
        }}
      />
    </form>
  );
}

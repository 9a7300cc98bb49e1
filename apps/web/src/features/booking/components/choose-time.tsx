import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
// This part of the page is loaded on its own, so the form above draws without waiting for it.
import type { BookingService } from '@petshop/contracts';
import type { GroomingService } from '@petshop/contracts/grooming';
import { useId, type ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatAed } from '../../../lib/money.ts';
import {
  DOG_SIZES,
  priceFor,
  type AppointmentChoice,
  type ChosenSlot,
  type DogSize,
} from '../appointment-choice.ts';
import {
  formatAppointmentTime,
  formatClock,
  formatDuration,
  formatSlotDay,
} from '../../../lib/appointment-time.ts';
import type { GroomingPackageName } from '../booking-message.ts';
import { RadioButtons } from './radio-buttons.tsx';

export const NO_ONLINE_TIMES = msg`No times can be booked online at the moment. Send your request and we will call you to agree a time.`;

/** The dog sizes as the customer reads them (the contract's PET_SIZE_LABELS, in the shop's language). */
const DOG_SIZE_LABELS: Record<DogSize, MessageDescriptor> = {
  dog_small: msg`Small dog (up to 10 kg)`,
  dog_medium: msg`Medium dog (10–25 kg)`,
  dog_large: msg`Large dog (over 25 kg)`,
};

export interface ChooseTimeProps {
  choice: AppointmentChoice;
  petType: BookingService;
  groomingPackage: GroomingPackageName | null;
  dogSize: DogSize | null;
  onDogSize: (size: DogSize) => void;
  onAddOn: (id: number, chosen: boolean) => void;
  day: string | null;
  onDay: (day: string) => void;
  slot: ChosenSlot | null;
  onSlot: (slot: ChosenSlot | null) => void;
  /** The last booking was refused: another customer took the time first. */
  slotTaken: boolean;
}

const muted = 'text-sm text-gray-600';

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-ink ring-1 ring-brand-100">
      <Icon name="calendar" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>{children}</span>
    </p>
  );
}

/** '+ AED 30.00 · 15 min' style: a service's price and length for the pet. */
const priceText = (
  service: GroomingService,
  petSize: NonNullable<AppointmentChoice['petSize']>,
) => {
  const price = priceFor(service, petSize);
  return price ? `${formatAed(price.price)} · ${formatDuration(price.duration_minutes)}` : null;
};

function DogSizes({
  value,
  onChange,
}: {
  value: DogSize | null;
  onChange: (size: DogSize) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-ink">{t`Your dog's size`}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {DOG_SIZES.map((size) => (
          <label
            key={size}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-ink transition-colors hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-70"
          >
            <input
              type="radio"
              name="dogSize"
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="size-4 shrink-0 accent-brand-600 focus:outline-none"
            />
            {i18n._(DOG_SIZE_LABELS[size])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The free days and, for the day shown, its free times. */
function SlotPicker({
  choice,
  day,
  onDay,
  slot,
  onSlot,
  slotTaken,
}: Pick<ChooseTimeProps, 'choice' | 'day' | 'onDay' | 'slot' | 'onSlot' | 'slotTaken'>) {
  const daysLabel = useId();
  const timesLabel = useId();
  const { slots } = choice;
  const taken = slotTaken && (
    <p
      role="alert"
      className="flex gap-3 rounded-2xl bg-red-50 p-4 text-sm font-semibold text-red-800 ring-1 ring-red-200"
    >
      <Icon name="alert-circle" className="mt-0.5 size-5 shrink-0" />
      <span>{t`That time was just taken, please pick another.`}</span>
    </p>
  );

  if (slots.isPending) return <p className={muted}>{t`Looking for free times…`}</p>;
  if (slots.isError) {
    const refusal =
      slots.error instanceof ApiRequestError && slots.error.status === 422
        ? slots.error.message
        : null;
    // A pet the package is not for: the server says which, in its words.
    return refusal ? (
      <p
        aria-live="polite"
        className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
      >
        {refusal}
      </p>
    ) : (
      <Notice>{i18n._(NO_ONLINE_TIMES)}</Notice>
    );
  }
  const { days } = slots.data;
  if (days.length === 0) {
    return (
      <>
        {taken}
        <Notice>{i18n._(NO_ONLINE_TIMES)}</Notice>
      </>
    );
  }
  const shown = days.find((each) => each.date === day) ?? days[0]!;
  const shownDay = formatSlotDay(shown.date);
  return (
    <div className="space-y-4">
      <div>
        <p id={daysLabel} className="text-sm font-semibold text-ink">
          {t`Day`}
        </p>
        <RadioButtons
          labelledBy={daysLabel}
          options={days.map((each) => ({ value: each.date, label: formatSlotDay(each.date) }))}
          value={shown.date}
          onChange={onDay}
          className="mt-2 flex flex-wrap gap-2"
        />
      </div>
      {taken}
      <div>
        <p id={timesLabel} className="text-sm font-semibold text-ink">
          {t`Times on ${shownDay}`}{' '}
          <span className="font-normal text-gray-500">{t`(Dubai time)`}</span>
        </p>
        <RadioButtons
          labelledBy={timesLabel}
          options={shown.slots.map((each) => ({
            value: each.starts_at,
            label: formatClock(each.time),
          }))}
          value={slot?.startsAt ?? null}
          onChange={(startsAt) => {
            const picked = shown.slots.find((each) => each.starts_at === startsAt);
            if (picked) onSlot({ startsAt, date: shown.date, time: picked.time });
          }}
          className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-5"
        />
      </div>
      {slot ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200">
          <p className="min-w-0 flex-1">
            {t`Your time:`} <strong>{formatAppointmentTime(slot.startsAt)}</strong>{' '}
            {t`(Dubai time). Press Book Appointment to confirm it.`}
          </p>
          <button
            type="button"
            onClick={() => onSlot(null)}
            className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t`Clear time`}
          </button>
        </div>
      ) : (
        <p className={muted}>
          {t`Pick a time to book it now, or leave it open and we will call you to agree one.`}
        </p>
      )}
    </div>
  );
}

/**
 * The 'Choose a time' part of the booking form: the dog's size, the add-ons, the price and length
 * of the choice, and the free days and times. Its choices live in the form.
 */
export default function ChooseTime(props: ChooseTimeProps) {
  const { choice, petType, groomingPackage, dogSize, onDogSize, onAddOn } = props;
  const { services, petSize, packageService, addOns, chosenAddOnIds, total } = choice;

  if (services.isPending) return <p className={muted}>{t`Loading prices and free times…`}</p>;
  const hasPackages = services.data?.services.some((service) => service.kind === 'package');
  if (services.isError || !hasPackages) return <Notice>{i18n._(NO_ONLINE_TIMES)}</Notice>;

  const prompt =
    !groomingPackage && !petSize
      ? t`Choose a grooming package above and your dog's size to see the price and the free times.`
      : !petSize
        ? t`Choose your dog's size to see the price and the free times.`
        : !groomingPackage
          ? t`Choose a grooming package above to see the price and the free times.`
          : null;
  const packagePrice = packageService && petSize ? priceText(packageService, petSize) : null;

  return (
    <div className="space-y-5">
      {petType === 'Dog' && <DogSizes value={dogSize} onChange={onDogSize} />}
      {prompt ? (
        <p className={muted}>{prompt}</p>
      ) : !packageService || !petSize ? (
        <Notice>{i18n._(NO_ONLINE_TIMES)}</Notice>
      ) : (
        <>
          {packagePrice && (
            <div className="space-y-4">
              <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
                <span className="font-semibold text-ink">{packageService.name}</span>
                <span className="text-gray-700">{packagePrice}</span>
              </p>
              {addOns.length > 0 && (
                <fieldset className="min-w-0">
                  <legend className="text-sm font-semibold text-ink">
                    {t`Add-ons`} <span className="font-normal text-gray-500">{t`(optional)`}</span>
                  </legend>
                  <ul className="mt-2 space-y-2">
                    {addOns.map((addOn) => (
                      <li key={addOn.id}>
                        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-gray-200 bg-white p-3 text-sm transition-colors hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50/70 has-disabled:cursor-not-allowed has-disabled:opacity-70">
                          <input
                            type="checkbox"
                            name="addOns"
                            value={addOn.id}
                            checked={chosenAddOnIds.includes(addOn.id)}
                            onChange={(event) => onAddOn(addOn.id, event.target.checked)}
                            className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                          />
                          <span className="min-w-0 flex-1">
                            <span className="flex flex-wrap justify-between gap-x-3">
                              <span className="font-semibold text-ink">{addOn.name}</span>
                              <span className="text-gray-700">+ {priceText(addOn, petSize)}</span>
                            </span>
                            {addOn.description && (
                              <span className="mt-0.5 block text-gray-600">
                                {addOn.description}
                              </span>
                            )}
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              )}
              {total && (
                <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-gray-200 pt-3">
                  <span className="text-sm font-semibold text-ink">{t`Total`}</span>
                  <span className="text-lg font-bold text-ink">
                    {formatAed(total.price)} · {formatDuration(total.minutes)}
                  </span>
                </p>
              )}
            </div>
          )}
          <SlotPicker {...props} />
        </>
      )}
    </div>
  );
}

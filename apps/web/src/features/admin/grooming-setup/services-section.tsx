import type { GroomingServiceInput, GroomingSetupService } from '@petshop/contracts/admin-grooming';
import { PET_SIZE_LABELS, PET_SIZES, type PetSize } from '@petshop/contracts/grooming-terms';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { fieldErrors } from '../admin-api.ts';
import { FormDialog, SelectField, TextField, useFormFields } from '../admin-ui.tsx';
import { formlessProblem, ProblemAlert } from '../kit/detail-page.tsx';
import { SaveBar } from '../kit/save-bar.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { useSaveService } from './api/grooming-setup.ts';
import { cellInputClass, KIND_LABELS, RowError, SetupCard, SetupSection } from './setup-parts.tsx';

type Kind = GroomingSetupService['kind'];
const KIND_OPTIONS = [
  ['package', KIND_LABELS.package],
  ['add_on', KIND_LABELS.add_on],
] as const satisfies readonly (readonly [Kind, string])[];

/** What the service form holds: the texts as typed, a row per pet size. */
interface ServiceForm {
  name: string;
  kind: Kind;
  description: string;
  /** The Arabic name and description (issue 34); blank: customers reading Arabic see the English. */
  nameAr: string;
  descriptionAr: string;
  active: boolean;
  rows: Record<PetSize, { minutes: string; price: string }>;
}

/** What an Arabic text's field carries, so it is typed and read right to left. */
const ARABIC_INPUT = { dir: 'rtl', lang: 'ar' } as const;
const ARABIC_HINT = 'Blank: customers reading Arabic see the English.';
const arabicOrNull = (text: string) => (text.trim() === '' ? null : text);

const formOf = (service: GroomingSetupService): ServiceForm => ({
  name: service.name,
  kind: service.kind,
  description: service.description,
  nameAr: service.nameAr ?? '',
  descriptionAr: service.descriptionAr ?? '',
  active: service.active,
  rows: Object.fromEntries(
    PET_SIZES.map((size) => {
      const price = service.prices.find((each) => each.petSize === size);
      return [
        size,
        price
          ? { minutes: String(price.minutes), price: price.price.toFixed(2) }
          : { minutes: '', price: '' },
      ];
    }),
  ) as ServiceForm['rows'],
});

/**
 * The prices to send, in the pet sizes' order, or the problem of each row: a size is offered
 * with both its minutes and its price, and not offered with neither.
 */
function pricesOf(form: ServiceForm) {
  const prices: { petSize: PetSize; minutes: number; price: number }[] = [];
  const problems: Partial<Record<PetSize, string>> = {};
  for (const size of PET_SIZES) {
    const { minutes, price } = form.rows[size];
    if (minutes.trim() === '' && price.trim() === '') continue;
    const wholeMinutes = Number(minutes);
    const aed = Number(price.replace(/^AED\s*/i, '').replaceAll(',', ''));
    if (minutes.trim() === '' || price.trim() === '') {
      problems[size] = 'Enter both the minutes and the price, or leave both empty.';
    } else if (!Number.isInteger(wholeMinutes) || wholeMinutes < 5 || wholeMinutes > 600) {
      problems[size] = 'Enter whole minutes from 5 to 600.';
    } else if (
      !/^\d+(\.\d{1,2})?$/.test(
        String(price)
          .trim()
          .replace(/^AED\s*/i, ''),
      ) ||
      aed < 0
    ) {
      problems[size] = 'Enter the price in AED, such as 150 or 149.50.';
    } else {
      prices.push({ petSize: size, minutes: wholeMinutes, price: aed });
    }
  }
  return { prices, problems };
}

/** Services & prices: a card per service with a row per pet size. */
export function ServicesSection({ services }: { services: GroomingSetupService[] }) {
  const [adding, setAdding] = useState(false);
  return (
    <SetupSection
      id="grooming-services-title"
      title="Services & prices"
      text="Packages customers choose, and add-ons they may add. Leave a pet's minutes and price empty when the service is not offered for it."
      action={
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => setAdding(true)}
        >
          Add a service
        </button>
      }
    >
      {services.length === 0 ? (
        <p className="text-gray-600">No services yet. Add the first package customers can book.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {services.map((service) => (
            // A saved change remounts the card with the saved values.
            <ServiceCard key={JSON.stringify(service)} service={service} />
          ))}
        </div>
      )}
      <NewServiceDialog open={adding} onClose={() => setAdding(false)} />
    </SetupSection>
  );
}

function ServiceCard({ service }: { service: GroomingSetupService }) {
  const baseId = useId();
  const [saved] = useState(() => formOf(service));
  const [form, setForm] = useState(saved);
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const save = useSaveService(service.id);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const serverErrors = fieldErrors(save.error);
  const titleId = `${baseId}-title`;

  const setRow = (size: PetSize, change: Partial<ServiceForm['rows'][PetSize]>) =>
    setForm((current) => ({
      ...current,
      rows: { ...current.rows, [size]: { ...current.rows[size], ...change } },
    }));

  const submit = () => {
    const { prices, problems: rowProblems } = pricesOf(form);
    const found: Record<string, string> = { ...rowProblems };
    if (!form.name.trim()) found.name = 'Enter the name of the service.';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const input: GroomingServiceInput = {
      name: form.name,
      kind: form.kind,
      description: form.description,
      nameAr: arabicOrNull(form.nameAr),
      descriptionAr: arabicOrNull(form.descriptionAr),
      active: form.active,
      position: service.position,
      prices,
    };
    save.mutate(input, { onSuccess: () => toast.success(`${form.name.trim()} saved.`) });
  };

  /** The server's complaint about a row: `prices.2.price` is about the third row sent. */
  const serverRowError = (size: PetSize) => {
    const sent = pricesOf(form).prices.findIndex((price) => price.petSize === size);
    if (sent < 0) return undefined;
    return Object.entries(serverErrors).find(([field]) => field.startsWith(`prices.${sent}.`))?.[1];
  };

  return (
    <SetupCard
      id={titleId}
      title={service.name}
      badge={
        <>
          <StatusBadge tone="info">{KIND_LABELS[service.kind]}</StatusBadge>
          {!service.active && <StatusBadge tone="off">Hidden from customers</StatusBadge>}
        </>
      }
    >
      <form
        noValidate
        className="space-y-4"
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ProblemAlert>{formlessProblem(save.error)}</ProblemAlert>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Name"
            value={form.name}
            onChange={(name) => setForm((current) => ({ ...current, name }))}
            error={problems.name ?? serverErrors.name}
            maxLength={80}
          />
          <SelectField
            label="Kind"
            value={form.kind}
            onChange={(kind) => setForm((current) => ({ ...current, kind }))}
            options={KIND_OPTIONS}
          />
        </div>
        <TextField
          label="What it includes"
          marker="optional"
          value={form.description}
          onChange={(description) => setForm((current) => ({ ...current, description }))}
          error={serverErrors.description}
          maxLength={500}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Name (Arabic)"
            marker="optional"
            hint={ARABIC_HINT}
            value={form.nameAr}
            onChange={(nameAr) => setForm((current) => ({ ...current, nameAr }))}
            error={serverErrors.nameAr}
            maxLength={80}
            {...ARABIC_INPUT}
          />
          <TextField
            label="What it includes (Arabic)"
            marker="optional"
            hint={ARABIC_HINT}
            value={form.descriptionAr}
            onChange={(descriptionAr) => setForm((current) => ({ ...current, descriptionAr }))}
            error={serverErrors.descriptionAr}
            maxLength={500}
            {...ARABIC_INPUT}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={form.active}
            onChange={(event) =>
              setForm((current) => ({ ...current, active: event.target.checked }))
            }
          />
          Offered to customers
        </label>
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Minutes and prices of {service.name} for each pet</caption>
          <thead className="text-xs text-gray-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-2 font-semibold">
                Pet
              </th>
              <th scope="col" className="w-20 px-1 py-2 font-semibold sm:w-24">
                Minutes
              </th>
              <th scope="col" className="w-24 py-2 pl-1 font-semibold sm:w-28">
                Price (AED)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {PET_SIZES.map((size) => {
              const row = form.rows[size];
              const label = PET_SIZE_LABELS[size];
              const errorId = `${baseId}-${size}-error`;
              const error = problems[size] ?? serverRowError(size);
              const offered = row.minutes.trim() !== '' || row.price.trim() !== '';
              const described = error ? errorId : undefined;
              return (
                <tr key={size} className="align-top">
                  <th scope="row" className="py-2 pr-2 font-normal text-ink">
                    <span className="block break-words">{label}</span>
                    {!offered && <span className="block text-xs text-gray-500">Not offered</span>}
                    <RowError id={errorId}>{error}</RowError>
                  </th>
                  <td className="px-1 py-2">
                    <input
                      aria-label={`${label}: minutes`}
                      inputMode="numeric"
                      value={row.minutes}
                      onChange={(event) => setRow(size, { minutes: event.target.value })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={described}
                      className={cellInputClass(Boolean(error))}
                    />
                  </td>
                  <td className="py-2 pl-1">
                    <input
                      aria-label={`${label}: price in AED`}
                      inputMode="decimal"
                      value={row.price}
                      onChange={(event) => setRow(size, { price: event.target.value })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={described}
                      className={cellInputClass(Boolean(error))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <SaveBar
          dirty={dirty}
          saving={save.isPending}
          saveLabel="Save service"
          onDiscard={() => {
            setForm(saved);
            setProblems({});
            save.reset();
          }}
        />
      </form>
    </SetupCard>
  );
}

/** A new service: its name, kind and description; its prices are set in its card. */
function NewServiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fields = useFormFields({ name: '', kind: 'package' as Kind, description: '' });
  const save = useSaveService();
  const errors = fieldErrors(save.error);
  const field = fields.fields(errors);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add a service"
      text="It is offered for no pet until you enter its minutes and prices."
      problem={formlessProblem(save.error)}
      submitLabel="Add service"
      pendingLabel="Adding…"
      pending={save.isPending}
      disabled={!fields.values.name.trim()}
      dirty={fields.dirty}
      onSubmit={() =>
        save.mutate(
          {
            name: fields.values.name,
            kind: fields.values.kind,
            description: fields.values.description,
            prices: [],
          },
          {
            onSuccess: () => {
              toast.success(`${fields.values.name.trim()} added. Enter its minutes and prices.`);
              fields.reset();
              save.reset();
              onClose();
            },
          },
        )
      }
    >
      <TextField label="Name" maxLength={80} {...field('name')} />
      <SelectField label="Kind" options={KIND_OPTIONS} {...field('kind')} />
      <TextField
        label="What it includes"
        marker="optional"
        maxLength={500}
        {...field('description')}
      />
    </FormDialog>
  );
}

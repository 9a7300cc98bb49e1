import {
  useId,
  useState,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { errorMessage } from './admin-api.ts';
import { UnsavedChangesGuard } from './unsaved-changes.tsx';

/** The look of a back-office text input, select or textarea. */
export const inputClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm text-ink shadow-xs focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-600';

/**
 * Previous / "Page 2 of 9" / Next under a back-office list; nothing when there is one page. With a
 * `summary` ("51 products · page 1 of 3") that line stands before the buttons, always shown.
 */
export function Pager({
  page,
  pages,
  onPage,
  summary,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  summary?: string;
}) {
  if (pages <= 1 && summary === undefined) return null;
  const step = (label: string, to: number, disabled: boolean) => (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      disabled={disabled}
      onClick={() => onPage(to)}
    >
      {label}
    </button>
  );
  if (summary !== undefined) {
    return (
      <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
        <p aria-live="polite">{summary}</p>
        <div className="flex gap-2">
          {step('Previous', page - 1, page <= 1)}
          {step('Next', page + 1, page >= pages)}
        </div>
      </nav>
    );
  }
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
      {step('Previous', page - 1, page <= 1)}
      <span>
        Page {page} of {pages}
      </span>
      {step('Next', page + 1, page >= pages)}
    </nav>
  );
}

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  marker?: 'required' | 'optional';
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

/**
 * The text and choice fields of a back-office form in one state. `fields(errors)` gives the
 * `field(name)` a TextField or SelectField spreads: its value, its onChange and the error the API
 * named for it. `dirty`: a field differs from where it started.
 */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  return {
    values,
    /** Sets some fields at once (what a sent form clears). */
    set: (changes: Partial<T>) => setValues((current) => ({ ...current, ...changes })),
    reset: () => setValues(initial),
    dirty: Object.keys(initial).some((name) => values[name] !== initial[name]),
    fields:
      (errors: Readonly<Record<string, string | undefined>>) =>
      <K extends keyof T & string>(name: K) => ({
        value: values[name],
        onChange: (value: T[K]) => setValues((current) => ({ ...current, [name]: value })),
        error: errors[name],
      }),
  };
}

/** A labelled input of a back-office form, its hint and error read with it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  marker,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} {...(marker ? { marker } : {})}>
      {({ id, describedBy }) => (
        <input
          {...input}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** The "Email" field of a back-office form (sign-in, reset, a new member of staff). */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" {...props} />;
}

/** A choice's options, given as [value, label]. */
export function Options({ options }: { options: readonly (readonly [string, string])[] }) {
  return options.map(([option, text]) => (
    <option key={option} value={option}>
      {text}
    </option>
  ));
}

/** A labelled choice of a back-office form: its options as [value, label]. */
export function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  error,
  hint,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
          aria-describedby={describedBy}
          className={inputClass}
        >
          <Options options={options} />
        </select>
      )}
    </Field>
  );
}

/** A dialog form's two buttons: the way back, and the action (which says when it is busy). */
export function DialogActions({
  onBack,
  backLabel,
  submitLabel,
  pendingLabel,
  pending,
  disabled = false,
}: {
  onBack: () => void;
  backLabel: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Nothing to send yet (the form is not filled in enough). */
  disabled?: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={onBack}>
        {backLabel}
      </button>
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={pending || disabled}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}

/** A back-office dialog: its title as its name, then what the caller puts in it. */
export function AdminDialog({
  title,
  children,
  className = 'w-full max-w-md rounded-2xl p-6',
  ...dialog
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
} & Omit<ComponentProps<typeof Dialog>, 'labelledBy' | 'label' | 'className' | 'children'>) {
  const titleId = useId();
  return (
    <Dialog {...dialog} labelledBy={titleId} className={className}>
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </Dialog>
  );
}

/**
 * A back-office dialog around one form: its title, what the action does, the fields, a problem
 * that names no field, and the way back beside the action's button. It stays mounted while
 * closed, so what was typed is still there when it opens again.
 */
export function FormDialog({
  open,
  onClose,
  onSubmit,
  title,
  text,
  problem,
  children,
  backLabel = 'Back',
  submitLabel,
  pendingLabel,
  pending,
  disabled,
  dirty = false,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: () => void;
  title: string;
  text?: ReactNode;
  problem?: string | undefined;
  children?: ReactNode;
  backLabel?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  /** Something was typed: leaving the page while the dialog is open asks first. */
  dirty?: boolean;
}) {
  return (
    <>
      <UnsavedChangesGuard dirty={open && dirty && !pending} />
      <AdminDialog open={open} onClose={onClose} title={title}>
        {text && <p className="mt-2 text-sm text-gray-700">{text}</p>}
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {problem && (
            <p role="alert" className="text-sm text-red-800">
              {problem}
            </p>
          )}
          {children}
          <DialogActions
            onBack={onClose}
            backLabel={backLabel}
            submitLabel={submitLabel}
            pendingLabel={pendingLabel}
            pending={pending}
            disabled={disabled}
          />
        </form>
      </AdminDialog>
    </>
  );
}

/**
 * A dialog that asks for one optional note before an action (a reason, what happened): its title,
 * what the action does, the note field, and Back / the action's button.
 */
export function NoteDialog({
  onSubmit,
  noteLabel,
  hint,
  children,
  ...dialog
}: Omit<Parameters<typeof FormDialog>[0], 'onSubmit' | 'text' | 'children'> & {
  onSubmit: (note: string) => void;
  children: ReactNode;
  noteLabel: string;
  hint: string;
}) {
  const [note, setNote] = useState('');
  return (
    <FormDialog
      {...dialog}
      text={children}
      dirty={note.trim() !== ''}
      onSubmit={() => onSubmit(note.trim())}
    >
      <TextField label={noteLabel} marker="optional" hint={hint} value={note} onChange={setNote} />
    </FormDialog>
  );
}

/** The search box above a back-office list: sends the trimmed words on Enter or Search. */
export function SearchForm({
  id,
  label,
  placeholder,
  initial,
  onSearch,
  className = '',
}: {
  id: string;
  label: string;
  placeholder: string;
  initial: string;
  onSearch: (words: string) => void;
  className?: string;
}) {
  const [words, setWords] = useState(initial);
  return (
    <form
      role="search"
      className={`flex w-full gap-2 sm:w-auto ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        placeholder={placeholder}
        className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm sm:w-72 sm:flex-none"
      />
      <button type="submit" className={buttonClass('secondary', 'sm')}>
        Search
      </button>
    </form>
  );
}

/** The look of a list's filter control (a select or a date). */
export const filterControlClass = 'rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';

/** A list's filter: its name above its control. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="text-sm">
      <span className="mb-1 block font-semibold text-gray-700">{label}</span>
      {children}
    </label>
  );
}

/** A list's filter that is a choice: its options as [value, label]. */
export function SelectFilter({
  label,
  value,
  onChange,
  options,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  /** Options beyond the list (one only a link asks for). */
  children?: ReactNode;
}) {
  return (
    <FilterField label={label}>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={filterControlClass}
      >
        <Options options={options} />
        {children}
      </select>
    </FilterField>
  );
}

/** A list's filter that is a day of the shop's calendar (`required` where a day must be given). */
export function DateFilter({
  label,
  value,
  onChange,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  return (
    <FilterField label={label}>
      <input
        type="date"
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={filterControlClass}
      />
    </FilterField>
  );
}

/** Why a list could not be read, in place of it. */
export function ListError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="mt-6 text-red-800">
      {errorMessage(error)}
    </p>
  );
}

/** A column heading for `HeadRow`: its text, `{ right }` for a column of numbers, `false` for none. */
export type HeadColumn = string | { right: string } | false;

/**
 * A table's row of column headings (`th scope="col"`), each `${pad} font-semibold`; a `{ right }`
 * column's heading lines up on the right with its numbers.
 */
export function HeadRow({
  columns,
  pad = 'px-3 py-2',
}: {
  columns: readonly HeadColumn[];
  /** The table's own cell padding. */
  pad?: string;
}) {
  return (
    <tr>
      {columns.map((column) =>
        column === false ? null : typeof column === 'string' ? (
          <th key={column} scope="col" className={`${pad} font-semibold`}>
            {column}
          </th>
        ) : (
          <th key={column.right} scope="col" className={`${pad} text-right font-semibold`}>
            {column.right}
          </th>
        ),
      )}
    </tr>
  );
}

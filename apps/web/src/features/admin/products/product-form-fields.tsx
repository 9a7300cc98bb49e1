import type { ReactNode } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import {
  controlId,
  type ProductFormState,
  type ProductSectionProps,
} from './product-form-state.ts';

// The controls the product form's sections share.

export const productInputClass = (invalid: boolean) =>
  `w-full rounded-lg border bg-white px-3 py-2 text-sm text-ink focus:outline-2 focus:outline-offset-0 disabled:bg-gray-50 ${
    invalid
      ? 'border-red-500 focus:outline-red-500/30'
      : 'border-gray-300 focus:border-brand-500 focus:outline-brand-500/40'
  }`;

/** The square ↑ ↓ ✕ buttons of a row. */
export const smallButton =
  'inline-flex size-8 items-center justify-center rounded-md border border-gray-300 bg-white text-sm text-ink hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40';

/** What an Arabic text's control carries, so it is typed and read right to left. */
const ARABIC_INPUT = { dir: 'rtl', lang: 'ar' } as const;

type TextPath = {
  [K in keyof ProductFormState]: ProductFormState[K] extends string ? K : never;
}[keyof ProductFormState];

/** A labelled text (or number) input of the form, its error under it. */
export function ProductText({
  path,
  label,
  marker,
  hint,
  type = 'text',
  arabic = false,
  form,
  errors,
  set,
}: ProductSectionProps & {
  path: TextPath;
  label: string;
  marker?: 'required' | 'optional';
  hint?: string;
  type?: 'text' | 'number';
  /** An Arabic text (issue 34): written right to left. */
  arabic?: boolean;
}) {
  return (
    <Field label={label} marker={marker} hint={hint} error={errors[path]} id={controlId(path)}>
      {({ id, describedBy }) => (
        <input
          id={id}
          type={type}
          inputMode={type === 'number' ? 'decimal' : undefined}
          step={type === 'number' ? 'any' : undefined}
          value={form[path]}
          onChange={(event) => set(path, event.target.value)}
          aria-invalid={errors[path] ? true : undefined}
          aria-describedby={describedBy}
          {...(arabic ? ARABIC_INPUT : {})}
          className={productInputClass(Boolean(errors[path]))}
        />
      )}
    </Field>
  );
}

/** A labelled textarea of the form, across both columns. */
export function ProductTextArea({
  path,
  label,
  marker,
  hint,
  form,
  errors,
  error = errors[path],
  arabic = false,
  wide = true,
  set,
}: ProductSectionProps & {
  path: 'description' | 'about' | 'benefits' | 'descriptionAr' | 'aboutAr' | 'benefitsAr';
  label: string;
  marker: 'required' | 'optional';
  hint?: string;
  /** Its message, when not the one the errors name by its path. */
  error?: string | undefined;
  /** An Arabic text (issue 34): written right to left. */
  arabic?: boolean;
  /** Across both columns (else one, beside its twin in the other language). */
  wide?: boolean;
}) {
  return (
    <Field
      label={label}
      marker={marker}
      hint={hint}
      error={error}
      id={controlId(path)}
      className={wide ? 'md:col-span-2' : undefined}
    >
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={3}
          value={form[path]}
          onChange={(event) => set(path, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...(arabic ? ARABIC_INPUT : {})}
          className={productInputClass(Boolean(error))}
        />
      )}
    </Field>
  );
}

const COLUMNS = { 1: '', 2: 'grid gap-4 md:grid-cols-2', 3: 'grid gap-4 md:grid-cols-3' } as const;

/** A card of the form: its heading (and a button beside it), then its fields in columns. */
export function FormSection({
  title,
  titleId,
  columns = 1,
  action,
  children,
}: {
  title: string;
  titleId?: string;
  columns?: keyof typeof COLUMNS;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`rounded-2xl border border-gray-200 bg-white p-5 ${COLUMNS[columns]}`}>
      <div
        className={`col-span-full flex items-center justify-between ${columns === 1 ? 'mb-3' : ''}`}
      >
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';

type FieldProps = {
  label: string;
  /**
   * 'required' puts a star after the label (hidden from assistive technology: the control itself
   * says it is required); 'optional' puts ' (optional)'.
   */
  marker?: 'required' | 'optional';
  /** A line of help under the control, read with it. */
  hint?: string | undefined;
  /** The last check's complaint, under the control and read with it. */
  error?: string | undefined;
  /** A fixed id for the control (a form that moves focus to it by id); generated otherwise. */
  id?: string;
  className?: string;
  /** The control, given its id and the ids of the lines that describe it. */
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
};

/** One labelled form control with its hint and error message: the markup every form shares. */
export function Field({ label, marker, hint, error, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {marker === 'required' && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
        {marker === 'optional' && (
          <span className="font-normal text-gray-500"> {t`(optional)`}</span>
        )}
      </label>
      {children({ id: controlId, describedBy })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

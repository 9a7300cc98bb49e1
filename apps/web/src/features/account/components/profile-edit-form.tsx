import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useUpdateProfile } from '../api/account-care.ts';
import type { ProfileDetails } from '../profile-details.ts';
import {
  failureMessage,
  fieldErrorsOf,
  GENDER_OPTIONS,
  genderOptionLabel,
  toEditValues,
  toUpdateRequest,
  type ProfileEditValues,
} from '../profile-edit.ts';
import { inputClass, TextField } from './form-fields.tsx';

/** Today as YYYY-MM-DD: the date picker offers past days only. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The General tab's Edit (issue 21): first and last name, phone, gender, date of birth. The
 * server checks everything; its complaints show under the fields they are about.
 */
export function ProfileEditForm({
  profile,
  onClose,
}: {
  profile: ProfileDetails;
  /** Saved or cancelled: back to the read-only view. */
  onClose: () => void;
}) {
  const [values, setValues] = useState<ProfileEditValues>(() => toEditValues(profile));
  const update = useUpdateProfile();
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const errors = fieldErrorsOf(update.error);
  const unplaced = update.isError && Object.keys(errors).length === 0;

  const set =
    <K extends keyof ProfileEditValues>(key: K) =>
    (value: ProfileEditValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  /** A text field's name (the request's), value, the server's complaint about it, and its typing. */
  const text = (
    key: 'firstName' | 'lastName' | 'phone',
    name: 'first_name' | 'last_name' | 'phone',
  ) => ({
    name,
    value: values[key],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key)(event.target.value),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(toUpdateRequest(values), {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Edit your details`} className="space-y-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          ref={firstField}
          label={t`First Name`}
          {...text('firstName', 'first_name')}
          autoComplete="given-name"
          maxLength={50}
        />
        <TextField
          label={t`Last Name`}
          {...text('lastName', 'last_name')}
          autoComplete="family-name"
          maxLength={50}
        />
        <TextField
          label={t`Phone Number`}
          {...text('phone', 'phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={25}
          hint={t`With the country code, e.g. +971 50 123 4567.`}
        />
        <Field label={t`Gender`} error={errors.gender}>
          {({ id, describedBy }) => (
            <select
              id={id}
              name="gender"
              value={values.gender}
              aria-invalid={errors.gender ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => set('gender')(event.target.value as ProfileEditValues['gender'])}
              className={inputClass(Boolean(errors.gender))}
            >
              {GENDER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {genderOptionLabel(option.value)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t`Date of Birth`}
          name="date_of_birth"
          type="date"
          autoComplete="bday"
          max={today()}
          value={values.dateOfBirth}
          error={errors.date_of_birth}
          onChange={(event) => set('dateOfBirth')(event.target.value)}
        />
      </div>
      {unplaced && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {failureMessage(update.error)}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
          {update.isPending ? t`Saving...` : t`Save changes`}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}

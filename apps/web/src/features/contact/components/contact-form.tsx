import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { settingsQueryOptions, useShopSettings } from '../../../lib/shop-settings.ts';
import {
  buildContactMailto,
  MAX_CONTACT_MESSAGE_LENGTH,
  missingContactFields,
  type ContactField,
  type ContactValues,
} from '../contact-mail.ts';
import { PillSubmit } from '../../../components/ui/pill-submit.tsx';

const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', message: '' };

/** Spec §9: the success message follows the hand-off to the mail app after 1 second. */
export const CONTACT_SUCCESS_DELAY_MS = 1000;

/** Spec §4 "Contact": idle -> 'Opening Email...' -> success, or an error if a field is empty. */
type ContactStatus = 'idle' | 'opening' | 'sent' | 'error';

/** Hands the draft to the visitor's mail app (the page itself stays where it is). */
function openMailDraft(mailtoUrl: string) {
  window.location.href = mailtoUrl;
}

const controlClass = (invalid: boolean) =>
  `w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-gray-500 transition-colors focus:outline-2 focus:outline-offset-0 disabled:bg-gray-50 ${
    invalid
      ? 'border-red-500 focus:border-red-500 focus:outline-red-500/30'
      : 'border-gray-300 focus:border-brand-500 focus:outline-brand-500/40'
  }`;

/** Spec §2 "Contact": the 'Contact Form'; sending happens in the visitor's own mail app. */
export function ContactForm() {
  const { data: settings } = useShopSettings();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [missing, setMissing] = useState<ContactField[]>([]);
  const fieldRefs = useRef<
    Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>
  >({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const opening = status === 'opening';

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (value.trim()) setMissing((current) => current.filter((name) => name !== field));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (opening) return;
    const form = event.currentTarget;
    clearTimeout(timer.current);
    const empty = missingContactFields(values);
    setMissing(empty);
    if (empty.length > 0) {
      setStatus('error');
      // Centred, so the sticky header does not cover the field it points to.
      const first = fieldRefs.current[empty[0]!];
      first?.focus({ preventScroll: true });
      first?.scrollIntoView?.({ block: 'center' });
      return;
    }
    // Every field has text; the browser still checks that the e-mail looks like one.
    if (!form.checkValidity()) {
      setStatus('idle');
      form.reportValidity();
      return;
    }
    setStatus('opening');
    let supportEmail = settings?.support_email;
    if (!supportEmail) {
      try {
        supportEmail = (await queryClient.fetchQuery(settingsQueryOptions())).support_email;
      } catch {
        setStatus('error');
        return;
      }
    }
    openMailDraft(buildContactMailto(supportEmail, values));
    timer.current = setTimeout(() => {
      setValues(EMPTY_CONTACT);
      setStatus('sent');
    }, CONTACT_SUCCESS_DELAY_MS);
  }

  const inputProps = (field: ContactField) => ({
    name: field,
    required: true,
    disabled: opening,
    value: values[field],
    'aria-invalid': missing.includes(field) || undefined,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fieldRefs.current[field] = element;
    },
  });

  const input =
    (field: Exclude<ContactField, 'message'>, attributes: InputHTMLAttributes<HTMLInputElement>) =>
    ({ id }: { id: string }) => (
      <input
        id={id}
        {...inputProps(field)}
        {...attributes}
        onChange={(event) => change(field, event.target.value)}
        className={`h-12 ${controlClass(missing.includes(field))}`}
      />
    );

  return (
    <section className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-100 sm:p-8">
      <h2 id="contact-form-title" className="text-2xl font-extrabold tracking-tight text-ink">
        {t`Contact Form`}
      </h2>
      <p className="mt-1 mb-6 text-gray-600">
        {t`Fill in the form and your email app opens with the message ready to send to our team.`}
      </p>
      {/* Our own check, so an empty field gets the spec's message rather than a browser bubble. */}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="contact-form-title"
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field label={t`Your Name`}>
              {input('name', { type: 'text', autoComplete: 'name', maxLength: 100 })}
            </Field>
          </div>
          <Field label={t`Email Address`}>
            {input('email', {
              type: 'email',
              autoComplete: 'email',
              maxLength: 254,
              placeholder: 'you@example.com',
              // Addresses and numbers read left to right in Arabic too.
              dir: 'ltr',
            })}
          </Field>
          <Field label={t`Phone Number`}>
            {input('phone', {
              type: 'tel',
              autoComplete: 'tel',
              inputMode: 'tel',
              maxLength: 25,
              placeholder: '+971 50 123 4567',
              dir: 'ltr',
            })}
          </Field>
        </div>
        <Field label={t`Message`}>
          {({ id }) => (
            <textarea
              id={id}
              {...inputProps('message')}
              rows={5}
              maxLength={MAX_CONTACT_MESSAGE_LENGTH}
              placeholder={t`How can we help you and your pet?`}
              onChange={(event) => change('message', event.target.value)}
              className={`block py-3 ${controlClass(missing.includes('message'))}`}
            />
          )}
        </Field>

        <div role="alert">
          {status === 'error' && (
            <p className="flex gap-3 rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
              <Icon name="alert-circle" className="mt-0.5 size-5 shrink-0" />
              <span>{t`Please fill in all fields or try again.`}</span>
            </p>
          )}
        </div>
        <div role="status" aria-live="polite">
          {status === 'sent' && (
            <div className="flex gap-3 rounded-2xl bg-green-50 p-4 text-green-800 ring-1 ring-green-200">
              <Icon name="check-circle" className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-semibold">
                  {t`Thank you! Your message is ready in your email app.`}
                </p>
                <p className="mt-1 text-sm">
                  {t`Press Send there and we'll get back to you soon. No email app opened? Write to us at`}{' '}
                  <a
                    href={`mailto:${settings?.support_email ?? ''}`}
                    className="font-semibold underline underline-offset-4"
                  >
                    {settings?.support_email}
                  </a>
                  .
                </p>
              </div>
            </div>
          )}
        </div>

        <PillSubmit busy={opening}>
          <Icon name="mail" className="size-5" />
          {opening ? t`Opening Email...` : t`Send Message`}
        </PillSubmit>
      </form>
    </section>
  );
}

import { t } from '@lingui/core/macro';
import { Icon } from '../../../components/ui/icon.tsx';
import { withPart } from '../../../lib/message-parts.tsx';
import { useResendVerification } from '../api/account-care.ts';
import { failureMessage } from '../profile-edit.ts';

/**
 * Issue 21: a quiet reminder until the address is confirmed, on the account page and (hideable
 * for the visit, `onHide`) above every other page. Shopping goes on either way; the banner only
 * offers a new link.
 */
export function VerifyEmailBanner({
  email,
  onHide,
  className = 'mb-6',
}: {
  email: string;
  onHide?: () => void;
  className?: string;
}) {
  const resend = useResendVerification();
  return (
    <section
      aria-label={t`E-mail confirmation`}
      className={`relative flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-brand-900 sm:flex-row sm:items-center ${onHide ? 'pe-12 sm:pe-4' : ''} ${className}`}
    >
      <div className="flex flex-1 items-start gap-3 text-sm">
        <Icon name="bell" className="size-5 shrink-0 text-brand-600" />
        <div className="min-w-0 break-words">
          <p className="font-semibold">{t`Please confirm your e-mail address`}</p>
          <p className="mt-0.5">
            {withPart(
              t`We sent a link to ${email}. Open it to confirm that the address is yours.`,
              email,
              (part) => (
                <bdi dir="ltr">{part}</bdi>
              ),
            )}
          </p>
          {resend.isSuccess && (
            <p role="status" className="mt-1 font-medium">
              {resend.data.message}
            </p>
          )}
          {resend.isError && (
            <p role="alert" className="mt-1 font-medium text-red-800">
              {failureMessage(resend.error)}
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        className="self-start rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-900 ring-1 ring-brand-500/40 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 sm:self-auto"
      >
        {resend.isPending ? t`Sending...` : t`Resend link`}
      </button>
      {onHide && (
        <button
          type="button"
          onClick={onHide}
          aria-label={t`Hide this reminder`}
          className="absolute top-2 end-2 inline-flex size-8 items-center justify-center rounded-full text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:static"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </section>
  );
}

import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { withPart } from '../../../lib/message-parts.tsx';
import { useShopSettings } from '../../../lib/shop-settings.ts';
import type { OrderCreationFailure } from '../checkout-messages.ts';
import type { ConfirmationPhase } from '../hooks/use-order-confirmation.ts';
import { supportMailHref } from '../support-mail.ts';

type StepState = 'waiting' | 'active' | 'done';

function Step({ label, state }: { label: string; state: StepState }) {
  return (
    <li className="flex items-center gap-3 rounded-xl bg-gray-50 px-4 py-3">
      {state === 'done' ? (
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-green-600 text-white">
          <Icon name="check" className="size-4" />
        </span>
      ) : state === 'active' ? (
        <span
          aria-hidden="true"
          className="size-7 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600 motion-reduce:animate-[spin_1.5s_linear_infinite]"
        />
      ) : (
        <span aria-hidden="true" className="size-7 rounded-full border-[3px] border-gray-200" />
      )}
      <span className={`font-semibold ${state === 'waiting' ? 'text-gray-500' : 'text-ink'}`}>
        {label}
      </span>
      <span className="sr-only">
        {state === 'done' ? t` (done)` : state === 'active' ? t` (in progress)` : t` (waiting)`}
      </span>
    </li>
  );
}

/** Spec §2: 'Processing Your Order...' with its two steps. */
export function OrderProcessingScreen({ phase }: { phase: ConfirmationPhase }) {
  const creating: StepState = phase === 'creating' ? 'active' : 'done';
  const clearing: StepState =
    phase === 'creating' ? 'waiting' : phase === 'clearing' ? 'active' : 'done';
  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-lg flex-col justify-center px-4 py-12">
      <div
        className="rounded-3xl bg-white p-8 text-center shadow-xl ring-1 ring-black/5"
        aria-busy="true"
      >
        <span
          aria-hidden="true"
          className="mx-auto block size-14 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-[spin_1.5s_linear_infinite]"
        />
        <h1 className="mt-6 text-2xl font-extrabold text-ink" role="status">
          {t`Processing Your Order...`}
        </h1>
        <p className="mt-2 text-gray-600">
          {t`Please keep this page open while we finish your order.`}
        </p>
        <ol className="mt-6 space-y-3 text-start">
          <Step label={t`Creating Order`} state={creating} />
          <Step label={t`Clearing Cart & Updating Store`} state={clearing} />
        </ol>
      </div>
    </div>
  );
}

/** Spec §2 failure: 'Order Processing Error' with retry, support and home. */
export function OrderProcessingError({
  failure,
  paidByCard,
  reference,
  onRetry,
}: {
  failure: OrderCreationFailure;
  /** A card payment went through (the server did not say 402): the money is safe, say so. */
  paidByCard: boolean;
  reference?: string | undefined;
  onRetry: () => void;
}) {
  const settings = useShopSettings().data;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <div className="rounded-3xl bg-white p-6 text-center shadow-xl ring-1 ring-black/5 sm:p-10">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600">
          <Icon name="alert-circle" className="size-8" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold text-ink sm:text-3xl">
          {t`Order Processing Error`}
        </h1>
        <p role="alert" className="mt-3 text-base font-medium text-red-700">
          {failure.message}
        </p>
        {failure.detail && <p className="mt-1 text-sm text-gray-600">{failure.detail}</p>}

        {paidByCard && (
          <div className="mt-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-start text-sm text-amber-900">
            <Icon name="alert-triangle" className="size-5 shrink-0 text-amber-600" />
            <p>
              {reference
                ? withPart(
                    t`Your payment went through, but we could not finish creating your order. Retrying will not charge you again. If it keeps failing, contact support with the reference ${reference} and we will sort it out.`,
                    reference,
                    (part) => <bdi dir="ltr">{part}</bdi>,
                  )
                : t`Your payment went through, but we could not finish creating your order. Retrying will not charge you again. If it keeps failing, contact support and we will sort it out.`}
            </p>
          </div>
        )}

        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={onRetry} className={buttonClass('primary')}>
            <Icon name="refresh" className="size-4" />
            {t`Retry Order Processing`}
          </button>
          <a
            href={supportMailHref(settings?.support_email ?? '', {
              subject: t`Order processing error`,
              transactionId: reference,
            })}
            className={buttonClass('secondary')}
          >
            {t`Contact Support`}
          </a>
          <Link to={paths.home.getHref()} className={buttonClass('secondary')}>
            {t`Return Home`}
          </Link>
        </div>
      </div>
    </div>
  );
}

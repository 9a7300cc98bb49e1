import { t } from '@lingui/core/macro';
import '../../../lib/zod-jitless.ts';
import { stockAlertRequestSchema, type StockAlertRequest } from '@petshop/contracts/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { getStoredUser, useIsLoggedIn } from '../../../lib/session.ts';

type Size = { id: number; name: string; stock: number };
type Answer = { product_id: number; size_id: number | null; email: string; message: string };

const alertKey = (productId: number) => ['stock-alerts', productId] as const;

/** A refusal in words: the field's own message first, then the answer's. */
function refusal(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const errors = error.body?.errors;
    const first = errors ? Object.values(errors).flat()[0] : undefined;
    return first ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

/** STOCK_ALERT_MESSAGES.waiting in the shop's language, for the customer's own address. */
function waitingMessage(): string {
  const email = getStoredUser()?.email;
  return email
    ? t`We will e-mail ${email} when it is back.`
    : t`We will e-mail you when it is back.`;
}

const soldOutLine = (size: string) => t`${size} is sold out.`;

/**
 * "Notify me when it's back" (loaded after the page by StockAlert). A visitor presses it, then
 * gives an e-mail (checked as the server does); a customer subscribes with one click, and sees
 * when they already wait. With only some sizes sold out, they choose which. Then
 * STOCK_ALERT_MESSAGES.waiting.
 */
export default function StockAlertForm({
  productId,
  sizes: allSizes,
}: {
  productId: number;
  sizes: readonly Size[];
}) {
  const loggedIn = useIsLoggedIn();
  const [opened, setOpened] = useState(false);
  const soldOut = allSizes.filter((size) => size.stock <= 0);
  // The whole product sold out: any size (null). Else the sold-out sizes to choose from.
  const sizes = soldOut.length === allSizes.length ? [] : soldOut;
  const queryClient = useQueryClient();
  const ids = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const [sizeId, setSizeId] = useState<number | null>(sizes[0]?.id ?? null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  // GET /api/products/:id/stock-alerts: the sizes this customer already waits for.
  const waiting = useQuery({
    queryKey: alertKey(productId),
    queryFn: ({ signal }) =>
      apiRequest<{ size_ids: (number | null)[] }>(`/products/${productId}/stock-alerts`, {
        signal,
        auth: 'required',
      }),
    enabled: loggedIn,
  });
  const subscribe = useMutation({
    mutationFn: (request: StockAlertRequest) =>
      apiRequest<Answer>(`/products/${productId}/stock-alerts`, {
        method: 'POST',
        body: request,
      }),
    onSuccess: (answer) => {
      if (loggedIn) {
        queryClient.setQueryData<{ size_ids: (number | null)[] }>(alertKey(productId), (data) => ({
          size_ids: [...(data?.size_ids ?? []), answer.size_id],
        }));
      }
    },
    onError: (failure) => setError(refusal(failure)),
  });

  useEffect(() => {
    if (opened && !loggedIn) emailInput.current?.focus();
  }, [opened, loggedIn]);

  const waitingIds = waiting.data?.size_ids ?? [];
  const alreadyWaiting =
    loggedIn && (waitingIds.includes(null) || (sizeId !== null && waitingIds.includes(sizeId)));
  const done = subscribe.data?.size_id === sizeId ? subscribe.data : undefined;
  const confirmation = done ? done.message : alreadyWaiting ? waitingMessage() : null;
  const notify = t`Notify me when it's back`;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const request: StockAlertRequest = loggedIn
      ? { size_id: sizeId }
      : { email: email.trim(), size_id: sizeId };
    const checked = stockAlertRequestSchema.safeParse(request);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t`Check the e-mail address.`);
      emailInput.current?.focus();
      return;
    }
    subscribe.mutate(request);
  }

  if (!loggedIn && !opened) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
        <button
          type="button"
          onClick={() => setOpened(true)}
          className="inline-flex min-h-11 items-center rounded-xl border border-brand-700 px-5 font-semibold text-brand-700 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {notify}
        </button>
        {sizes.length === 1 && soldOutLine(sizes[0]!.name)}
        {sizes.length > 1 && t`Choose a sold-out size next.`}
      </p>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t`Back-in-stock alert`}
      className="flex flex-col gap-3 rounded-2xl bg-gray-50 p-4"
    >
      {sizes.length > 1 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-size`} className="text-sm font-semibold text-ink">
            {t`Size you are waiting for`}
          </label>
          <select
            id={`${ids}-size`}
            value={sizeId ?? ''}
            onChange={(event) => {
              setSizeId(Number(event.target.value));
              setError(null);
            }}
            className="min-h-11 rounded-xl border border-gray-300 bg-white px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {sizes.map((size) => (
              <option key={size.id} value={size.id}>
                {size.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {sizes.length === 1 && (
        <p className="text-sm text-gray-700">
          {t`Size:`} <span className="font-semibold text-ink">{sizes[0]!.name}</span>
        </p>
      )}
      {confirmation ? (
        <p role="status" className="text-sm font-semibold text-brand-700">
          {confirmation}
        </p>
      ) : (
        <>
          {!loggedIn && (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${ids}-email`} className="text-sm font-semibold text-ink">
                {t`Your e-mail`}
              </label>
              <input
                ref={emailInput}
                id={`${ids}-email`}
                type="email"
                inputMode="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${ids}-error` : undefined}
                className="min-h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-invalid:border-red-600"
              />
            </div>
          )}
          <button
            type="submit"
            disabled={subscribe.isPending || (loggedIn && waiting.isPending)}
            className={`${buttonClass} self-start`}
          >
            {subscribe.isPending ? t`Saving...` : notify}
          </button>
        </>
      )}
      <p id={`${ids}-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </form>
  );
}

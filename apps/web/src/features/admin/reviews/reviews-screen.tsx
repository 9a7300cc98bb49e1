import type { AdminReview } from '@petshop/contracts/admin-reviews';
import type { ReviewStatus } from '@petshop/contracts/reviews';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { StarRow } from '../../../components/ui/stars.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatShopDate } from '../../../lib/dates.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage } from '../admin-api.ts';
import { FormDialog, inputClass, SelectFilter } from '../admin-ui.tsx';
import { adminPaths } from '../admin-paths.ts';
import { IndexTable, ListFilters, ListResults, type IndexColumn } from '../index-table.tsx';
import { StatusBadge, type BadgeTone } from '../status-badge.tsx';
import { useListParams } from '../use-list-params.ts';
import { useAdminReviews } from './api/get-reviews.ts';
import { useReviewAction, type ReviewAction } from './api/review-actions.ts';

/** The list's address keys and their values when absent: what waits for moderation first. */
const REVIEW_PARAMS = { q: '', status: 'pending', stars: '', pictures: '' };

const STATUS_FILTERS = [
  ['pending', 'Awaiting moderation'],
  ['published', 'Published'],
  ['hidden', 'Hidden'],
  ['all', 'All'],
] as const;
const STAR_FILTERS = [
  ['', 'Any'],
  ['5', '5 stars'],
  ['4', '4 stars'],
  ['3', '3 stars'],
  ['2', '2 stars'],
  ['1', '1 star'],
] as const;
const PICTURE_FILTERS = [
  ['', 'Any'],
  ['true', 'With pictures'],
  ['false', 'Without pictures'],
] as const;

const STATUS_WORDS: Record<ReviewStatus, [string, BadgeTone]> = {
  pending: ['Awaiting moderation', 'attention'],
  published: ['Published', 'success'],
  hidden: ['Hidden', 'off'],
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const [label, tone] = STATUS_WORDS[status];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

type Asked = { kind: 'hide' | 'reply'; review: AdminReview } | null;

/** The review itself: stars, title and text as plain text, pictures, and the shop's reply. */
function ReviewText({ review }: { review: AdminReview }) {
  return (
    <div className="min-w-0 max-w-xl">
      <div className="flex flex-wrap items-center gap-2">
        <StarRow filled={review.rating} label={`Rated ${review.rating} out of 5`} />
        {review.title && <span className="font-semibold break-words text-ink">{review.title}</span>}
      </div>
      {review.body && (
        <p className="mt-1 line-clamp-6 break-words whitespace-pre-line text-gray-800">
          {review.body}
        </p>
      )}
      {review.pictures.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {review.pictures.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <img
                  src={url}
                  alt={`Picture ${index + 1} of the review (opens in a new tab)`}
                  className="size-16 object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.status === 'hidden' && review.hidden_reason && (
        <p className="mt-2 text-xs text-red-800">Hidden because: {review.hidden_reason}</p>
      )}
      {review.reply && (
        <div className="mt-2 rounded-lg bg-gray-50 p-2 text-xs text-gray-700">
          <span className="font-semibold text-ink">Your reply: </span>
          <span className="break-words whitespace-pre-line">{review.reply}</span>
        </div>
      )}
    </div>
  );
}

function ReviewActions({
  review,
  busy,
  onAct,
  onAsk,
}: {
  review: AdminReview;
  busy: boolean;
  onAct: (action: ReviewAction, done: string) => void;
  onAsk: (asked: Asked) => void;
}) {
  const who = `the review by ${review.customer.name}`;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {review.status !== 'published' && (
        <button
          type="button"
          disabled={busy}
          className={buttonClass('primary', 'sm')}
          aria-label={`Publish ${who}`}
          onClick={() =>
            onAct(
              { kind: 'publish', id: review.id },
              `The review by ${review.customer.name} is published.`,
            )
          }
        >
          Publish
        </button>
      )}
      {review.status !== 'hidden' && (
        <button
          type="button"
          disabled={busy}
          className={buttonClass('secondary', 'sm')}
          aria-label={`Hide ${who}`}
          onClick={() => onAsk({ kind: 'hide', review })}
        >
          Hide
        </button>
      )}
      <button
        type="button"
        disabled={busy}
        className={buttonClass('secondary', 'sm')}
        aria-label={`${review.reply ? 'Edit the reply to' : 'Reply to'} ${who}`}
        onClick={() => onAsk({ kind: 'reply', review })}
      >
        {review.reply ? 'Edit reply' : 'Reply'}
      </button>
    </div>
  );
}

function HideDialog({
  asked,
  onClose,
  onSubmit,
  pending,
  problem,
}: {
  asked: Asked;
  onClose: () => void;
  onSubmit: (reason: string) => void;
  pending: boolean;
  problem: string | undefined;
}) {
  const [reason, setReason] = useState('');
  const review = asked?.kind === 'hide' ? asked.review : null;
  return (
    <FormDialog
      open={review !== null}
      onClose={onClose}
      onSubmit={() => onSubmit(reason.trim())}
      title="Hide the review"
      text="It leaves the product page and its average. The customer sees the reason next to their review."
      problem={problem}
      submitLabel="Hide review"
      pendingLabel="Hiding…"
      pending={pending}
      dirty={reason.trim() !== ''}
    >
      <Field label="Reason" marker="required">
        {({ id, describedBy }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            required
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
    </FormDialog>
  );
}

function ReplyDialog({
  review,
  onClose,
  onSubmit,
  pending,
  problem,
}: {
  review: AdminReview;
  onClose: () => void;
  onSubmit: (text: string) => void;
  pending: boolean;
  problem: string | undefined;
}) {
  const [text, setText] = useState(review.reply ?? '');
  return (
    <FormDialog
      open
      onClose={onClose}
      onSubmit={() => onSubmit(text.trim())}
      title={review.reply ? 'Edit the shop’s reply' : 'Reply as the shop'}
      text={`Shown under the review by ${review.customer.name} on the product page; the customer is told.`}
      problem={problem}
      submitLabel={text.trim() === '' && review.reply ? 'Remove reply' : 'Save reply'}
      pendingLabel="Saving…"
      pending={pending}
      disabled={text.trim() === '' && !review.reply}
      dirty={text.trim() !== (review.reply ?? '')}
    >
      <Field label="Reply" hint="Leave it empty and save to remove the reply.">
        {({ id, describedBy }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            rows={4}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
    </FormDialog>
  );
}

/** /admin/reviews: customers' reviews to publish, hide with a reason, or answer as the shop. */
export function Component() {
  usePageHead({ title: 'Reviews' });
  const { values, page, update, bind, searching } = useListParams(REVIEW_PARAMS);
  const list = useAdminReviews({
    q: values.q,
    status: values.status === 'all' ? undefined : values.status,
    stars: values.stars,
    pictures: values.pictures,
    page,
  });
  const action = useReviewAction();
  const [asked, setAsked] = useState<Asked>(null);
  const [problem, setProblem] = useState<string>();

  const act = (move: ReviewAction, done: string) => {
    setProblem(undefined);
    action.mutate(move, {
      onSuccess: () => {
        toast.success(done);
        setAsked(null);
      },
      onError: (error) => {
        if (asked) setProblem(errorMessage(error));
        else toast.error(errorMessage(error));
      },
    });
  };
  const ask = (next: Asked) => {
    setProblem(undefined);
    setAsked(next);
  };
  const busy = (review: AdminReview) => action.isPending && action.variables?.id === review.id;

  const columns: readonly IndexColumn<AdminReview>[] = [
    {
      header: 'Review',
      cell: (review) => (
        <>
          <ReviewText review={review} />
          {/* On a phone, the columns hidden there stack under the review. */}
          <p className="mt-2 text-xs text-gray-600 sm:hidden">
            {review.product.name} · {review.customer.name}
          </p>
          <ReviewActions review={review} busy={busy(review)} onAct={act} onAsk={ask} />
        </>
      ),
    },
    {
      header: 'Product',
      className: 'hidden sm:table-cell',
      cell: (review) => (
        <>
          <a
            href={`/product/${review.product.id}#reviews`}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-800 hover:underline"
          >
            {review.product.name}
          </a>
          <span className="block text-xs text-gray-600">{formatShopDate(review.created_at)}</span>
        </>
      ),
    },
    {
      header: 'Customer',
      className: 'hidden md:table-cell',
      cell: (review) => (
        <>
          <Link
            to={adminPaths.customer(review.customer.id)}
            className="font-semibold text-brand-800 hover:underline"
          >
            {review.customer.name}
          </Link>
          <span className="block break-all text-xs text-gray-600">{review.customer.email}</span>
          {review.order_number && (
            <span className="block text-xs text-gray-600">Order {review.order_number}</span>
          )}
        </>
      ),
    },
    { header: 'Status', cell: (review) => <ReviewStatusBadge status={review.status} /> },
  ];

  return (
    <section aria-labelledby="reviews-title">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="reviews-title" className="text-2xl font-bold text-ink">
          Reviews
        </h1>
        {list.data && list.data.pending > 0 && (
          <StatusBadge tone="attention">{`${list.data.pending} awaiting moderation`}</StatusBadge>
        )}
      </div>
      <ListFilters
        search={{
          id: 'review-search',
          label: 'Search reviews',
          placeholder: 'Product, customer or words',
          ...searching('q'),
        }}
      >
        <SelectFilter label="Status" options={STATUS_FILTERS} {...bind('status')} />
        <SelectFilter label="Stars" options={STAR_FILTERS} {...bind('stars')} />
        <SelectFilter label="Pictures" options={PICTURE_FILTERS} {...bind('pictures')} />
      </ListFilters>
      <ListResults
        list={list}
        noun={['review', 'reviews']}
        page={page}
        onPage={(next) => update({ page: next })}
      >
        {(items) => (
          <IndexTable
            rows={items}
            columns={columns}
            caption="Customers’ reviews, newest first"
            empty={
              values.status === 'pending' && !values.q && !values.stars && !values.pictures
                ? 'No review waits for moderation.'
                : 'No reviews match.'
            }
          />
        )}
      </ListResults>
      <HideDialog
        key={asked?.kind === 'hide' ? asked.review.id : 'none'}
        asked={asked}
        onClose={() => setAsked(null)}
        pending={action.isPending}
        problem={problem}
        onSubmit={(reason) => {
          // The server says when the reason is missing (422), in its words.
          if (asked?.kind !== 'hide') return;
          act(
            { kind: 'hide', id: asked.review.id, reason },
            `The review by ${asked.review.customer.name} is hidden.`,
          );
        }}
      />
      {asked?.kind === 'reply' && (
        <ReplyDialog
          key={asked.review.id}
          review={asked.review}
          onClose={() => setAsked(null)}
          pending={action.isPending}
          problem={problem}
          onSubmit={(text) =>
            act(
              { kind: 'reply', id: asked.review.id, text },
              text ? 'The reply is saved.' : 'The reply is removed.',
            )
          }
        />
      )}
    </section>
  );
}

export default Component;

import { plural, t } from '@lingui/core/macro';
import {
  MAX_REVIEW_PICTURES,
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  type MyReviewState,
  type ReviewPicture,
} from '@petshop/contracts/reviews';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { Icon } from '../../../../components/ui/icon.tsx';
import { StarRow } from '../../../../components/ui/stars.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { uploadReviewPicture, useWriteReview } from './reviews-api.ts';
import { myReviewNote, ratingLabel } from './review-words.ts';
import { problemText, ReviewPictures } from './review-parts.tsx';

const inputClass =
  'w-full rounded-xl border border-gray-300 bg-white px-3 py-2.5 text-base text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600';

const tooManyPictures = () => {
  const most = MAX_REVIEW_PICTURES;
  return t`A review can have at most ${most} pictures.`;
};
const yourPicture = (number: number) => t`Your picture ${number}`;
const removePicture = (number: number) => t`Remove picture ${number}`;
const uploadingLine = (file: string) => t`Uploading ${file}…`;
const failedLine = (file: string, problem: string) => t`${file}: ${problem}`;

/** The 1–5 star picker: a radio group drawn as stars, each named "N stars". */
function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string | undefined;
}) {
  const name = useId();
  const errorId = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {t`Your rating`}
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      </legend>
      <div className="flex gap-1" onMouseLeave={() => setHovered(0)}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="relative cursor-pointer rounded-md p-1 text-amber-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            onMouseEnter={() => setHovered(stars)}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={plural(stars, { one: '# star', other: '# stars' })}
              required
              className="sr-only"
            />
            <Icon
              name={stars <= shown ? 'star-filled' : 'star'}
              className={`size-8 ${stars <= shown ? '' : 'text-gray-300'}`}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type Upload =
  | { key: number; name: string; state: 'uploading' }
  | { key: number; name: string; state: 'failed'; message: string };

/** The form that writes the customer's review or edits it (id "write-review"). */
function ReviewForm({
  productId,
  productName,
  state,
  onDone,
  onCancel,
  onSaved,
}: {
  productId: number;
  productName: string;
  state: MyReviewState;
  /** Saved: the customer's review shows in place of the form. */
  onDone: () => void;
  /** Editing a review: Cancel leaves it as it was. */
  onCancel?: (() => void) | undefined;
  onSaved?: (() => void) | undefined;
}) {
  const existing = state.review;
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [pictures, setPictures] = useState<ReviewPicture[]>(
    existing
      ? existing.picture_paths.map((path, index) => ({
          path,
          url: existing.pictures[index] ?? path,
        }))
      : [],
  );
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [ratingError, setRatingError] = useState<string>();
  const nextKey = useRef(0);
  const write = useWriteReview(productId, onSaved);
  const titleId = useId();
  const bodyId = useId();
  const filesId = useId();
  const uploading = uploads.some((upload) => upload.state === 'uploading');
  const room =
    MAX_REVIEW_PICTURES - pictures.length - uploads.filter((u) => u.state === 'uploading').length;

  async function addFiles(files: File[]) {
    const taken = files.slice(0, Math.max(0, room));
    const refused = files.slice(taken.length);
    const entries = taken.map((file) => ({ key: nextKey.current++, file }));
    setUploads((current) => [
      ...current.filter((upload) => upload.state === 'uploading'),
      ...entries.map(({ key, file }) => ({ key, name: file.name, state: 'uploading' as const })),
      ...refused.map((file) => ({
        key: nextKey.current++,
        name: file.name,
        state: 'failed' as const,
        message: tooManyPictures(),
      })),
    ]);
    for (const { key, file } of entries) {
      try {
        const picture = await uploadReviewPicture(file);
        setPictures((current) => [...current, picture].slice(0, MAX_REVIEW_PICTURES));
        setUploads((current) => current.filter((upload) => upload.key !== key));
      } catch (error) {
        setUploads((current) =>
          current.map((upload) =>
            upload.key === key
              ? { key, name: file.name, state: 'failed', message: problemText(error) }
              : upload,
          ),
        );
      }
    }
  }

  function submit() {
    if (rating < 1) {
      setRatingError(t`Choose a rating from 1 to 5 stars.`);
      return;
    }
    setRatingError(undefined);
    write.mutate(
      {
        rating,
        title: title.trim() || null,
        body: body.trim() || null,
        pictures: pictures.map((picture) => picture.path),
      },
      {
        onSuccess: (review) => {
          toast.success(
            review.status === 'pending'
              ? t`Thank you! Your review will show once the shop has checked its pictures.`
              : t`Thank you! Your review is on the page.`,
          );
          onDone();
        },
      },
    );
  }

  return (
    <form
      id="write-review"
      noValidate
      aria-labelledby={titleId}
      className="scroll-mt-24 space-y-4 rounded-2xl border border-gray-200 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {existing ? t`Edit your review` : t`Write a review`}
        <span className="sr-only"> {t`of ${productName}`}</span>
      </h3>
      <StarPicker value={rating} onChange={setRating} error={ratingError} />
      <div>
        <label htmlFor={`${bodyId}-title`} className="mb-1.5 block text-sm font-semibold text-ink">
          {t`Title`} <span className="font-normal text-gray-500">{t`(optional)`}</span>
        </label>
        <input
          id={`${bodyId}-title`}
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={bodyId} className="mb-1.5 block text-sm font-semibold text-ink">
          {t`Your review`} <span className="font-normal text-gray-500">{t`(optional)`}</span>
        </label>
        <textarea
          id={bodyId}
          value={body}
          rows={5}
          maxLength={REVIEW_BODY_MAX}
          onChange={(event) => setBody(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <p className="mb-1.5 text-sm font-semibold text-ink">
          {t`Pictures`} <span className="font-normal text-gray-500">{t`(optional, up to 3)`}</span>
        </p>
        {pictures.length > 0 && (
          <ul className="mb-2 flex flex-wrap gap-3" aria-label={t`Pictures of your review`}>
            {pictures.map((picture, index) => (
              <li key={picture.path} className="flex flex-col items-center gap-1">
                <img
                  src={picture.url}
                  alt={yourPicture(index + 1)}
                  className="size-20 rounded-lg border border-gray-200 object-cover"
                />
                <button
                  type="button"
                  aria-label={removePicture(index + 1)}
                  onClick={() =>
                    setPictures((current) => current.filter((kept) => kept.path !== picture.path))
                  }
                  className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-red-700 hover:underline"
                >
                  <Icon name="trash" className="size-4" />
                  {t`Remove`}
                </button>
              </li>
            ))}
          </ul>
        )}
        {uploads.length > 0 && (
          <ul className="mb-2 space-y-1 text-sm" aria-live="polite">
            {uploads.map((upload) => (
              <li
                key={upload.key}
                className={upload.state === 'failed' ? 'text-red-700' : 'text-gray-600'}
              >
                {upload.state === 'uploading'
                  ? uploadingLine(upload.name)
                  : failedLine(upload.name, upload.message)}
              </li>
            ))}
          </ul>
        )}
        {room > 0 && (
          <>
            <label htmlFor={filesId} className={`${buttonClass('secondary', 'sm')} cursor-pointer`}>
              <Icon name="plus" className="size-4" />
              {t`Add pictures`}
            </label>
            <input
              id={filesId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              multiple
              className="sr-only"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                void addFiles(files);
              }}
            />
          </>
        )}
        <p className="mt-1.5 text-xs text-gray-500">
          {t`Reviews with pictures show once the shop has checked them.`}
        </p>
      </div>
      {write.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problemText(write.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={write.isPending || uploading}
          className={buttonClass('primary', 'sm')}
        >
          {write.isPending ? t`Saving…` : existing ? t`Save review` : t`Post review`}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass('secondary', 'sm')}>
            {t`Cancel`}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * The customer's own review: the form when they have none yet, or their review with its state
 * (waiting for approval, hidden and why) and Edit. The review-request mail's link
 * (/product/{id}#write-review) opens the form and scrolls to it.
 */
export function MyReviewBox({
  productId,
  productName,
  state,
  onSaved,
}: {
  productId: number;
  productName: string;
  state: MyReviewState;
  onSaved?: (() => void) | undefined;
}) {
  const askedByLink = typeof window !== 'undefined' && window.location.hash === '#write-review';
  const [editing, setEditing] = useState(askedByLink);
  const scrolled = useRef(false);
  const review = state.review;

  useEffect(() => {
    if (scrolled.current || !askedByLink) return;
    scrolled.current = true;
    const form = document.getElementById('write-review');
    form?.scrollIntoView({ block: 'start' });
    form?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
  }, [askedByLink]);

  if (!review || editing) {
    return (
      <ReviewForm
        // A saved review starts the form afresh from what was saved.
        key={review?.updated_at ?? 'new'}
        productId={productId}
        productName={productName}
        state={state}
        onSaved={onSaved}
        onDone={() => setEditing(false)}
        onCancel={review ? () => setEditing(false) : undefined}
      />
    );
  }
  const note = myReviewNote(review);
  return (
    <div
      id="write-review"
      className="scroll-mt-24 rounded-2xl border border-gray-200 p-4 sm:p-6"
      data-testid="my-review"
    >
      <h3 className="text-lg font-bold text-ink">{t`Your review`}</h3>
      {note && (
        <p
          className={`mt-2 rounded-lg px-3 py-2 text-sm font-medium ${
            review.status === 'hidden' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'
          }`}
        >
          {note}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRow filled={review.rating} label={ratingLabel(review.rating)} />
        {review.title && <p className="font-bold break-words text-ink">{review.title}</p>}
      </div>
      {review.body && (
        <p className="mt-2 break-words whitespace-pre-line text-gray-800">{review.body}</p>
      )}
      <ReviewPictures pictures={review.pictures} alt={t`Your review`} />
      <button
        type="button"
        onClick={() => setEditing(true)}
        className={`${buttonClass('secondary', 'sm')} mt-4`}
      >
        {t`Edit your review`}
      </button>
    </div>
  );
}

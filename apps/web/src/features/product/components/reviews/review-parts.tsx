import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { Dialog, DialogCloseButton } from '../../../../components/ui/dialog.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';

/** The API's words for a refused call, or a plain line when it could not be reached. */
export function problemText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.body?.message) {
    return error.body.message;
  }
  if (error instanceof ApiRequestError)
    return t`Something went wrong on our side. Please try again.`;
  return t`The shop could not be reached. Check the connection and try again.`;
}

const pictureAlt = (review: string, number: number) =>
  t`${review}, picture ${number} (opens larger)`;

/** A review's pictures as thumbnails; one opens larger in a dialog. */
export function ReviewPictures({ pictures, alt }: { pictures: readonly string[]; alt: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const titleId = useId();
  if (pictures.length === 0) return null;
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-2">
        {pictures.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setOpen(url)}
              className="block overflow-hidden rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={url}
                alt={pictureAlt(alt, index + 1)}
                loading="lazy"
                className="size-20 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        labelledBy={titleId}
        closeOnBackdrop
        className="w-full max-w-3xl rounded-2xl bg-white p-4"
      >
        <div className="mb-3 flex items-center justify-between gap-3">
          <h3 id={titleId} className="font-bold text-ink">
            {alt}
          </h3>
          <DialogCloseButton label={t`Close picture`} onClick={() => setOpen(null)} />
        </div>
        {open && <img src={open} alt={alt} className="max-h-[75vh] w-full object-contain" />}
      </Dialog>
    </>
  );
}

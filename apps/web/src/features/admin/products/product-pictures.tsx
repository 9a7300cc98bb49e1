import type { AdminPicture, AdminPictures } from '@petshop/contracts/admin-images';
import {
  MAX_PICTURE_ALT_LENGTH,
  MAX_PICTURE_BYTES,
  MAX_PICTURES_PER_UPLOAD,
} from '@petshop/contracts/pictures';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ResponsiveImg } from '../../../components/ui/product-image.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { productKeys } from './api/product-keys.ts';
import { afterChange } from '../api/after-change.ts';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const NOT_A_PICTURE = 'This file is not a JPEG, PNG, WebP or AVIF picture.';
const TOO_LARGE = 'Pictures can be at most 10 MB.';

/** The cards' small buttons: the secondary look, narrower than a page's (four share a card). */
const COMPACT =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl whitespace-nowrap border border-gray-300 bg-white px-3 text-sm font-semibold text-ink transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

const picturesPath = (productId: number) => `/products/${productId}/images`;
export const productPicturesKey = (productId: number) =>
  [...productKeys.all, 'pictures', productId] as const;

/** What went wrong, as the server said it, or in plain words when it said nothing. */
const messageOf = errorMessage;

type UploadStatus =
  | { state: 'waiting' }
  | { state: 'uploading' }
  | { state: 'done' }
  | { state: 'failed'; message: string };

interface UploadEntry {
  key: number;
  name: string;
  status: UploadStatus;
}

const STATUS_TEXT: Record<UploadStatus['state'], string> = {
  waiting: 'Waiting…',
  uploading: 'Uploading…',
  done: 'Uploaded',
  failed: 'Not uploaded',
};

/** A file the server would refuse anyway, caught before it is sent: its reason, or undefined. */
function localProblem(file: File): string | undefined {
  if (file.size > MAX_PICTURE_BYTES) return TOO_LARGE;
  // An empty type (the browser does not know it): the server reads the bytes and decides.
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return NOT_A_PICTURE;
  return undefined;
}

type FocusTarget = { id: number; control: 'left' | 'right' | 'main' | 'list' };

/**
 * A product's pictures in the back office: drop or choose files (each uploaded on its own, its
 * progress and any refusal said in words), put them in order with buttons (the first is the main
 * picture), describe each for people who cannot see it, and remove one after confirming.
 */
export function ProductPictures({ productId }: { productId: number }) {
  const queryClient = useQueryClient();
  const key = productPicturesKey(productId);
  const pictures = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      adminRequest<AdminPictures>(picturesPath(productId), { signal }).then((body) => body.images),
  });
  const images = pictures.data ?? [];
  const headingId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const [dragging, setDragging] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<AdminPicture | null>(null);
  const nextKey = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const controls = useRef(new Map<string, HTMLElement>());
  /** The control to focus once a change has been drawn (a moved picture's same button). */
  const pendingFocus = useRef<FocusTarget | null>(null);

  // After a move the same picture's control keeps the focus, wherever the picture went; the
  // picture itself when that control no longer applies (moved to the end, made main).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || busy) return;
    pendingFocus.current = null;
    const direct = controls.current.get(`${target.id}:${target.control}`) as
      HTMLButtonElement | undefined;
    (direct && !direct.disabled ? direct : controls.current.get(`${target.id}:list`))?.focus();
  }, [pictures.data, busy]);

  const setImages = (next: AdminPicture[]) => {
    queryClient.setQueryData(key, next);
    // The product list shows each product's main picture.
    afterChange.products(queryClient);
  };
  const setStatus = (entryKey: number, status: UploadStatus) =>
    setUploads((entries) =>
      entries.map((entry) => (entry.key === entryKey ? { ...entry, status } : entry)),
    );

  function addFiles(fileList: FileList | File[]) {
    const files = [...fileList];
    if (files.length === 0) return;
    const entries = files.map((file) => ({ key: nextKey.current++, file }));
    setUploads((previous) => [
      // A new batch replaces the finished lines of the last one.
      ...previous.filter(
        (entry) => entry.status.state === 'waiting' || entry.status.state === 'uploading',
      ),
      ...entries.map(({ key: entryKey, file }) => {
        const problem = localProblem(file);
        return {
          key: entryKey,
          name: file.name,
          status: problem
            ? ({ state: 'failed', message: problem } as const)
            : ({ state: 'waiting' } as const),
        };
      }),
    ]);
    // One file per request, one after another: each line says how its own file went.
    for (const { key: entryKey, file } of entries) {
      if (localProblem(file)) continue;
      queue.current = queue.current.then(async () => {
        setStatus(entryKey, { state: 'uploading' });
        const body = new FormData();
        body.append('files', file, file.name);
        try {
          const answer = await adminRequest<AdminPictures>(picturesPath(productId), {
            method: 'POST',
            body,
          });
          setImages(answer.images);
          setStatus(entryKey, { state: 'done' });
          toast.success(`${file.name} was added to the pictures.`);
        } catch (error) {
          setStatus(entryKey, { state: 'failed', message: messageOf(error) });
        }
      });
    }
  }

  /** Makes a change to the pictures; `done` says what changed, in the toast after it. */
  async function change(run: () => Promise<AdminPictures>, done: string, focus?: FocusTarget) {
    setBusy(true);
    setActionError(null);
    try {
      const answer = await run();
      pendingFocus.current = focus ?? null;
      setImages(answer.images);
      toast.success(done);
    } catch (error) {
      setActionError(messageOf(error));
      // Someone else may have changed them: show what the shop has now.
      void queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setBusy(false);
    }
  }

  const reorder = (ids: number[], focus: FocusTarget, done: string) =>
    change(
      () =>
        adminRequest<AdminPictures>(`${picturesPath(productId)}/order`, {
          method: 'PUT',
          body: { imageIds: ids },
        }),
      done,
      focus,
    );
  const move = (index: number, by: -1 | 1) => {
    const ids = images.map((image) => image.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    return reorder(
      ids,
      { id: id!, control: by < 0 ? 'left' : 'right' },
      `Picture ${index + 1} moved to place ${index + 1 + by}.`,
    );
  };
  const makeMain = (index: number) => {
    const ids = images.map((image) => image.id);
    const [id] = ids.splice(index, 1);
    return reorder(
      [id!, ...ids],
      { id: id!, control: 'main' },
      `Picture ${index + 1} is now the main picture.`,
    );
  };

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  }

  const registered =
    (id: number, control: FocusTarget['control']) => (node: HTMLElement | null) => {
      if (node) controls.current.set(`${id}:${control}`, node);
      else controls.current.delete(`${id}:${control}`);
    };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-ink">
          Pictures
        </h2>
        <p id={hintId} className="text-sm text-gray-600">
          JPEG, PNG, WebP or AVIF, up to 10 MB each ({MAX_PICTURES_PER_UPLOAD} at a time is
          fastest). The first picture is the main one the shop shows.
        </p>
      </div>

      <div
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="picture-drop-zone"
        className={`flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center transition-colors ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-gray-300 bg-white'
        }`}
      >
        <p className="text-sm font-medium text-gray-700">Drag pictures here, or</p>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => fileInput.current?.click()}
          aria-describedby={hintId}
        >
          Choose pictures
        </button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPTED_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label="Picture files"
          onChange={(event) => {
            addFiles(event.target.files ?? []);
            event.target.value = '';
          }}
        />
      </div>

      {uploads.length > 0 && (
        <ul aria-label="Uploads" aria-live="polite" className="flex flex-col gap-1 text-sm">
          {uploads.map((entry) => (
            <li
              key={entry.key}
              className={entry.status.state === 'failed' ? 'text-red-700' : 'text-gray-700'}
            >
              <span className="font-medium">{entry.name}</span>: {STATUS_TEXT[entry.status.state]}
              {entry.status.state === 'failed' && ` — ${entry.status.message}`}
            </li>
          ))}
        </ul>
      )}

      {actionError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {actionError}
        </p>
      )}

      {pictures.isPending ? (
        <p className="text-sm text-gray-600">Loading pictures…</p>
      ) : pictures.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {messageOf(pictures.error)}
        </p>
      ) : images.length === 0 ? (
        <p className="text-sm text-gray-600">No pictures yet: the shop shows a placeholder.</p>
      ) : (
        <ol
          aria-label="Pictures in order"
          className="grid grid-cols-2 gap-4 lg:grid-cols-3 2xl:grid-cols-4"
        >
          {images.map((image, index) => (
            <li
              key={image.id}
              ref={registered(image.id, 'list')}
              tabIndex={-1}
              aria-label={`Picture ${index + 1} of ${images.length}${image.isMain ? ', main picture' : ''}`}
              className="flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-3 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <div className="relative aspect-square overflow-hidden rounded-xl bg-brand-50">
                <ResponsiveImg
                  src={image.url}
                  sizes="240px"
                  alt={image.alt ?? ''}
                  width={240}
                  height={240}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
                {image.isMain && (
                  <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                    Main picture
                  </span>
                )}
              </div>
              <div className="flex gap-1">
                <button
                  type="button"
                  ref={registered(image.id, 'left')}
                  className={COMPACT}
                  disabled={busy || index === 0}
                  aria-label={`Move picture ${index + 1} left`}
                  title="Move left"
                  onClick={() => void move(index, -1)}
                >
                  <Icon name="chevron-left" className="size-4" />
                </button>
                <button
                  type="button"
                  ref={registered(image.id, 'right')}
                  className={COMPACT}
                  disabled={busy || index === images.length - 1}
                  aria-label={`Move picture ${index + 1} right`}
                  title="Move right"
                  onClick={() => void move(index, 1)}
                >
                  <Icon name="chevron-right" className="size-4" />
                </button>
                <button
                  type="button"
                  ref={registered(image.id, 'main')}
                  className={`${COMPACT} flex-1`}
                  disabled={busy || image.isMain}
                  aria-label={`Make picture ${index + 1} the main picture`}
                  onClick={() => void makeMain(index)}
                >
                  Make main
                </button>
              </div>
              <AltEditor
                key={`${image.id}:${image.alt ?? ''}`}
                image={image}
                index={index}
                disabled={busy}
                onSave={(alt) =>
                  change(
                    () =>
                      adminRequest<AdminPictures>(`${picturesPath(productId)}/${image.id}`, {
                        method: 'PATCH',
                        body: { alt },
                      }),
                    `The description of picture ${index + 1} was saved.`,
                  )
                }
              />
              <button
                type="button"
                className={`${COMPACT} text-red-700 hover:border-red-600 hover:text-red-800`}
                disabled={busy}
                aria-label={`Remove picture ${index + 1}`}
                onClick={() => setRemoving(image)}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}

      <RemoveDialog
        picture={removing}
        position={removing ? images.findIndex((image) => image.id === removing.id) + 1 : 0}
        onClose={() => setRemoving(null)}
        onConfirm={(picture) => {
          setRemoving(null);
          const position = images.findIndex((image) => image.id === picture.id) + 1;
          void change(
            () =>
              adminRequest<AdminPictures>(`${picturesPath(productId)}/${picture.id}`, {
                method: 'DELETE',
              }),
            `Picture ${position} was removed.`,
          );
        }}
      />
    </section>
  );
}

/** The picture's description (alt text), saved with its own button. */
function AltEditor({
  image,
  index,
  disabled,
  onSave,
}: {
  image: AdminPicture;
  index: number;
  disabled: boolean;
  onSave: (alt: string | null) => Promise<void>;
}) {
  const [text, setText] = useState(image.alt ?? '');
  const id = useId();
  const changed = text.trim() !== (image.alt ?? '');
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) void onSave(text.trim() || null);
      }}
    >
      <label htmlFor={id} className="text-xs font-semibold text-ink">
        Description of picture {index + 1}
      </label>
      <div className="flex gap-1">
        <input
          id={id}
          value={text}
          maxLength={MAX_PICTURE_ALT_LENGTH}
          placeholder="What the picture shows"
          onChange={(event) => setText(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-gray-300 px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <button
          type="submit"
          className={COMPACT}
          disabled={disabled || !changed}
          aria-label={`Save the description of picture ${index + 1}`}
        >
          Save
        </button>
      </div>
    </form>
  );
}

function RemoveDialog({
  picture,
  position,
  onClose,
  onConfirm,
}: {
  picture: AdminPicture | null;
  position: number;
  onClose: () => void;
  onConfirm: (picture: AdminPicture) => void;
}) {
  const titleId = useId();
  const textId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={picture !== null}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={keep}
      className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        Remove picture {position}?
      </h2>
      <p id={textId} className="mt-2 text-sm text-gray-700">
        The shop stops showing it at once.
        {picture?.isMain ? ' The next picture becomes the main one.' : ''}
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <button
          ref={keep}
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={onClose}
        >
          Keep it
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => picture && onConfirm(picture)}
        >
          Remove picture
        </button>
      </div>
    </Dialog>
  );
}

import type { AdminPicture } from '@petshop/contracts/admin-images';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { signInStaff } from '../../../../test/admin-screen.tsx';
import { ProductPictures } from '../product-pictures.tsx';

const URL = '/api/admin/products/7/images';

const picture = (id: number, extra: Partial<AdminPicture> = {}): AdminPicture => ({
  id,
  url: `/storage/uploads/products/${'a'.repeat(31)}${id}-1600.webp`,
  alt: null,
  isMain: false,
  variants: {
    base: `uploads/products/${'a'.repeat(31)}${id}`,
    widths: [400, 800, 1600],
    formats: ['avif', 'webp'],
  },
  ...extra,
});
/** The list as the server answers it: in this order, the first the main one. */
const listOf = (...ids: number[]) => ({
  images: ids.map((id, index) => picture(id, { isMain: index === 0 })),
});

function renderPictures() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProductPictures productId={7} />
    </QueryClientProvider>,
  );
}

const pictureItems = () =>
  within(screen.getByRole('list', { name: 'Pictures in order' })).getAllByRole('listitem');
const uploadLines = () =>
  within(screen.getByRole('list', { name: 'Uploads' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const file = (name: string, type: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  signInStaff({ email: 'owner@shop.test', name: 'Owner', role: 'owner' }, 'staff-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ProductPictures', () => {
  it('shows the pictures in order, the first as the main one, with the staff token', async () => {
    const router = routeFetch({ [`GET ${URL}`]: () => json(200, listOf(1, 2, 3)) });
    renderPictures();
    await waitFor(() => expect(pictureItems()).toHaveLength(3));
    expect(pictureItems().map((item) => item.getAttribute('aria-label'))).toEqual([
      'Picture 1 of 3, main picture',
      'Picture 2 of 3',
      'Picture 3 of 3',
    ]);
    expect(within(pictureItems()[0]!).getByText('Main picture')).toBeTruthy();
    expect(within(pictureItems()[1]!).queryByText('Main picture')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Make picture 1 the main picture' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect((router.calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer staff-token',
    );
  });

  it('uploads dropped and chosen files one by one, saying how each went in words', async () => {
    let answer = listOf(1);
    const uploaded: string[] = [];
    const router = routeFetch({
      [`GET ${URL}`]: () => json(200, listOf(1)),
      [`POST ${URL}`]: ({ init }) => {
        const sent = (init.body as FormData).get('files') as File;
        uploaded.push(sent.name);
        if (sent.name === 'renamed-notes.jpg') {
          return json(415, { message: 'This file is not a JPEG, PNG, WebP or AVIF picture.' });
        }
        answer = listOf(...answer.images.map((image) => image.id), answer.images.length + 1);
        return json(201, answer);
      },
    });
    renderPictures();
    await waitFor(() => expect(pictureItems()).toHaveLength(1));

    fireEvent.drop(screen.getByTestId('picture-drop-zone'), {
      dataTransfer: {
        files: [
          file('dog.jpg', 'image/jpeg'),
          file('renamed-notes.jpg', 'image/jpeg'),
          file('notes.txt', 'text/plain'),
          file('huge.png', 'image/png', 11 * 1024 * 1024),
        ],
      },
    });
    await waitFor(() =>
      expect(uploadLines()).toEqual([
        'dog.jpg: Uploaded',
        'renamed-notes.jpg: Not uploaded — This file is not a JPEG, PNG, WebP or AVIF picture.',
        'notes.txt: Not uploaded — This file is not a JPEG, PNG, WebP or AVIF picture.',
        'huge.png: Not uploaded — Pictures can be at most 10 MB.',
      ]),
    );
    // Files the server would refuse anyway were never sent.
    expect(uploaded).toEqual(['dog.jpg', 'renamed-notes.jpg']);
    expect(pictureItems()).toHaveLength(2);

    // The button's file input: a new batch replaces the finished lines.
    fireEvent.change(screen.getByLabelText('Picture files'), {
      target: { files: [file('cat.webp', 'image/webp')] },
    });
    expect(uploadLines()).toEqual(['cat.webp: Waiting…']);
    await waitFor(() => expect(uploadLines()).toEqual(['cat.webp: Uploaded']));
    expect(pictureItems()).toHaveLength(3);
    expect(router.callsTo(`POST ${URL}`)).toBe(3);
  });

  it('says when the shop cannot be reached during an upload', async () => {
    routeFetch({ [`GET ${URL}`]: () => json(200, listOf(1)) });
    renderPictures();
    await waitFor(() => expect(pictureItems()).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Picture files'), {
      target: { files: [file('dog.png', 'image/png')] },
    });
    await waitFor(() =>
      expect(uploadLines()).toEqual([
        'dog.png: Not uploaded — The shop could not be reached. Check the connection and try again.',
      ]),
    );
  });

  it('reorders with buttons, keeping the focus on the moved picture', async () => {
    const router = routeFetch({
      [`GET ${URL}`]: () => json(200, listOf(1, 2, 3)),
      [`PUT ${URL}/order`]: ({ body }) =>
        json(200, listOf(...(body as { imageIds: number[] }).imageIds)),
    });
    renderPictures();
    await waitFor(() => expect(pictureItems()).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: 'Move picture 1 right' }));
    await waitFor(() => expect(router.calls.at(-1)!.body).toEqual({ imageIds: [2, 1, 3] }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move picture 2 right' }),
      ),
    );
    expect(pictureItems()[0]!.getAttribute('aria-label')).toBe('Picture 1 of 3, main picture');
    expect(pictureItems()[1]!.querySelector('img')!.getAttribute('src')).toContain('1-1600.webp');

    fireEvent.click(screen.getByRole('button', { name: 'Make picture 3 the main picture' }));
    await waitFor(() => expect(router.calls.at(-1)!.body).toEqual({ imageIds: [3, 2, 1] }));
    // Its "Make main" no longer applies: the picture itself keeps the focus.
    await waitFor(() => expect(document.activeElement).toBe(pictureItems()[0]));
  });

  it('says why a change was refused', async () => {
    routeFetch({
      [`GET ${URL}`]: () => json(200, listOf(1, 2)),
      [`PUT ${URL}/order`]: () =>
        json(422, {
          message:
            "The order must list each of this product's pictures once. Reload the page and try again.",
        }),
    });
    renderPictures();
    await waitFor(() => expect(pictureItems()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 2 left' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The order must list each of this product's pictures once. Reload the page and try again.",
    );
  });

  it('removes a picture only after confirming in a dialog', async () => {
    const router = routeFetch({
      [`GET ${URL}`]: () => json(200, listOf(1, 2)),
      [`DELETE ${URL}/2`]: () => json(200, listOf(1)),
    });
    renderPictures();
    await waitFor(() => expect(pictureItems()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove picture 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.callsTo(`DELETE ${URL}/2`)).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove picture 2?' })).getByRole('button', {
        name: 'Remove picture',
      }),
    );
    await waitFor(() => expect(pictureItems()).toHaveLength(1));
    expect(router.callsTo(`DELETE ${URL}/2`)).toBe(1);
  });

  it('saves a description (alt text) of a picture', async () => {
    const router = routeFetch({
      [`GET ${URL}`]: () => json(200, listOf(1)),
      [`PATCH ${URL}/1`]: ({ body }) =>
        json(200, { images: [picture(1, { isMain: true, alt: (body as { alt: string }).alt })] }),
    });
    renderPictures();
    const input = await screen.findByLabelText('Description of picture 1');
    const save = screen.getByRole('button', { name: 'Save the description of picture 1' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '  Red collar on a beagle ' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(router.calls.at(-1)!.body).toEqual({ alt: 'Red collar on a beagle' }),
    );
    await waitFor(() =>
      expect(within(pictureItems()[0]!).getByRole('img').getAttribute('alt')).toBe(
        'Red collar on a beagle',
      ),
    );
  });
});

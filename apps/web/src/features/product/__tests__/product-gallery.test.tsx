import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductGallery } from '../components/product-gallery.tsx';

afterEach(cleanup);

const uploaded = '/storage/uploads/products/0123456789abcdef0123456789abcdef-1600.webp';
const small = '/storage/uploads/products/fedcba9876543210fedcba9876543210-900.webp';
const demo = '/storage/products/royal-kibble-1.svg';
const base = '/storage/uploads/products/0123456789abcdef0123456789abcdef';

const product = (urls: string[]) => ({
  name: 'Salmon Kibble',
  image_url: urls[0] ?? null,
  images: urls.map((image_url, index) => ({ id: index + 1, image_url })),
});

describe('ProductGallery', () => {
  it('offers an uploaded picture as AVIF and WebP at its three widths', () => {
    const { container } = render(<ProductGallery product={product([uploaded, demo])} />);
    const main = screen.getByRole<HTMLImageElement>('img', { name: 'Salmon Kibble' });
    const picture = main.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const source = picture.querySelector('source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe(
      `${base}-400.avif 400w, ${base}-800.avif 800w, ${base}-1600.avif 1600w`,
    );
    expect(source.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 584px, (min-width: 1024px) 50vw, 100vw',
    );
    expect(main.getAttribute('src')).toBe(uploaded);
    expect(main.getAttribute('srcset')).toBe(
      `${base}-400.webp 400w, ${base}-800.webp 800w, ${base}-1600.webp 1600w`,
    );
    expect(main.getAttribute('sizes')).toBe(source.getAttribute('sizes'));
    // The thumbnails too, at a quarter of the width.
    const thumbnails = container.querySelectorAll('ul picture img');
    expect(thumbnails).toHaveLength(1);
    expect(thumbnails[0]!.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 137px, (min-width: 1024px) 12vw, 25vw',
    );
  });

  it('lists only the widths a narrower upload has, and leaves the demo artwork a plain img', () => {
    const { container } = render(<ProductGallery product={product([small, demo])} />);
    expect(container.querySelector('source')!.getAttribute('srcset')).toBe(
      small.replace('-900.webp', '-400.avif 400w, ') +
        small.replace('-900.webp', '-800.avif 800w, ') +
        small.replace('.webp', '.avif 900w'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    const main = screen.getByRole('img', { name: 'Salmon Kibble' });
    expect(main.getAttribute('src')).toBe(demo);
    expect(main.hasAttribute('srcset')).toBe(false);
    expect(main.parentElement!.tagName).not.toBe('PICTURE');
  });
});

describe('ProductGallery descriptions', () => {
  it("uses a picture's description as its alt text, else the product's name", () => {
    render(
      <ProductGallery
        product={{
          name: 'Salmon Kibble',
          image_url: uploaded,
          images: [
            { id: 1, image_url: uploaded, alt: 'A bowl of salmon kibble' },
            { id: 2, image_url: demo },
          ],
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'A bowl of salmon kibble' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Salmon Kibble' }).getAttribute('src')).toBe(demo);
  });
});

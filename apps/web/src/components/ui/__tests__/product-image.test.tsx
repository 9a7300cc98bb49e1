import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductImage, ProductThumbnail } from '../product-image.tsx';

afterEach(cleanup);

const picture = '/storage/products/cat-food.svg';

describe('ProductImage', () => {
  it('shows the picture with its size and lazy loading by default', () => {
    render(<ProductImage src={picture} alt="Cat Food" width={320} height={320} />);
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'Cat Food' });
    expect(img.getAttribute('src')).toBe(picture);
    expect(img.getAttribute('width')).toBe('320');
    expect(img.getAttribute('height')).toBe('320');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads a first-view picture eagerly with high priority when asked', () => {
    render(
      <ProductImage
        src={picture}
        alt="Cat Food"
        width={262}
        height={262}
        loading="eager"
        fetchPriority="high"
      />,
    );
    const img = screen.getByRole('img', { name: 'Cat Food' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('falls back when the picture fails to load, and tells the caller', () => {
    const onError = vi.fn();
    render(
      <ProductImage
        src={picture}
        alt="Cat Food"
        width={320}
        height={320}
        fallbackLabel="Image not available"
        onError={onError}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Cat Food' }));
    expect(screen.queryByRole('img', { name: 'Cat Food' })).toBeNull();
    expect(screen.getByText('Image not available')).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('falls back when there is no picture at all', () => {
    const { container } = render(<ProductImage src={null} alt="Cat Food" width={56} height={56} />);
    expect(container.querySelector('img')).toBeNull();
    // Without a label the placeholder is decorative.
    expect(container.querySelector('[aria-hidden="true"] svg')).toBeTruthy();
  });

  it('tries again when a caller that remembers failures forgets them', () => {
    const { rerender } = render(
      <ProductImage src={picture} alt="" width={320} height={320} failed fallbackLabel="Gone" />,
    );
    expect(screen.getByText('Gone')).toBeTruthy();
    rerender(
      <ProductImage
        src={picture}
        alt=""
        width={320}
        height={320}
        failed={false}
        fallbackLabel="Gone"
      />,
    );
    expect(screen.queryByText('Gone')).toBeNull();
  });

  it('fades in behind a spinner until the picture has loaded', () => {
    const { container } = render(
      <ProductImage src={picture} alt="Cat Food" width={262} height={262} showLoading />,
    );
    const img = screen.getByRole('img', { name: 'Cat Food' });
    expect(img.className).toContain('opacity-0');
    expect(container.querySelector('.animate-spin')).toBeTruthy();
    fireEvent.load(img);
    expect(img.className).toContain('opacity-100');
    expect(container.querySelector('.animate-spin')).toBeNull();
  });

  it('is drawn on the server visible, with no spinner: the picture shows before any script', () => {
    const html = renderToString(
      <ProductImage src={picture} alt="Cat Food" width={262} height={262} showLoading />,
    );
    expect(html).toContain('opacity-100');
    expect(html).not.toContain('opacity-0');
    expect(html).not.toContain('animate-spin');
  });

  it('starts over when it is given another picture', () => {
    const { rerender } = render(
      <ProductImage src={picture} alt="Cat Food" width={56} height={56} fallbackLabel="None" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Cat Food' }));
    expect(screen.getByText('None')).toBeTruthy();
    rerender(
      <ProductImage src="/other.svg" alt="Cat Food" width={56} height={56} fallbackLabel="None" />,
    );
    expect(screen.getByRole('img', { name: 'Cat Food' }).getAttribute('src')).toBe('/other.svg');
  });
});

describe('ProductThumbnail', () => {
  it('gives the picture the frame’s size', () => {
    render(<ProductThumbnail src={picture} alt="Cat Food" size={64} />);
    const img = screen.getByRole('img', { name: 'Cat Food' });
    expect(img.getAttribute('width')).toBe('64');
    expect(img.parentElement?.className).toContain('size-16');
  });
});

describe('ProductImage of an uploaded picture', () => {
  it('offers its AVIF and WebP copies for the width it is shown at', () => {
    const base = '/storage/uploads/products/0123456789abcdef0123456789abcdef';
    render(<ProductImage src={`${base}-800.webp`} alt="Rope Toy" width={262} height={262} />);
    const img = screen.getByRole('img', { name: 'Rope Toy' });
    expect(img.getAttribute('srcset')).toBe(`${base}-400.webp 400w, ${base}-800.webp 800w`);
    expect(img.getAttribute('sizes')).toBe('262px');
    const source = img.parentElement!.querySelector('source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe(`${base}-400.avif 400w, ${base}-800.avif 800w`);
    expect(source.getAttribute('sizes')).toBe('262px');
  });
});

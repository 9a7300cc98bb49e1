import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { iconNamesModule, readIcons, spriteMarkup } from '../../../../build/icon-sprite.ts';
import { Icon } from '../icon.tsx';

afterEach(cleanup);

const iconsDir = path.join(import.meta.dirname, '../../../assets/icons');

describe('Icon', () => {
  it('draws the named symbol of the sprite, decorative by default', () => {
    const { container } = render(<Icon name="cart" />);
    const svg = container.querySelector('svg')!;
    expect(svg.querySelector('use')?.getAttribute('href')).toBe('#icon-cart');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.hasAttribute('role')).toBe(false);
    expect(svg.hasAttribute('aria-label')).toBe(false);
    expect(svg.getAttribute('class')).toBe('size-5');
  });

  it('takes its size and colour from className', () => {
    const { container } = render(<Icon name="heart-filled" className="size-4 text-red-500" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe('size-4 text-red-500');
    expect(svg.querySelector('use')?.getAttribute('href')).toBe('#icon-heart-filled');
  });

  it('only takes the name of an icon file (typecheck fails on any other)', () => {
    // @ts-expect-error: no src/assets/icons/crat.svg
    const { container } = render(<Icon name="crat" />);
    expect(container.querySelector('use')?.getAttribute('href')).toBe('#icon-crat');
  });

  it('is an image with an accessible name when it is given a label', () => {
    render(<Icon name="check-circle" label="Paid" />);
    const image = screen.getByRole('img', { name: 'Paid' });
    expect(image.hasAttribute('aria-hidden')).toBe(false);
    expect(image.querySelector('use')?.getAttribute('href')).toBe('#icon-check-circle');
  });
});

describe('icon sprite', () => {
  it('has one symbol per SVG file, keeping its viewBox, fill and stroke', () => {
    const files = readdirSync(iconsDir).filter((file) => file.endsWith('.svg'));
    const sprite = spriteMarkup();
    expect(sprite.match(/<symbol /g)).toHaveLength(files.length);
    expect(sprite).toMatch(/^<svg [^>]*aria-hidden="true" style="display:none">/);
    expect(sprite).toContain(
      '<symbol id="icon-cart" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="8" cy="21" r="1"/>',
    );
    expect(sprite).toContain('<symbol id="icon-paw" viewBox="0 0 24 24" fill="currentColor">');
  });

  it('icon-names.ts lists exactly the icon files (the build rewrites it; this catches a stale copy)', () => {
    const written = readFileSync(path.join(import.meta.dirname, '../icon-names.ts'), 'utf8');
    expect(written).toBe(iconNamesModule(readIcons(iconsDir)));
  });
});

import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatShopDateTime } from '../dates.ts';
import {
  activateLanguage,
  i18n,
  inLanguage,
  languageOfPath,
  startLanguage,
  withoutLanguage,
} from '../i18n.ts';
import { formatAed } from '../money.ts';

afterEach(() => activateLanguage('en'));

describe('the language of an address', () => {
  it('is Arabic under /ar and English elsewhere', () => {
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/store')).toBe('ar');
    expect(languageOfPath('/store')).toBe('en');
    expect(languageOfPath('/arabic-food')).toBe('en');
    expect(withoutLanguage('/ar/product/12')).toBe('/product/12');
    expect(withoutLanguage('/ar')).toBe('/');
    expect(withoutLanguage('/store')).toBe('/store');
  });

  it('gives the same page in the other language, query kept', () => {
    expect(inLanguage('ar', '/store?page=2')).toBe('/ar/store?page=2');
    expect(inLanguage('ar', '/')).toBe('/ar');
    expect(inLanguage('en', '/ar/store?page=2')).toBe('/store?page=2');
    expect(inLanguage('en', '/ar')).toBe('/');
  });
});

describe('texts', () => {
  it('writes the English of the code without any catalog', () => {
    const count = 3;
    expect(t`Cart`).toBe('Cart');
    expect(t`${count} items`).toBe('3 items');
    expect(i18n._(msg`Wishlist`)).toBe('Wishlist');
    render(
      <p>
        <Trans>
          Read our <a href="/policies/returns">returns policy</a>
        </Trans>
      </p>,
    );
    expect(screen.getByRole('link', { name: 'returns policy' })).toBeTruthy();
    expect(screen.getByText(/Read our/).textContent).toBe('Read our returns policy');
  });

  it('writes Arabic from the compiled catalog, money and dates the Arabic way', async () => {
    await startLanguage('ar');
    expect(i18n.locale).toBe('ar');
    expect(t`Cart`).toBe('السلة');
    expect(formatAed(1234.5)).toBe('\u20661,234.50\u2069 د.إ');
    expect(formatShopDateTime('2026-03-05T10:30:00Z')).toBe('5 مارس 2026، الساعة 14:30');
    activateLanguage('en');
    expect(formatAed(1234.5)).toBe('AED 1,234.50');
    expect(formatShopDateTime('2026-03-05T10:30:00Z')).toBe('5 March 2026 at 14:30');
  });
});

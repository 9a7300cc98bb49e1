// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from '../return-path.ts';

describe('return paths after login', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/product/12', '/product/12'],
    ['/store?petTypes=DOG&page=2#top', '/store?petTypes=DOG&page=2#top'],
    ['/profile?tab=wishlist', '/profile?tab=wishlist'],
  ])('keeps the shop page %s', (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });

  it.each([
    '//evil.example/phish',
    '/\\evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'product/12',
    '/user',
    '/user/register?next=/checkout',
    '/\n//evil.example',
    '/\tx',
    '',
    null,
    undefined,
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('puts a safe path on the login link, and nothing for the home page or a foreign one', () => {
    expect(withReturnPath('/user', '/product/12')).toBe('/user?next=%2Fproduct%2F12');
    expect(withReturnPath('/user/register', '/checkout')).toBe('/user/register?next=%2Fcheckout');
    expect(withReturnPath('/user', '/')).toBe('/user');
    expect(withReturnPath('/user', '//evil.example')).toBe('/user');
  });
});

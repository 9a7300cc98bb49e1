// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bestSellerScrollStep } from '../best-seller-scroll.ts';

describe('bestSellerScrollStep', () => {
  it('moves 270 px on phones (under 640 px)', () => {
    expect(bestSellerScrollStep(360)).toBe(270);
    expect(bestSellerScrollStep(639)).toBe(270);
  });

  it('moves 280 px from 640 px up to under 1024 px', () => {
    expect(bestSellerScrollStep(640)).toBe(280);
    expect(bestSellerScrollStep(768)).toBe(280);
    expect(bestSellerScrollStep(1023)).toBe(280);
  });

  it('moves 300 px from 1024 px up', () => {
    expect(bestSellerScrollStep(1024)).toBe(300);
    expect(bestSellerScrollStep(1920)).toBe(300);
  });
});

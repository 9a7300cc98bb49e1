// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { visiblePageButtons } from '../pagination.ts';

describe('visiblePageButtons', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(visiblePageButtons(1, 1)).toEqual([1]);
    expect(visiblePageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePageButtons(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first 5 while the current page is 3 or less', () => {
    expect(visiblePageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePageButtons(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePageButtons(3, 6)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the last 5 when the current page is within 2 of the end', () => {
    expect(visiblePageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(visiblePageButtons(8, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(visiblePageButtons(4, 6)).toEqual([2, 3, 4, 5, 6]);
  });

  it('centres the current page otherwise', () => {
    expect(visiblePageButtons(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(visiblePageButtons(7, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(visiblePageButtons(50, 100)).toEqual([48, 49, 50, 51, 52]);
  });

  it('never shows more than 5 buttons nor a page outside 1..last', () => {
    for (let last = 1; last <= 12; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const pages = visiblePageButtons(current, last);
        expect(pages.length).toBe(Math.min(5, last));
        expect(pages).toContain(current);
        expect(pages[0]).toBeGreaterThanOrEqual(1);
        expect(pages.at(-1)).toBeLessThanOrEqual(last);
      }
    }
  });

  it('copes with a page past the end and an empty result', () => {
    expect(visiblePageButtons(99, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(visiblePageButtons(1, 0)).toEqual([]);
  });
});

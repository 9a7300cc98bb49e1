import { describe, expect, it } from 'vitest';
import { averageText, distributionRows, helpfulText, myReviewNote } from '../review-words.ts';

describe('review words', () => {
  it('writes the average with one decimal', () => {
    expect(averageText(4.5)).toBe('4.5');
    expect(averageText(4)).toBe('4.0');
    expect(averageText(3.666)).toBe('3.7');
    expect(averageText(0)).toBe('0.0');
  });

  it('lists the bars from 5 stars down with their share', () => {
    expect(distributionRows([1, 0, 0, 1, 2], 4)).toEqual([
      { stars: 5, reviews: 2, percent: 50 },
      { stars: 4, reviews: 1, percent: 25 },
      { stars: 3, reviews: 0, percent: 0 },
      { stars: 2, reviews: 0, percent: 0 },
      { stars: 1, reviews: 1, percent: 25 },
    ]);
    expect(distributionRows([0, 0, 0, 0, 0], 0).map((row) => row.percent)).toEqual([0, 0, 0, 0, 0]);
  });

  it('says the helpful count and the state of the customer’s own review', () => {
    expect(helpfulText(3)).toBe('Was this helpful? (3)');
    expect(myReviewNote({ status: 'pending', hidden_reason: null })).toMatch(
      /^Waiting for approval/,
    );
    expect(myReviewNote({ status: 'hidden', hidden_reason: 'Names a person' })).toBe(
      'Hidden by the shop: Names a person',
    );
    expect(myReviewNote({ status: 'published', hidden_reason: null })).toBeNull();
  });
});

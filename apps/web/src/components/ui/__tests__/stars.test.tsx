import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasReviews, reviewCountText, Stars, starsFor } from '../stars.tsx';

afterEach(cleanup);

describe('starsFor (decision 126)', () => {
  it('rounds a real average to whole stars from 1 to 5', () => {
    expect(starsFor(4.7)).toBe(5);
    expect(starsFor(4.4)).toBe(4);
    expect(starsFor(1)).toBe(1);
    expect(starsFor(0.2)).toBe(1);
    expect(starsFor(9)).toBe(5);
  });

  it('invents nothing for a product without a rating', () => {
    expect(starsFor(0)).toBe(0);
    expect(starsFor(null)).toBe(0);
    expect(starsFor(undefined)).toBe(0);
    expect(starsFor(Number.NaN)).toBe(0);
  });

  it('counts reviews only when there are some', () => {
    expect(hasReviews(3)).toBe(true);
    expect(hasReviews(0)).toBe(false);
    expect(hasReviews(null)).toBe(false);
    expect(hasReviews(undefined)).toBe(false);
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(1234)).toBe('1,234 reviews');
  });
});

describe('Stars', () => {
  it('shows the rounded stars and the review count of a reviewed product', () => {
    const { container } = render(<Stars rating={3.6} reviewCount={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(container.textContent).toBe('(12 reviews)');
  });

  it('leaves the count out when asked', () => {
    const { container } = render(<Stars rating={2} reviewCount={3} showCount={false} />);
    expect(screen.getByRole('img', { name: 'Rated 2 out of 5' })).toBeTruthy();
    expect(container.textContent).toBe('');
  });

  it('shows nothing at all for a product without reviews, whatever its rating says', () => {
    expect(render(<Stars rating={4} reviewCount={0} />).container.innerHTML).toBe('');
    expect(render(<Stars rating={0} />).container.innerHTML).toBe('');
  });
});

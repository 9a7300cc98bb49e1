import type { MyReview, MyReviewState, ProductReviews } from '@petshop/contracts/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as loginPrompt from '../../../../../components/ui/login-prompt.tsx';
import { toast } from '../../../../../components/ui/toast.tsx';
import { json, routeFetch, type FetchRoute } from '../../../../../test/fetch-router.ts';
import ReviewsPanel from '../reviews-panel.tsx';

const SCRIPT = '<script>alert(1)</script> see https://example.com';

const page = (overrides: Partial<ProductReviews> = {}): ProductReviews => ({
  average: 4.5,
  count: 2,
  distribution: [0, 0, 0, 1, 1],
  data: [
    {
      id: 11,
      rating: 5,
      title: 'Loved it',
      body: SCRIPT,
      pictures: ['/storage/reviews/u1/a.webp'],
      author: 'Sara K.',
      verified_buyer: true,
      helpful_count: 3,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      reply: { text: 'Thank you, Sara!', at: '2026-11-21T10:00:00.000Z' },
    },
  ],
  current_page: 1,
  last_page: 2,
  total: 2,
  per_page: 5,
  ...overrides,
});

let routes: Record<string, FetchRoute>;

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onReviewsChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReviewsPanel productId={7} productName="Salmon Kibble" onReviewsChange={onReviewsChange} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onReviewsChange;
}

beforeEach(() => {
  localStorage.clear();
  routes = { 'GET /api/products/7/reviews?sort=newest&page=1': () => json(200, page()) };
  vi.spyOn(toast, 'success').mockReturnValue('');
  vi.spyOn(toast, 'error').mockReturnValue('');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReviewsPanel for a visitor', () => {
  it('shows the average, the bars and each review as plain text, and the shop’s reply', async () => {
    routeFetch(routes);
    renderPanel();
    expect(await screen.findByTestId('reviews-average')).toHaveProperty(
      'textContent',
      '4.5 out of 5',
    );
    const bars = screen.getByRole('list', { name: 'Reviews by stars' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((bar) => bar.textContent),
    ).toEqual([
      '5 stars1 review',
      '4 stars1 review',
      '3 stars0 reviews',
      '2 stars0 reviews',
      '1 star0 reviews',
    ]);
    const review = screen.getByTestId('review');
    // Escaped by React, and the address stays words: no link, no script element.
    expect(within(review).getByText(SCRIPT)).toBeTruthy();
    expect(within(review).queryByRole('link')).toBeNull();
    expect(review.querySelector('script')).toBeNull();
    expect(within(review).getByText('Verified buyer')).toBeTruthy();
    expect(within(review).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(review).getByTestId('review-reply').textContent).toBe(
      'Reply from the shopThank you, Sara!',
    );
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('asks a visitor to log in to vote, and to write a review; sends nothing', async () => {
    const { calls } = routeFetch(routes);
    const ask = vi.spyOn(loginPrompt, 'askToLogIn').mockImplementation(() => undefined);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Was this helpful? (3)' }));
    expect(ask).toHaveBeenCalledWith('Please log in to say a review was helpful');
    fireEvent.click(screen.getByRole('button', { name: 'Log in to write a review' }));
    expect(ask).toHaveBeenLastCalledWith('Please log in to write a review');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says so when there are no reviews yet', async () => {
    routes['GET /api/products/7/reviews?sort=newest&page=1'] = () =>
      json(
        200,
        page({
          average: 0,
          count: 0,
          distribution: [0, 0, 0, 0, 0],
          data: [],
          total: 0,
          last_page: 1,
        }),
      );
    routeFetch(routes);
    renderPanel();
    expect(await screen.findByText(/^No reviews yet\./)).toBeTruthy();
    expect(screen.queryByTestId('reviews-average')).toBeNull();
  });
});

describe('ReviewsPanel for a buyer', () => {
  const state = (overrides: Partial<MyReviewState> = {}): MyReviewState => ({
    can_review: true,
    review: null,
    helpful_review_ids: [],
    ...overrides,
  });

  beforeEach(() => {
    localStorage.setItem('token', 'tok-7');
    localStorage.setItem('userId', '7');
    localStorage.setItem('isAuthenticated', 'true');
  });

  it('writes a review: the rating first, then the API’s refusal as it is, then the review', async () => {
    let mine = state();
    routes['GET /api/products/7/my-review'] = () => json(200, mine);
    let answer: FetchRoute = () =>
      json(429, {
        message: 'You have written many reviews in a short time. Please try again in an hour.',
      });
    routes['PUT /api/products/7/review'] = (call) => answer(call);
    const { calls } = routeFetch(routes);
    const onReviewsChange = renderPanel();
    const form = await screen.findByRole('form', { name: /Write a review/ });

    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(within(form).getByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();

    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: ' Crunchy ' } });
    fireEvent.change(within(form).getByLabelText(/Your review/), { target: { value: SCRIPT } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'You have written many reviews in a short time. Please try again in an hour.',
    );

    const written: MyReview = {
      ...page().data[0]!,
      id: 12,
      rating: 4,
      title: 'Crunchy',
      reply: null,
      status: 'published',
      hidden_reason: null,
      picture_paths: [],
      pictures: [],
      updated_at: '2026-11-28T10:00:00.000Z',
    };
    answer = () => {
      mine = state({ review: written });
      return json(201, written);
    };
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    const box = await screen.findByTestId('my-review');
    expect(within(box).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)!.body).toEqual({
      rating: 4,
      title: 'Crunchy',
      body: SCRIPT,
      pictures: [],
    });
    await waitFor(() => expect(onReviewsChange).toHaveBeenCalled());
  }, 20_000);

  it('shows their review waiting for approval, or hidden with the reason, and edits it prefilled', async () => {
    routes['GET /api/products/7/my-review'] = () =>
      json(
        200,
        state({
          review: {
            ...page().data[0]!,
            rating: 2,
            reply: null,
            status: 'hidden',
            hidden_reason: 'It names another customer.',
            picture_paths: ['uploads/reviews/u7/a.webp'],
          },
        }),
      );
    routeFetch(routes);
    renderPanel();
    const mine = await screen.findByTestId('my-review');
    expect(within(mine).getByText('Hidden by the shop: It names another customer.')).toBeTruthy();
    fireEvent.click(within(mine).getByRole('button', { name: 'Edit your review' }));
    const form = screen.getByRole('form', { name: /Edit your review/ });
    expect(within(form).getByRole('radio', { name: '2 stars' })).toHaveProperty('checked', true);
    expect(within(form).getByLabelText(/^Title/)).toHaveProperty('value', 'Loved it');
    expect(within(form).getByRole('img', { name: 'Your picture 1' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Remove picture 1' }));
    expect(within(form).queryByRole('img', { name: 'Your picture 1' })).toBeNull();
  });

  it('tells a customer who did not receive it why there is no form', async () => {
    routes['GET /api/products/7/my-review'] = () => json(200, state({ can_review: false }));
    routeFetch(routes);
    renderPanel();
    expect(
      await screen.findByText('Only customers who received this product can review it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

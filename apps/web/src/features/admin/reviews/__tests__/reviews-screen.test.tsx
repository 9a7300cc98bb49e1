import type { AdminReview } from '@petshop/contracts/admin-reviews';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch, type FetchRoute } from '../../../../test/fetch-router.ts';
import { spyOnToasts } from '../../../../test/toast-spy.ts';
import { renderAdminRoute, signInStaff } from '../../../../test/admin-screen.tsx';
import { Component as ReviewsScreen } from '../reviews-screen.tsx';

const review: AdminReview = {
  id: 31,
  product: { id: 7, name: 'Salmon Kibble' },
  customer: { id: 5, name: 'Sara Khan', email: 'sara@example.ae' },
  order_number: 'ORD-000123',
  rating: 2,
  title: 'Too hard',
  body: '<b>bold?</b> https://example.com',
  pictures: ['/storage/reviews/u5/a.webp'],
  status: 'pending',
  hidden_reason: null,
  reply: null,
  replied_at: null,
  helpful_count: 0,
  created_at: '2026-11-20T08:30:00.000Z',
  updated_at: '2026-11-20T08:30:00.000Z',
};
const pageOf = (items: AdminReview[], pending = 1) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  lastPage: 1,
  pending,
});

let toasts: string[];
beforeEach(() => {
  toasts = spyOnToasts();
  localStorage.clear();
  signInStaff();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderAt = (path: string) => renderAdminRoute('/admin/reviews/*', <ReviewsScreen />, path);

describe('back office reviews', () => {
  it('opens on what awaits moderation, the review as plain text, and filters by stars', async () => {
    const { calls } = routeFetch({
      'GET /api/admin/reviews?status=pending&page=1': () => json(200, pageOf([review])),
      'GET /api/admin/reviews?status=pending&stars=2&page=1': () => json(200, pageOf([review])),
    });
    renderAt('/admin/reviews');
    const row = (await screen.findByText('Too hard')).closest('tr')!;
    expect(within(row).getByText('<b>bold?</b> https://example.com')).toBeTruthy();
    expect(within(row).queryByRole('link', { name: /example\.com/ })).toBeNull();
    expect(within(row).getByText('Awaiting moderation')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Rated 2 out of 5' })).toBeTruthy();
    expect(screen.getByText('1 awaiting moderation')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Stars'), { target: { value: '2' } });
    await waitFor(() =>
      expect(calls.map((call) => call.key)).toContain(
        'GET /api/admin/reviews?status=pending&stars=2&page=1',
      ),
    );
  });

  it('publishes; hides only with a reason (the API’s words); replies as the shop', async () => {
    let hide: FetchRoute = () =>
      json(422, { message: 'Say why the review is hidden (the customer sees it).' });
    const { calls } = routeFetch({
      'GET /api/admin/reviews?status=pending&page=1': () => json(200, pageOf([review])),
      'POST /api/admin/reviews/31/publish': () => json(200, { ...review, status: 'published' }),
      'POST /api/admin/reviews/31/hide': (call) => hide(call),
      'PUT /api/admin/reviews/31/reply': (call) =>
        json(200, { ...review, reply: (call.body as { text: string }).text }),
    });
    renderAt('/admin/reviews');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish the review by Sara Khan' }));
    await waitFor(() => expect(toasts).toContain('success: The review by Sara Khan is published.'));

    fireEvent.click(screen.getByRole('button', { name: 'Hide the review by Sara Khan' }));
    const hideDialog = screen.getByRole('dialog', { name: 'Hide the review' });
    fireEvent.click(within(hideDialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(hideDialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Say why the review is hidden (the customer sees it).',
    );
    hide = () => json(200, { ...review, status: 'hidden', hidden_reason: 'Names a person' });
    fireEvent.change(within(hideDialog).getByLabelText(/Reason/), {
      target: { value: ' Names a person ' },
    });
    fireEvent.click(within(hideDialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(toasts).toContain('success: The review by Sara Khan is hidden.'));
    expect(
      calls.filter((call) => call.key === 'POST /api/admin/reviews/31/hide').at(-1)!.body,
    ).toEqual({
      reason: 'Names a person',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Reply to the review by Sara Khan' }));
    const replyDialog = screen.getByRole('dialog', { name: 'Reply as the shop' });
    fireEvent.change(within(replyDialog).getByLabelText(/Reply/), {
      target: { value: 'Sorry! We will send a softer one.' },
    });
    fireEvent.click(within(replyDialog).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(toasts).toContain('success: The reply is saved.'));
    expect(calls.find((call) => call.key === 'PUT /api/admin/reviews/31/reply')!.body).toEqual({
      text: 'Sorry! We will send a softer one.',
    });
  }, 20_000);
});

import { and, eq } from 'drizzle-orm';
import {
  REVIEW_MESSAGES,
  REVIEWS_PER_PAGE,
  type MyReview,
  type ProductReviews,
} from '@petshop/contracts/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  notifications,
  orders,
  productReviews,
  products,
  reviewVotes,
} from '../src/db/schema.ts';
import type { TestShop } from './helpers/app.ts';
import { addOneSizeProduct, createCatalogShop } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { multipart, plainPng, smallGif } from './helpers/pictures.ts';
import { addToCart, ordersOf, placeCodOrder } from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/** Issue 33: reviews by buyers of a delivered order, and the figures they make. */
let shop: TestShop;
let staff: TestStaff;
beforeAll(async () => {
  shop = await createCatalogShop();
  staff = await staffSession(shop.app, shop.database);
});
afterAll(() => shop.close());

type OrderStatus = typeof orders.$inferSelect.status;

/** A customer with an order of the product, moved to `status` (delivered by default). */
async function buyer(
  productId: number,
  status: OrderStatus = 'delivered',
  name = 'Sara Khan',
): Promise<TestCustomer> {
  const customer = await createCustomer(shop, name);
  await addToCart(shop, customer, productId);
  const placed = await placeCodOrder(shop, customer);
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  await shop.database.db
    .update(orders)
    .set({ status, deliveredAt: status === 'delivered' ? new Date() : null })
    .where(eq(orders.userId, customer.id));
  return customer;
}

const newProduct = (name: string) => addOneSizeProduct(shop.database.db, name, 500);

const write = (customer: TestCustomer | null, productId: number, payload: object) =>
  shop.app.inject({
    method: 'PUT',
    url: `/api/products/${productId}/review`,
    headers: customer?.headers ?? {},
    payload,
  });

const reviewsOf = async (productId: number, query = '') => {
  const response = await shop.app.inject({ url: `/api/products/${productId}/reviews${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductReviews>();
};

const myReview = (customer: TestCustomer, productId: number) =>
  shop.app.inject({ url: `/api/products/${productId}/my-review`, headers: customer.headers });

const figures = async (productId: number) => {
  const [row] = await shop.database.db
    .select({ rating: products.rating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, productId));
  return { rating: Number(row!.rating), count: row!.reviewCount };
};

/** The product page's answer (spec §7), as the catalog's cache serves it. */
const details = async (productId: number) => {
  const response = await shop.app.inject({ url: `/api/get-product-details/${productId}` });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return body.data ?? body.product ?? body;
};

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  shop.app.inject({ method, url: `/api/admin${url}`, headers: staff.headers, payload });

describe('who may review', () => {
  it('lets only a customer whose order with the product was delivered write a review', async () => {
    const productId = await newProduct('Review Rope Toy');
    const stranger = await createCustomer(shop);
    const waiting = await buyer(productId, 'pending');
    const cancelled = await buyer(productId, 'cancelled');
    const shipped = await buyer(productId, 'shipped');
    const review = { rating: 5, title: 'Great', body: 'My dog loves it.' };

    expect((await write(null, productId, review)).statusCode).toBe(401);
    for (const customer of [stranger, waiting, cancelled, shipped]) {
      const refused = await write(customer, productId, review);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(REVIEW_MESSAGES.notABuyer);
      expect((await myReview(customer, productId)).json()).toEqual({
        can_review: false,
        review: null,
        helpful_review_ids: [],
      });
    }
    expect(await figures(productId)).toEqual({ rating: 0, count: 0 });

    // Cached by the catalog before the review: the write must drop the old figures.
    expect(await details(productId)).toMatchObject({ rating: 0, review_count: 0 });
    const customer = await buyer(productId, 'delivered', 'Sara Al Khan');
    expect((await myReview(customer, productId)).json().can_review).toBe(true);
    const written = await write(customer, productId, review);
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({
      rating: 5,
      title: 'Great',
      body: 'My dog loves it.',
      author: 'Sara K.',
      verified_buyer: true,
      status: 'published',
      hidden_reason: null,
      pictures: [],
      picture_paths: [],
      reply: null,
    });
    const page = await reviewsOf(productId);
    expect(page).toMatchObject({
      average: 5,
      count: 1,
      distribution: [0, 0, 0, 0, 1],
      current_page: 1,
      last_page: 1,
      total: 1,
      per_page: REVIEWS_PER_PAGE,
    });
    expect(page.data.map((item) => [item.author, item.rating])).toEqual([['Sara K.', 5]]);
    // The catalog's answers see it at once: the product page, the listing and the order.
    expect(await details(productId)).toMatchObject({ rating: 5, review_count: 1 });
    const [order] = await ordersOf(shop, customer.id);
    const orderAnswer = await shop.app.inject({
      url: `/api/orders/${order!.id}`,
      headers: customer.headers,
    });
    expect(orderAnswer.json().data.order_items[0]).toMatchObject({
      product_id: productId,
      rating: 5,
      review_count: 1,
    });
  });

  it('answers 404 for a product that does not exist or is not on sale, 422 for a bad rating', async () => {
    const customer = await createCustomer(shop);
    const hidden = await addOneSizeProduct(shop.database.db, 'Retired Toy', 3, { isActive: false });
    for (const url of ['/api/products/999999/reviews', `/api/products/${hidden}/reviews`]) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Product not found.');
    }
    expect((await write(customer, 999999, { rating: 4 })).statusCode).toBe(404);
    const productId = await newProduct('Rating Check Toy');
    const buyerOfIt = await buyer(productId);
    for (const rating of [0, 6, 3.5, undefined]) {
      const response = await write(buyerOfIt, productId, { rating });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.rating).toEqual([REVIEW_MESSAGES.ratingRequired]);
    }
    const tooLong = await write(buyerOfIt, productId, { rating: 4, title: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.title).toEqual([REVIEW_MESSAGES.titleTooLong]);
    expect(await figures(productId)).toEqual({ rating: 0, count: 0 });
  });
});

describe('writing and editing', () => {
  it('edits the first review on a second PUT and keeps the average equal to the reviews', async () => {
    const productId = await newProduct('Edited Review Bowl');
    const first = await buyer(productId, 'delivered', 'Omar Haddad');
    const second = await buyer(productId, 'delivered', 'Layla');

    const created = await write(first, productId, { rating: 4, body: 'Sturdy.' });
    expect(created.statusCode).toBe(201);
    expect((await write(second, productId, { rating: 5 })).statusCode).toBe(201);
    expect(await figures(productId)).toEqual({ rating: 4.5, count: 2 });

    const edited = await write(first, productId, { rating: 2, title: 'Cracked', body: null });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.json().id,
      rating: 2,
      title: 'Cracked',
      body: null,
      status: 'published',
    });
    const rows = await shop.database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, productId));
    expect(rows).toHaveLength(2);
    expect(await figures(productId)).toEqual({ rating: 3.5, count: 2 });
    const page = await reviewsOf(productId);
    expect(page.distribution).toEqual([0, 1, 0, 0, 1]);
    expect(page.data.map((review) => review.author).sort()).toEqual(['Layla', 'Omar H.']);
  });

  it('stores a script tag as written, answers it as text, and escapes it in the page head', async () => {
    const productId = await newProduct('Script Test Feeder');
    const customer = await buyer(productId, 'delivered', 'Mona Saeed');
    const body = '<script>alert("x")</script></script><b>Good</b> https://spam.example';
    const title = '</script><img src=x onerror=alert(1)>';
    expect((await write(customer, productId, { rating: 4, title, body })).statusCode).toBe(201);

    const [review] = (await reviewsOf(productId)).data;
    expect(review).toMatchObject({ title, body });

    const page = await shop.app.inject({ url: `/product/${productId}` });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(ld).not.toBeNull();
    expect(ld![1]).not.toContain('<');
    const data = JSON.parse(ld![1]!);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.0',
      reviewCount: 1,
      bestRating: '5',
      worstRating: '1',
    });
    expect(data.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Mona S.' },
        name: title,
        reviewBody: body,
        reviewRating: expect.objectContaining({ ratingValue: '4' }),
      }),
    ]);
    // Nothing the customer wrote becomes markup anywhere in the page.
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
  });

  it('has no AggregateRating nor Review in the JSON-LD of a product without reviews', async () => {
    const productId = await newProduct('Unreviewed Leash');
    const html = (await shop.app.inject({ url: `/product/${productId}` })).body;
    const data = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(data['@type']).toBe('Product');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(await details(productId)).toMatchObject({ rating: 0, review_count: 0 });
  });

  it('refuses the 21st write of a customer in an hour with 429', async () => {
    const productId = await newProduct('Busy Reviewer Toy');
    const customer = await buyer(productId);
    for (let n = 0; n < 20; n++) {
      expect((await write(customer, productId, { rating: (n % 5) + 1 })).statusCode).toBe(
        n === 0 ? 201 : 200,
      );
    }
    const refused = await write(customer, productId, { rating: 1 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(REVIEW_MESSAGES.tooMany);
    // The last accepted write stands: 20 writes, the 20th rated 5.
    expect(await figures(productId)).toEqual({ rating: 5, count: 1 });
  });
});

describe('pictures and moderation', () => {
  async function upload(customer: TestCustomer | null, bytes: Buffer, type = 'image/png') {
    const body = multipart([{ name: 'dog.png', type, bytes, field: 'file' }]);
    return shop.app.inject({
      method: 'POST',
      url: '/api/reviews/pictures',
      headers: { ...(customer?.headers ?? {}), ...body.headers },
      payload: body.payload,
    });
  }

  it('uploads a picture, keeps the review pending until staff publish it, and counts it then', async () => {
    const productId = await newProduct('Picture Review Bed');
    const customer = await buyer(productId, 'delivered', 'Huda Rahman');
    const other = await buyer(productId, 'delivered', 'Karim');

    expect((await upload(null, await plainPng())).statusCode).toBe(401);
    const gif = await upload(customer, await smallGif(), 'image/gif');
    expect(gif.statusCode).toBe(415);

    const uploaded = await upload(customer, await plainPng(400, 300));
    expect(uploaded.statusCode).toBe(201);
    const picture = uploaded.json<{ path: string; url: string }>();
    expect(picture.path).toMatch(
      new RegExp(`^uploads/reviews/u${customer.id}/[0-9a-f]{32}-\\d+\\.webp$`),
    );
    expect(picture.url).toBe(`/storage/${picture.path}`);
    expect((await shop.app.inject({ url: picture.url })).statusCode).toBe(200);

    // Another customer cannot attach it, nor a made-up path.
    for (const pictures of [[picture.path], ['uploads/products/abc-400.webp']]) {
      const refused = await write(other, productId, { rating: 5, pictures });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.pictures).toEqual([REVIEW_MESSAGES.unknownPicture]);
    }

    const written = await write(customer, productId, {
      rating: 2,
      body: 'Seams came apart.',
      pictures: [picture.path],
    });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({
      status: 'pending',
      pictures: [picture.url],
      picture_paths: [picture.path],
    });
    expect((await reviewsOf(productId)).total).toBe(0);
    expect(await figures(productId)).toEqual({ rating: 0, count: 0 });

    const listed = await admin('GET', '/reviews?status=pending&pictures=true');
    expect(listed.statusCode).toBe(200);
    const waiting = listed.json();
    expect(waiting.pending).toBeGreaterThanOrEqual(1);
    const item = waiting.items.find(
      (row: { id: number }) => row.id === written.json<MyReview>().id,
    );
    expect(item).toMatchObject({
      product: { id: productId, name: 'Picture Review Bed' },
      customer: { id: customer.id, name: 'Huda Rahman', email: customer.email },
      status: 'pending',
      pictures: [picture.url],
      rating: 2,
    });
    expect(item.order_number).toMatch(/^ORD-/);

    const published = await admin('POST', `/reviews/${item.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('published');
    expect(await figures(productId)).toEqual({ rating: 2, count: 1 });
    expect((await reviewsOf(productId)).data[0]).toMatchObject({ pictures: [picture.url] });

    // The same pictures again: it stays published; a new picture sends it back to staff.
    expect(
      (await write(customer, productId, { rating: 3, pictures: [picture.path] })).json(),
    ).toMatchObject({ status: 'published', rating: 3 });
    const second = (await upload(customer, await plainPng(200, 200))).json();
    const withNew = await write(customer, productId, {
      rating: 3,
      pictures: [picture.path, second.path],
    });
    expect(withNew.json().status).toBe('pending');
    expect(await figures(productId)).toEqual({ rating: 0, count: 0 });
  });

  it('hides a review with a reason (out of the average), replies as the shop, and audits each', async () => {
    const productId = await newProduct('Moderated Scratcher');
    const kind = await buyer(productId, 'delivered', 'Fatima Noor');
    const rude = await buyer(productId, 'delivered', 'Rude Person');
    const kindReview = (await write(kind, productId, { rating: 5, body: 'Lovely' })).json();
    const rudeReview = (await write(rude, productId, { rating: 1, body: 'Rude words' })).json();
    expect(await figures(productId)).toEqual({ rating: 3, count: 2 });

    const noReason = await admin('POST', `/reviews/${rudeReview.id}/hide`, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual([
      'Say why the review is hidden (the customer sees it).',
    ]);
    const hidden = await admin('POST', `/reviews/${rudeReview.id}/hide`, {
      reason: 'Insults are not allowed.',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      status: 'hidden',
      hidden_reason: 'Insults are not allowed.',
    });
    expect(await figures(productId)).toEqual({ rating: 5, count: 1 });
    const page = await reviewsOf(productId);
    expect(page.data.map((review) => review.id)).toEqual([kindReview.id]);
    expect(page.distribution).toEqual([0, 0, 0, 0, 1]);
    expect((await myReview(rude, productId)).json().review).toMatchObject({
      status: 'hidden',
      hidden_reason: 'Insults are not allowed.',
    });

    // Decision 127: an edited hidden review goes back to staff; it does not show by itself.
    const rewritten = await write(rude, productId, { rating: 2, body: 'Not for my cat.' });
    expect(rewritten.json()).toMatchObject({ status: 'pending', hidden_reason: null });
    expect(await figures(productId)).toEqual({ rating: 5, count: 1 });

    const replied = await admin('PUT', `/reviews/${kindReview.id}/reply`, {
      text: 'Thank you, Fatima!',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({ reply: 'Thank you, Fatima!' });
    expect((await reviewsOf(productId)).data[0]!.reply).toMatchObject({
      text: 'Thank you, Fatima!',
    });
    const rows = await shop.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, kind.id));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'review-reply',
        title: 'The shop replied to your review of Moderated Scratcher',
        body: 'Thank you, Fatima!',
        link: `/product/${productId}#reviews`,
      }),
    ]);
    const removed = await admin('PUT', `/reviews/${kindReview.id}/reply`, { text: '' });
    expect(removed.json()).toMatchObject({ reply: null, replied_at: null });
    expect((await reviewsOf(productId)).data[0]!.reply).toBeNull();

    const entries = await shop.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'review'));
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'review.hide', entityId: String(rudeReview.id) },
        { action: 'review.reply', entityId: String(kindReview.id) },
        { action: 'review.reply-remove', entityId: String(kindReview.id) },
      ]),
    );
  });

  it('filters the back office list and keeps it to staff', async () => {
    const productId = await newProduct('Filtered Review Collar');
    const a = await buyer(productId, 'delivered', 'Zainab Filter');
    const b = await buyer(productId, 'delivered', 'Yusuf Filter');
    await write(a, productId, { rating: 1, title: 'Snapped on day two' });
    await write(b, productId, { rating: 4, title: 'Good collar' });

    expect((await shop.app.inject({ url: '/api/admin/reviews' })).statusCode).toBe(401);
    expect(
      (await shop.app.inject({ url: '/api/admin/reviews', headers: a.headers })).statusCode,
    ).toBe(401);
    const oneStar = (await admin('GET', '/reviews?stars=1&q=Filtered%20Review')).json();
    expect(oneStar.items.map((row: { title: string }) => row.title)).toEqual([
      'Snapped on day two',
    ]);
    const byWords = (await admin('GET', '/reviews?q=snapped')).json();
    expect(byWords.items.map((row: { customer: { name: string } }) => row.customer.name)).toEqual([
      'Zainab Filter',
    ]);
    const byEmail = (await admin('GET', `/reviews?q=${encodeURIComponent(b.email)}`)).json();
    expect(byEmail).toMatchObject({ total: 1, page: 1, pageSize: 20, lastPage: 1 });
    const noPictures = (await admin('GET', '/reviews?pictures=false&q=Filtered')).json();
    expect(noPictures.total).toBe(2);
    expect((await admin('GET', '/reviews?stars=9')).statusCode).toBe(422);
    expect((await admin('POST', '/reviews/999999/publish')).statusCode).toBe(404);
    expect((await admin('PUT', '/reviews/abc/reply', { text: 'x' })).statusCode).toBe(404);
  });
});

describe('a deleted account', () => {
  it('takes its reviews with it, and the average follows', async () => {
    const productId = await newProduct('Deleted Reviewer Mat');
    const staying = await buyer(productId, 'delivered', 'Staying Buyer');
    const leaving = await buyer(productId, 'delivered', 'Leaving Buyer');
    await write(staying, productId, { rating: 4 });
    await write(leaving, productId, { rating: 1, body: 'My name is Leaving Buyer.' });
    expect(await figures(productId)).toEqual({ rating: 2.5, count: 2 });

    const deleted = await shop.app.inject({
      method: 'POST',
      url: '/api/profile/delete',
      headers: leaving.headers,
      payload: { password: 'secret-123' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await figures(productId)).toEqual({ rating: 4, count: 1 });
    const page = await reviewsOf(productId);
    expect(page.data.map((review) => review.author)).toEqual(['Staying B.']);
    const left = await shop.database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.userId, leaving.id));
    expect(left).toEqual([]);
  });
});

describe('was this helpful?', () => {
  it('counts one vote per customer, never on their own review, and sorts by it', async () => {
    const productId = await newProduct('Helpful Votes Brush');
    const author = await buyer(productId, 'delivered', 'Noura Helpful');
    const older = await buyer(productId, 'delivered', 'Older Author');
    const reader = await createCustomer(shop);
    const olderReview = (await write(older, productId, { rating: 3 })).json();
    const review = (await write(author, productId, { rating: 4 })).json();
    const vote = (customer: TestCustomer | null, id: number) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/reviews/${id}/helpful`,
        headers: customer?.headers ?? {},
      });

    expect((await vote(null, review.id)).statusCode).toBe(401);
    const own = await vote(author, review.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(REVIEW_MESSAGES.ownReview);
    expect((await vote(reader, 999999)).statusCode).toBe(404);
    expect((await vote(reader, olderReview.id)).json()).toEqual({ helpful_count: 1, voted: true });
    expect((await vote(reader, olderReview.id)).json()).toEqual({ helpful_count: 1, voted: true });
    const votes = await shop.database.db
      .select()
      .from(reviewVotes)
      .where(and(eq(reviewVotes.reviewId, olderReview.id), eq(reviewVotes.userId, reader.id)));
    expect(votes).toHaveLength(1);
    expect((await myReview(reader, productId)).json()).toEqual({
      can_review: false,
      review: null,
      helpful_review_ids: [olderReview.id],
    });

    expect((await reviewsOf(productId)).data.map((row) => row.id)).toEqual([
      review.id,
      olderReview.id,
    ]);
    expect((await reviewsOf(productId, '?sort=helpful')).data.map((row) => row.id)).toEqual([
      olderReview.id,
      review.id,
    ]);
    expect(
      (await shop.app.inject({ url: `/api/products/${productId}/reviews?sort=best` })).statusCode,
    ).toBe(422);
  });
});

describe('concurrent reviews', () => {
  it(`keeps rating and review_count equal to the published reviews after 20 parallel writes${raceNote}`, async () => {
    const productId = await newProduct('Race Review Kibble');
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => buyer(productId, 'delivered', `Racer ${n + 1}`)),
    );
    const ratings = buyers.map((_, n) => (n % 5) + 1);
    const answers = await Promise.all(
      buyers.map((customer, n) => write(customer, productId, { rating: ratings[n] })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));

    const rows = await shop.database.db
      .select({ rating: productReviews.rating })
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'published')));
    expect(rows).toHaveLength(20);
    const average = Math.round((rows.reduce((sum, row) => sum + row.rating, 0) / 20) * 10) / 10;
    expect(await figures(productId)).toEqual({ rating: average, count: 20 });
    expect(average).toBe(3);

    // And paging over them: five a page.
    const last = await reviewsOf(productId, '?page=4');
    expect(last).toMatchObject({ total: 20, last_page: 4, current_page: 4, count: 20 });
    expect(last.data).toHaveLength(5);
    expect((await reviewsOf(productId, '?page=5')).data).toEqual([]);

    // Parallel edits by the same buyers, half hidden meanwhile, still add up.
    const ids = answers.map((answer) => answer.json<MyReview>().id);
    await Promise.all([
      ...buyers.map((customer) => write(customer, productId, { rating: 5 })),
      ...ids.slice(0, 10).map((id) => admin('POST', `/reviews/${id}/hide`, { reason: 'Test' })),
    ]);
    const standing = await shop.database.db
      .select({ rating: productReviews.rating })
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'published')));
    const expected =
      standing.length === 0
        ? 0
        : Math.round((standing.reduce((sum, row) => sum + row.rating, 0) / standing.length) * 10) /
          10;
    expect(await figures(productId)).toEqual({ rating: expected, count: standing.length });
    // Twenty registrations and orders first: slow on a busy machine.
  }, 120_000);
});

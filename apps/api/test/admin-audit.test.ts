import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

let shop: TestShop;
let owner: TestStaff;
let clerk: TestStaff;

beforeAll(async () => {
  shop = await createTestShop();
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
  clerk = await staffSession(shop.app, shop.database);
  const entry = (
    who: TestStaff,
    entityType: string,
    entityId: string,
    action: string,
    createdAt: string,
  ) => ({
    staffId: who.staff.id,
    staffEmail: who.staff.email,
    action,
    entityType,
    entityId,
    before: { status: 'draft' },
    after: { status: 'active' },
    createdAt: new Date(createdAt),
  });
  await shop.database.db.insert(auditLog).values([
    // 23:59 on 9 March in Dubai (the day before), and 00:00 on 10 March in Dubai.
    entry(clerk, 'product', '11', 'product.update', '2031-03-09T19:59:00Z'),
    entry(clerk, 'product', '12', 'product.archive', '2031-03-09T20:00:00Z'),
    entry(owner, 'order', '5', 'order.status', '2031-03-10T08:00:00Z'),
    entry(clerk, 'order', '6', 'order.cancel', '2031-03-11T19:59:00Z'),
    // 00:00 on 12 March in Dubai: after the range.
    entry(owner, 'staff', '3', 'staff.update', '2031-03-11T20:00:00Z'),
  ]);
});
afterAll(() => shop.close());

const audit = (query: string, who: TestStaff = owner) =>
  shop.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: who.headers });
const actions = async (query: string) => {
  const response = await audit(query);
  expect(response.statusCode).toBe(200);
  return (response.json().items as { action: string }[]).map((item) => item.action);
};

describe('the activity log’s filters', () => {
  it('by when: Dubai days, both ends included', async () => {
    expect(await actions('from=2031-03-10&to=2031-03-11')).toEqual([
      'order.cancel',
      'order.status',
      'product.archive',
    ]);
    expect(await actions('from=2031-03-12')).toEqual(['staff.update']);
    expect(await actions('to=2031-03-09')).toEqual(['product.update']);
  });

  it('by who and by what, and all three together', async () => {
    expect(await actions(`staffId=${clerk.staff.id}`)).toEqual([
      'order.cancel',
      'product.archive',
      'product.update',
    ]);
    expect(await actions('entityType=order')).toEqual(['order.cancel', 'order.status']);
    expect(
      await actions(`staffId=${clerk.staff.id}&entityType=product&from=2031-03-10&to=2031-03-10`),
    ).toEqual(['product.archive']);
  });

  it('refuses a date that is not one (422), and staff who are not owners (403)', async () => {
    const bad = await audit('from=2031-02-30');
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errors.from).toEqual(['This date does not exist.']);
    const written = await audit('from=10/03/2031');
    expect(written.statusCode).toBe(422);
    expect(written.json().errors.from[0]).toBe('Dates are written YYYY-MM-DD.');
    expect((await audit('', clerk)).statusCode).toBe(403);
  });
});

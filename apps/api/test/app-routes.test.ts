import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStripeKeyedShop, type TestShop } from './helpers/app.ts';

// The modules register themselves (decision 092): the routes they give stay those the shop had,
// in the same order. A route added on purpose updates the file (`vitest -u`).
let shop: TestShop;

beforeAll(async () => {
  // With Stripe keys, so the card webhook's route is registered too.
  shop = await createStripeKeyedShop();
});
afterAll(async () => {
  await shop.close();
});

it('registers the routes it always has, in their order', async () => {
  await expect(shop.app.printRoutes({ commonPrefix: false })).toMatchFileSnapshot(
    '__snapshots__/routes.txt',
  );
});

import type { ProductDetailsResponse, ProductListResponse } from '@petshop/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './test.ts';

/** A cash order of one unit of the catalog's first product in stock, placed through the API. */
export async function placeOrder(
  request: APIRequestContext,
  customer: { token: string; name: string; email: string; phone: string },
  notes?: string,
) {
  const list = (await (
    await request.get('/api/get-filtered-products')
  ).json()) as ProductListResponse;
  const { product } = (await (
    await request.get(`/api/get-product-details/${list.products.data[0]!.id}`)
  ).json()) as ProductDetailsResponse;
  const size = product.product_sizes.find((s) => s.stock > 2)!;
  const headers = { Authorization: `Bearer ${customer.token}` };
  await request.post('/api/cart/add', {
    headers,
    data: { product_id: product.id, product_size_id: size.id, quantity: 1 },
  });
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      payment_method: 'cod',
      customer_info: { name: customer.name, email: customer.email, phone: customer.phone },
      delivery_address: {
        street: 'Al Jaddaf Street',
        houseNumber: 'Villa 12',
        city: 'Dubai',
        country: 'United Arab Emirates',
      },
      ...(notes ? { notes } : {}),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number; order_number: string } };
  return { id: order.id, number: order.order_number, product: product.name };
}

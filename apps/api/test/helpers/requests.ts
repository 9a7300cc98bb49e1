import type { TestShop } from './app.ts';
import type { TestCustomer } from './customers.ts';

/** One API call as a customer (their bearer token) or as a visitor (null), with a JSON body. */
export function callAs(
  shop: TestShop,
  customer: TestCustomer | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return shop.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: customer ? customer.headers : {},
  });
}

import type { TestShop } from './app.ts';
import type { TestCustomer } from './customers.ts';

/**
 * One API call as a customer or staff member (their headers) or as a visitor (null), with a JSON
 * body.
 */
export function callAs(
  shop: TestShop,
  customer: Pick<TestCustomer, 'headers'> | null,
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

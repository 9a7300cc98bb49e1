import type { CartItem } from '@petshop/contracts';

/** A server cart row as GET /api/cart/get returns it. */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 11,
    user_id: 7,
    product_id: 42,
    product_size_id: 3,
    quantity: 2,
    size: '2 kg',
    stock: 9,
    name: 'Dunebark Adult Chicken Kibble',
    sku: 'DOG-FD-001',
    packaging: 'Bag',
    price: 119.1,
    original_price: 149,
    image_url: '/storage/products/dog-fd-001-1.svg',
    images: [{ id: 1, image_url: '/storage/products/dog-fd-001-1.svg' }],
    line_total: 238.2,
    ...overrides,
  };
}

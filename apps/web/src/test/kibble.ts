import type { Product } from '@petshop/contracts';

type Size = Product['product_sizes'][number];

/** A dog food sold in sizes with their own prices (issue 19), as GET /api/get-product-details answers. */
export function kibble(sizes: Size[]): Product {
  return {
    id: 1,
    name: 'Dunebark Adult Chicken & Brown Rice Kibble',
    price: 149,
    offer_price: 119,
    sku: 'DOG-FD-001',
    packaging: 'Resealable bag',
    image_url: null,
    images: [],
    rating: 4.6,
    review_count: 8,
    product_type: { id: 1, name: 'Food', group: 'Food' },
    product_pet_types: [{ id: 2, name: 'DOG' }],
    description: 'Complete dry food for adult dogs.',
    about_product: 'About it.',
    benefits: 'Healthy coat',
    product_attributes: [],
    product_sizes: sizes,
  };
}

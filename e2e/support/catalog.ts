import type { Product, ProductDetailsResponse, ProductListResponse } from '@petshop/contracts';
import type { APIRequestContext } from '@playwright/test';

/** One page of the store's list, asked for as the store asks (`query` as in its address). */
export async function storeList(
  request: APIRequestContext,
  query = 'page=1',
): Promise<ProductListResponse> {
  const response = await request.get(`/api/get-filtered-products?${query}`);
  return (await response.json()) as ProductListResponse;
}

/** A product's details, as its page asks for them. */
export async function productDetails(request: APIRequestContext, id: number): Promise<Product> {
  const response = await request.get(`/api/get-product-details/${id}`);
  return ((await response.json()) as ProductDetailsResponse).product;
}

/** The demo catalog's products (details) in the store's order, for at most `pages` pages. */
async function* productsInStoreOrder(request: APIRequestContext, pages: number) {
  for (let page = 1; page <= pages; page += 1) {
    const list = await storeList(request, `page=${page}`);
    for (const summary of list.products.data) yield await productDetails(request, summary.id);
    if (page >= list.products.last_page) return;
  }
}

/** A product of the demo catalog, found through the API the way the store finds it. */
export async function findProduct(
  request: APIRequestContext,
  matches: (product: Product) => boolean,
): Promise<Product> {
  for await (const product of productsInStoreOrder(request, 20)) {
    if (matches(product)) return product;
  }
  throw new Error('The demo catalog has no product of the kind this test needs');
}

/** Store products (details) in catalog order, from the first `pages` pages. */
export async function storeProducts(request: APIRequestContext, pages = 2): Promise<Product[]> {
  const products: Product[] = [];
  for await (const product of productsInStoreOrder(request, pages)) products.push(product);
  return products;
}

// Writes the demo product pictures to apps/api/storage/products (run after changing the demo data):
// each product of demo-catalog.csv, drawn as demo-artwork.csv says, under the names its images list.
import path from 'node:path';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { productArtwork, viewCount } from './artwork.ts';
import { DEMO_PRODUCTS, demoImagePaths } from './demo-catalog.ts';

const storageDir = path.resolve(import.meta.dirname, '../../../storage');
const productsDir = path.join(storageDir, 'products');

await mkdir(productsDir, { recursive: true });
// Old pictures of renamed products would otherwise linger in the committed folder.
for (const file of await readdir(productsDir)) {
  if (file.endsWith('.svg')) await rm(path.join(productsDir, file));
}

let written = 0;
let largest = 0;
for (const product of DEMO_PRODUCTS) {
  if (product.images.length > viewCount(product.art)) {
    throw new Error(`${product.sku} asks for more pictures than its kind has views`);
  }
  for (const [index, imagePath] of demoImagePaths(product).entries()) {
    const svg = productArtwork(product, index);
    await writeFile(path.join(storageDir, imagePath), svg);
    largest = Math.max(largest, Buffer.byteLength(svg));
    written++;
  }
}
console.log(
  `Wrote ${written} pictures to ${productsDir} (largest ${(largest / 1024).toFixed(1)} KB).`,
);

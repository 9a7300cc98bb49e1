// First-view JavaScript of the shop's budgeted pages, against a running shop:
//   node --import tsx bench/first-view.ts http://127.0.0.1:3000
// (`npm run build` first; start the shop with `npm run serve`). The full bench measures the same.
import { measurePageWeight } from './lib/browser.ts';

const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const weight of await measurePageWeight(origin, [
  '/',
  '/store',
  '/product/1',
  '/ar',
  '/ar/store',
  '/ar/product/1',
])) {
  const over = weight.jsGzip > 120 * 1024 ? '  OVER the 120 KB budget' : '';
  console.log(`${weight.path}: JS ${kb(weight.jsGzip)} gzip in ${weight.jsFiles} files${over}`);
}

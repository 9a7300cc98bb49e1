import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The shop's texts in English (the source, written in the code) and Arabic (issue 34, decision
 * 133). Two Arabic catalogs: `first-view`, what the first view of /, /store and a product page
 * shows, and `later`, everything else the customer sees, loaded with the pages that show it. The back office
 * stays English (decision 133) and has no messages.
 */
const SHOP = [
  'src/app',
  'src/components',
  'src/lib',
  'src/features/catalog',
  'src/features/cart',
  'src/features/wishlist',
  'src/features/home',
  'src/features/product',
];
const TESTS = ['**/__tests__/**', '**/*.test.*', '<rootDir>/src/test/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: `${process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/src/locales'}/{locale}/first-view`,
      include: SHOP,
      exclude: TESTS,
    },
    {
      path: `${process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/src/locales'}/{locale}/later`,
      include: ['src/features'],
      // Globs, absolute (<rootDir>) as Lingui matches them: everything under these folders.
      exclude: [
        ...TESTS,
        '<rootDir>/src/features/admin/**',
        ...SHOP.filter((dir) => dir.startsWith('src/features')).map((dir) => `<rootDir>/${dir}/**`),
      ],
    },
  ],
});

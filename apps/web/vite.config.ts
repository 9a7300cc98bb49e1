import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Language } from '@petshop/contracts/language';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { iconSprite } from './build/icon-sprite.ts';
import { linguiPlugins } from './build/lingui.ts';
import { markdown } from './build/markdown.ts';
import { startAfterPaint } from './build/start-after-paint.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * A build of one language's pages (decision 133): its texts compiled into its code, no catalogs.
 * Unset: one build with every language's catalogs (the server's renderer, the dev server).
 */
const buildLanguage = process.env.VITE_BUILD_LANGUAGE as Language | undefined;
// The config loads without the workspace's TypeScript packages: the languages spelled out here.
if (buildLanguage !== undefined && !['en', 'ar'].includes(buildLanguage)) {
  throw new Error('VITE_BUILD_LANGUAGE must be en or ar');
}

/**
 * What the first view of every shop page needs (/, /store, a product page): React, the router,
 * TanStack Query, the shell, and the cart and wishlist code every page's cards and buttons use.
 * One chunk instead of a dozen small ones: each small chunk costs its own import and export lines
 * and compresses on its own, and together they were about 1.5 KB gzip of the 120 KB budget.
 * Everything else (pages, the back office, dialogs, the phone menu) stays split and lazy.
 */
const FIRST_VIEW = [
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/]\w+-?\w*|react-router)[\\/]/,
  /packages[\\/]contracts[\\/]src[\\/](pages|constants)\.ts$/,
  /src[\\/]features[\\/]cart[\\/](api[\\/]|hooks[\\/]use-cart\.ts)/,
  /src[\\/]features[\\/]wishlist[\\/](api|hooks|wishlist-(toggle|messages))/,
  /src[\\/]components[\\/]ui[\\/](stars|load-error|price-tag|product-image)\.tsx?$/,
  /src[\\/]lib[\\/](shop-unreachable|stock)\.ts$/,
  /src[\\/]main\.tsx$/,
];

/**
 * Code only lazy pages use, which the patterns above would pull into the first view: TanStack
 * hooks of the back office's activity feed and the cart page, the wishlist page's own calls, and
 * the cart merge after a login.
 */
const LAZY_ONLY = [
  /@tanstack[\\/]\S*(useInfiniteQuery|infiniteQueryObserver|useMutationState)\.js$/,
  /src[\\/]features[\\/]wishlist[\\/](hooks[\\/]use-wishlist|api[\\/](clear-wishlist|get-wishlist|move-wishlist-item-to-cart|remove-wishlist-item))\.ts$/,
  /src[\\/]features[\\/]cart[\\/]api[\\/]merge-cart\.ts$/,
];

export default defineConfig({
  plugins: [
    ...linguiPlugins(buildLanguage),
    react(),
    tailwindcss(),
    iconSprite(),
    markdown(),
    startAfterPaint(),
  ],
  // A build of one language runs no Lingui: its messages are compiled into its code.
  resolve: buildLanguage
    ? {
        alias: [
          {
            find: /^@lingui\/core$/,
            replacement: fileURLToPath(new URL('./src/lib/built-i18n.ts', import.meta.url)),
          },
          // The Arabic pages carry their page titles in their code.
          ...(buildLanguage === 'ar'
            ? [
                {
                  find: /^\.\/built-page-texts\.ts$/,
                  replacement: fileURLToPath(
                    new URL('./src/lib/built-page-texts-ar.ts', import.meta.url),
                  ),
                },
              ]
            : []),
        ],
      }
    : {},
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/storage': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Names each page's chunk: the server preloads it in that page's HTML (route-assets.ts).
    manifest: true,
    // No preload helper around each dynamic import (start-after-paint.ts lists the entry's
    // imports itself, the server a drawn page's): ~1.8 KB of every first view.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shop',
              test: (id) =>
                FIRST_VIEW.some((pattern) => pattern.test(id)) &&
                !LAZY_ONLY.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
});

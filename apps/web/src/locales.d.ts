/** Lingui's catalogs, compiled by its Vite plugin when imported (build/lingui.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

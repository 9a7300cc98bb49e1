/**
 * `@lingui/core` in a build of one language (vite.config.ts points the import here): every
 * message is compiled into the code (build/lingui.ts), so a message kept for later (`msg`) is its
 * text already, and there is nothing to load, activate or look up (decision 133).
 */
import type { Language } from '@petshop/contracts/language';

export const i18n = {
  locale: import.meta.env.VITE_BUILD_LANGUAGE as Language,
  _: (message: string): string => message,
  load: (): void => undefined,
  activate: (): void => undefined,
  loadAndActivate: (): void => undefined,
};

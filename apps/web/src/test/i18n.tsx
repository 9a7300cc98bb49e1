// The shop's language in unit tests: English, as a page at the spec's paths starts it (main.tsx).
import { i18n } from '@lingui/core';
import type * as LinguiReact from '@lingui/react';
import { vi } from 'vitest';

i18n.loadAndActivate({ locale: 'en', messages: {} });

// The app holds one language per page in the global `i18n` (decision 133) and gives it to React
// with <I18nProvider> at its root; tests render parts of the app without that root, so <Trans>
// reads the same global `i18n` here, through Lingui's own context-free rendering.
vi.mock('@lingui/react', async (importOriginal) => {
  const real = await importOriginal<typeof LinguiReact>();
  const { TransNoContext } = await import('@lingui/react/server');
  return {
    ...real,
    Trans: (props: Parameters<typeof TransNoContext>[0]) => (
      <TransNoContext {...props} lingui={{ i18n }} />
    ),
  };
});

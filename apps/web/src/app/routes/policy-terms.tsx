import html from '../../content/policies/terms.md';
import { PolicyPage } from '../../features/policies/components/policy-page.tsx';
import { settingsFirstPage } from '../../lib/shop-settings.ts';
import type { FirstPageQueries } from '../../lib/first-page.ts';

/** Drawn by the server (decision 099): the policy names the shop's contacts. */
export const firstPageQueries: FirstPageQueries = () => [settingsFirstPage];

/** /policies/terms: the terms of buying from the shop (apps/web/src/content/policies/terms.md). */
export function Component() {
  return <PolicyPage html={html} />;
}

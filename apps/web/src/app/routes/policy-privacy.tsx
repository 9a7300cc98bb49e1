import html from '../../content/policies/privacy.md';
import { PolicyPage } from '../../features/policies/components/policy-page.tsx';
import { settingsFirstPage } from '../../lib/shop-settings.ts';
import type { FirstPageQueries } from '../../lib/first-page.ts';

/** Drawn by the server (decision 099): the policy names the shop's contacts. */
export const firstPageQueries: FirstPageQueries = () => [settingsFirstPage];

/** /policies/privacy: personal data under the UAE PDPL (apps/web/src/content/policies/privacy.md). */
export function Component() {
  return <PolicyPage html={html} />;
}

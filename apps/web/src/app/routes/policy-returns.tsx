import html from '../../content/policies/returns.md';
import { PolicyPage } from '../../features/policies/components/policy-page.tsx';
import { settingsFirstPage } from '../../lib/shop-settings.ts';
import type { FirstPageQueries } from '../../lib/first-page.ts';

/** Drawn by the server (decision 099): the policy names the shop's contacts. */
export const firstPageQueries: FirstPageQueries = () => [settingsFirstPage];

/** /policies/returns: returns and refunds (apps/web/src/content/policies/returns.md). */
export function Component() {
  return <PolicyPage html={html} />;
}

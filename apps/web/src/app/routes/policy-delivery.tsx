import html from '../../content/policies/delivery.md';
import { PolicyPage } from '../../features/policies/components/policy-page.tsx';
import { settingsFirstPage } from '../../lib/shop-settings.ts';
import type { FirstPageQueries } from '../../lib/first-page.ts';

/** Drawn by the server (decision 099): the policy names the shop's contacts. */
export const firstPageQueries: FirstPageQueries = () => [settingsFirstPage];

/** /policies/delivery: where, when and how orders arrive (apps/web/src/content/policies/delivery.md). */
export function Component() {
  return <PolicyPage html={html} />;
}

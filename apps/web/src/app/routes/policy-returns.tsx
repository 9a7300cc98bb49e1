import { PolicyPage } from '../../features/policies/components/policy-page.tsx';
import { preloadPolicy, usePolicyHtml } from '../../features/policies/policy-texts.ts';
import { settingsFirstPage } from '../../lib/shop-settings.ts';
import type { FirstPageQueries } from '../../lib/first-page.ts';

/** Drawn by the server (decision 099): the policy names the shop's contacts. */
export const firstPageQueries: FirstPageQueries = () => [settingsFirstPage];

// The page is drawn once its text (in its language) is in: the first render draws it whole.
await preloadPolicy('returns');

/** /policies/returns: returns and refunds (apps/web/src/content/policies/returns.md, Arabic in ar/returns.md). */
export function Component() {
  return <PolicyPage html={usePolicyHtml('returns')} />;
}

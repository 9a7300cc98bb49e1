import html from '../../content/policies/returns.md';
import { PolicyPage } from '../../features/policies/components/policy-page.tsx';

/** /policies/returns: returns and refunds (apps/web/src/content/policies/returns.md). */
export function Component() {
  return <PolicyPage html={html} />;
}

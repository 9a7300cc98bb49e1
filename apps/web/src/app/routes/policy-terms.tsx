import html from '../../content/policies/terms.md';
import { PolicyPage } from '../../features/policies/components/policy-page.tsx';

/** /policies/terms: the terms of buying from the shop (apps/web/src/content/policies/terms.md). */
export function Component() {
  return <PolicyPage html={html} />;
}

import html from '../../content/policies/privacy.md';
import { PolicyPage } from '../../features/policies/components/policy-page.tsx';

/** /policies/privacy: personal data under the UAE PDPL (apps/web/src/content/policies/privacy.md). */
export function Component() {
  return <PolicyPage html={html} />;
}

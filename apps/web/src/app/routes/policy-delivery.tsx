import html from '../../content/policies/delivery.md';
import { PolicyPage } from '../../features/policies/components/policy-page.tsx';

/** /policies/delivery: where, when and how orders arrive (apps/web/src/content/policies/delivery.md). */
export function Component() {
  return <PolicyPage html={html} />;
}

import { UnsubscribeView } from '../../features/notifications/components/unsubscribe-view.tsx';
import { usePageHead } from '../../lib/page-meta.ts';

/** /unsubscribe?token=…&list=… or ?alert=… — the link in the shop's mails (issue 33). */
export function Component() {
  usePageHead();
  return <UnsubscribeView />;
}

import type { AdminReview } from '@petshop/contracts/admin-reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { auditKeys } from '../../audit/api/audit-keys.ts';
import { reviewKeys } from './review-keys.ts';

export type ReviewAction =
  | { kind: 'publish'; id: number }
  | { kind: 'hide'; id: number; reason: string }
  | { kind: 'reply'; id: number; text: string };

const send = (action: ReviewAction) => {
  switch (action.kind) {
    case 'publish':
      return adminRequest<AdminReview>(`/reviews/${action.id}/publish`, { method: 'POST' });
    case 'hide':
      return adminRequest<AdminReview>(`/reviews/${action.id}/hide`, {
        method: 'POST',
        body: { reason: action.reason },
      });
    case 'reply':
      return adminRequest<AdminReview>(`/reviews/${action.id}/reply`, {
        method: 'PUT',
        body: { text: action.text },
      });
  }
};

/**
 * POST /api/admin/reviews/:id/{publish,hide}, PUT …/reply: the review as saved goes into the
 * pages showing it; the list (its filters and the pending count) and the activity log are read again.
 */
export function useReviewAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reviewKeys.lists() });
      void client.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}

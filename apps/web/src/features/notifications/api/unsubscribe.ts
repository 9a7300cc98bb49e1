import type { MailList } from '@petshop/contracts/reviews';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The links in the shop's mails work without logging in: no bearer is sent, a 401 ends nothing. */
const asVisitor = { method: 'POST', bearer: null } as const;

/** POST /api/mail-preferences/unsubscribe: stops one optional kind of mail for the account. */
export const useUnsubscribeFromList = () =>
  useMutation({
    mutationFn: (request: { token: string; list: MailList }) =>
      apiRequest<{ list: MailList; message: string }>('/mail-preferences/unsubscribe', {
        ...asVisitor,
        body: request,
      }),
  });

/** POST /api/stock-alerts/unsubscribe: stops one back-in-stock alert. */
export const useStopStockAlert = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ product_name: string; message: string }>('/stock-alerts/unsubscribe', {
        ...asVisitor,
        body: { token },
      }),
  });

import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderSchema,
  invoiceSchema,
  orderCancelSchema,
  orderBulkSchema,
  orderCashSchema,
  orderExportQuerySchema,
  orderStatusChangeSchema,
  packingSlipSchema,
  packingSlipsQuerySchema,
  packingSlipsSchema,
  pickingListQuerySchema,
  pickingListSchema,
} from '@petshop/contracts/admin-orders';
import { bulkAnswerSchema } from '@petshop/contracts/admin-bulk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parsePathId } from '../../lib/path-id.ts';
import { ValidationError } from '../../plugins/errors.ts';
import {
  currentStaff,
  ADMIN_ERRORS as errors,
  adminIdParams as idParams,
  permissionTags,
} from '../../plugins/staff-auth.ts';
import type { FulfilmentService } from './fulfilment.service.ts';
import { shopDay, shopInstant } from '@petshop/contracts/shop-time';

const NO_ORDER = 'No order has this id.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a Dubai calendar day, or of the day `plus` days after it. */
const dubaiDayStart = (day: string, plus = 0) =>
  new Date(shopInstant(day).getTime() + plus * DAY_MS);
/** Today in Dubai as YYYY-MM-DD. */
const dubaiToday = () => shopDay(new Date());

/**
 * /api/admin/orders: the staff's order list, order page, status moves, cash collection,
 * cancellations, refunds.
 */
export const fulfilmentRoutes: FastifyPluginAsyncZod<{ fulfilment: FulfilmentService }> = async (
  app,
  { fulfilment },
) => {
  app.get(
    '/orders',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, ...errors },
      },
    },
    async (request) => {
      const { from, to, ...rest } = request.query;
      return fulfilment.list({
        ...rest,
        from: from ? dubaiDayStart(from) : undefined,
        to: to ? dubaiDayStart(to, 1) : undefined,
      });
    },
  );

  app.get(
    '/orders/export.csv',
    {
      onRequest: app.requireStaff,
      schema: { tags: ['admin'], querystring: orderExportQuerySchema },
    },
    async (request, reply) => {
      const from = dubaiDayStart(request.query.from);
      const to = dubaiDayStart(request.query.to, 1);
      if (to <= from) {
        throw new ValidationError({ to: ['The end date must be on or after the start date.'] });
      }
      if (to.getTime() - from.getTime() > 400 * DAY_MS) {
        throw new ValidationError({ to: ['Export at most 400 days at a time.'] });
      }
      const csv = await fulfilment.exportCsv(from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="orders-${request.query.from}-to-${request.query.to}.csv"`,
        )
        .send(csv);
    },
  );

  app.get(
    '/orders/picking-list',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        querystring: pickingListQuerySchema,
        response: { 200: pickingListSchema, ...errors },
      },
    },
    async (request) => {
      const day = request.query.day ?? dubaiToday();
      const from = dubaiDayStart(day);
      return fulfilment.pickingList(day, from, dubaiDayStart(day, 1));
    },
  );

  app.get(
    '/orders/packing-slips',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        querystring: packingSlipsQuerySchema,
        response: { 200: packingSlipsSchema, ...errors },
      },
    },
    async (request) => ({ results: await fulfilment.packingSlips(request.query.ids) }),
  );

  app.post(
    '/orders/bulk',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        body: orderBulkSchema,
        response: { 200: bulkAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      results: await fulfilment.markProcessing(currentStaff(request), request.body.ids),
    }),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: app.requireStaff,
      schema: { tags: ['admin'], params: idParams, response: { 200: adminOrderSchema, ...errors } },
    },
    async (request) => fulfilment.detail(parsePathId(request.params.id, NO_ORDER)),
  );

  app.get(
    '/orders/:id/invoice',
    {
      onRequest: app.requireStaff,
      schema: { tags: ['admin'], params: idParams, response: { 200: invoiceSchema, ...errors } },
    },
    async (request) => fulfilment.invoice(parsePathId(request.params.id, NO_ORDER)),
  );

  app.get(
    '/orders/:id/packing-slip',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: packingSlipSchema, ...errors },
      },
    },
    async (request) => fulfilment.packingSlip(parsePathId(request.params.id, NO_ORDER)),
  );

  app.post(
    '/orders/:id/status',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: orderStatusChangeSchema,
        response: { 200: adminOrderSchema, ...errors },
      },
    },
    async (request) =>
      fulfilment.move(
        currentStaff(request),
        parsePathId(request.params.id, NO_ORDER),
        request.body,
      ),
  );

  app.post(
    '/orders/:id/cash',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: orderCashSchema,
        response: { 200: adminOrderSchema, ...errors },
      },
    },
    async (request) =>
      fulfilment.recordCash(
        currentStaff(request),
        parsePathId(request.params.id, NO_ORDER),
        request.body.outcome,
        request.body.note,
      ),
  );

  app.post(
    '/orders/:id/cancel',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: orderCancelSchema,
        response: { 200: adminOrderSchema, ...errors },
      },
    },
    async (request) =>
      fulfilment.cancel(
        currentStaff(request),
        parsePathId(request.params.id, NO_ORDER),
        request.body.reason,
      ),
  );

  app.post(
    '/orders/:id/refund',
    {
      onRequest: app.requirePermission('refunds'),
      schema: {
        tags: permissionTags('refunds'),
        params: idParams,
        response: { 200: adminOrderSchema, ...errors },
      },
    },
    async (request) =>
      fulfilment.retryRefund(currentStaff(request), parsePathId(request.params.id, NO_ORDER)),
  );
};

import {
  adminCouponCreateSchema,
  adminCouponGrantRequestSchema,
  adminCouponGrantResultSchema,
  adminCouponGrantsSchema,
  adminCouponListQuerySchema,
  adminCouponListSchema,
  adminCouponPageQuerySchema,
  adminCouponSchema,
  adminCouponScopeOptionsSchema,
  adminCouponUpdateSchema,
  adminCouponUsesSchema,
} from '@petshop/contracts/admin-coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePathId } from '../../lib/path-id.ts';
import {
  currentStaff,
  ADMIN_ERRORS as errors,
  adminIdParams as idParams,
} from '../../plugins/staff-auth.ts';
import { NO_COUPON, type AdminCouponService } from './admin-coupons.service.ts';

/** The owner's writes: a coupon gives the shop's money away (decision 123). */
const OWNER_TAGS = ['admin', 'owner'];
const NO_CUSTOMER_GRANT = 'This customer was not given this coupon.';

/**
 * /api/admin/coupons (issue 32, decision 123): every staff member reads the coupons, their uses
 * (and the CSV of them) and who was given them; only the owner creates, edits, disables, enables
 * and gives them.
 */
export const adminCouponRoutes: FastifyPluginAsyncZod<{ coupons: AdminCouponService }> = async (
  app,
  { coupons },
) => {
  const couponId = (raw: string) => parsePathId(raw, NO_COUPON);

  app.get(
    '/coupons',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        querystring: adminCouponListQuerySchema,
        response: { 200: adminCouponListSchema, ...errors },
      },
    },
    async (request) => coupons.list(request.query),
  );

  app.get(
    '/coupons/scope-options',
    {
      onRequest: app.requireStaff,
      schema: { tags: ['admin'], response: { 200: adminCouponScopeOptionsSchema, ...errors } },
    },
    async () => coupons.scopeOptions(),
  );

  app.post(
    '/coupons',
    {
      onRequest: app.requireOwner,
      schema: {
        tags: OWNER_TAGS,
        body: adminCouponCreateSchema,
        response: { 201: adminCouponSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await coupons.create(currentStaff(request), request.body)),
  );

  app.get(
    '/coupons/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: adminCouponSchema, ...errors },
      },
    },
    async (request) => coupons.detail(couponId(request.params.id)),
  );

  app.patch(
    '/coupons/:id',
    {
      onRequest: app.requireOwner,
      schema: {
        tags: OWNER_TAGS,
        params: idParams,
        body: adminCouponUpdateSchema,
        response: { 200: adminCouponSchema, ...errors },
      },
    },
    async (request) =>
      coupons.update(currentStaff(request), couponId(request.params.id), request.body),
  );

  // Disable and enable, alike but for their name.
  for (const [move, active] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `/coupons/:id/${move}`,
      {
        onRequest: app.requireOwner,
        schema: {
          tags: OWNER_TAGS,
          params: idParams,
          response: { 200: adminCouponSchema, ...errors },
        },
      },
      async (request) =>
        coupons.setActive(currentStaff(request), couponId(request.params.id), active),
    );
  }

  app.get(
    '/coupons/:id/uses',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        querystring: adminCouponPageQuerySchema,
        response: { 200: adminCouponUsesSchema, ...errors },
      },
    },
    async (request) => coupons.uses(couponId(request.params.id), request.query),
  );

  app.get(
    '/coupons/:id/uses.csv',
    { onRequest: app.requireStaff, schema: { tags: ['admin'], params: idParams } },
    async (request, reply) => {
      const { csv, fileName } = await coupons.usesCsv(couponId(request.params.id));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.get(
    '/coupons/:id/grants',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        querystring: adminCouponPageQuerySchema,
        response: { 200: adminCouponGrantsSchema, ...errors },
      },
    },
    async (request) => coupons.grants(couponId(request.params.id), request.query),
  );

  app.post(
    '/coupons/:id/grants',
    {
      onRequest: app.requireOwner,
      schema: {
        tags: OWNER_TAGS,
        params: idParams,
        body: adminCouponGrantRequestSchema,
        response: { 200: adminCouponGrantResultSchema, ...errors },
      },
    },
    async (request) =>
      coupons.grant(currentStaff(request), couponId(request.params.id), request.body.customer),
  );

  app.delete(
    '/coupons/:id/grants/:customerId',
    {
      onRequest: app.requireOwner,
      schema: {
        tags: OWNER_TAGS,
        params: z.object({ id: z.string(), customerId: z.string() }),
        response: { 200: adminCouponSchema, ...errors },
      },
    },
    async (request) =>
      coupons.ungrant(
        currentStaff(request),
        couponId(request.params.id),
        parsePathId(request.params.customerId, NO_CUSTOMER_GRANT),
      ),
  );
};

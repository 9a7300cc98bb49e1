import {
  adminCustomerListQuerySchema,
  adminCustomerListSchema,
  adminCustomerSchema,
} from '@petshop/contracts/admin-customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parsePathId } from '../../lib/path-id.ts';
import {
  currentStaff,
  ADMIN_ERRORS as errors,
  adminIdParams as idParams,
} from '../../plugins/staff-auth.ts';
import type { CustomerService } from './customers.service.ts';

const NO_CUSTOMER = 'No customer has this id.';

/**
 * /api/admin/customers: staff search and read customer accounts; only the owner deactivates or
 * reactivates one (decision 037).
 */
export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerService }> = async (
  app,
  { customers },
) => {
  app.get(
    '/customers',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminCustomerListSchema, ...errors },
      },
    },
    async (request) => customers.list(request.query),
  );

  app.get(
    '/customers/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: adminCustomerSchema, ...errors },
      },
    },
    async (request) => customers.detail(parsePathId(request.params.id, NO_CUSTOMER)),
  );

  // The owner's two moves of an account, alike but for their name.
  for (const move of ['deactivate', 'reactivate'] as const) {
    app.post(
      `/customers/:id/${move}`,
      {
        onRequest: app.requireOwner,
        schema: {
          tags: ['admin', 'owner'],
          params: idParams,
          response: { 200: adminCustomerSchema, ...errors },
        },
      },
      async (request) =>
        customers[move](currentStaff(request), parsePathId(request.params.id, NO_CUSTOMER)),
    );
  }
};

import {
  apiErrorSchema,
  SAVED_ADDRESS_LIMIT,
  savedAddressIdParamsSchema,
  savedAddressListResponseSchema,
  savedAddressRequestSchema,
  savedAddressResponseSchema,
  savedAddressUpdateSchema,
  successMessageSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePathId } from '../../lib/path-id.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ADDRESS_NOT_FOUND, type AddressService } from './addresses.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const tags = ['account'];
const addressId = (raw: string) => parsePathId(raw, ADDRESS_NOT_FOUND);

/** /api/profile/addresses (issue 21): a customer's saved addresses; another's id is a 404. */
export const addressRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (
  app,
  { addresses },
) => {
  app.addHook('onRequest', app.requireUser);
  // A customer's addresses: no browser or proxy keeps an answer, errors included.
  answerNoStore(app);

  app.get(
    '/profile/addresses',
    { schema: { tags, response: { 200: savedAddressListResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await addresses.list(currentUser(request).id),
      limit: SAVED_ADDRESS_LIMIT,
    }),
  );

  app.post(
    '/profile/addresses',
    {
      schema: {
        tags,
        body: savedAddressRequestSchema,
        response: { 201: savedAddressResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await addresses.create(currentUser(request).id, request.body);
      return reply.status(201).send({ success: true, message: 'Address saved', data });
    },
  );

  app.patch(
    '/profile/addresses/:id',
    {
      schema: {
        tags,
        params: savedAddressIdParamsSchema,
        body: savedAddressUpdateSchema,
        response: { 200: savedAddressResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Address updated',
      data: await addresses.update(
        currentUser(request).id,
        addressId(request.params.id),
        request.body,
      ),
    }),
  );

  app.delete(
    '/profile/addresses/:id',
    {
      schema: {
        tags,
        params: savedAddressIdParamsSchema,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      await addresses.remove(currentUser(request).id, addressId(request.params.id));
      return { success: true as const, message: 'Address deleted' };
    },
  );

  app.post(
    '/profile/addresses/:id/default',
    {
      schema: {
        tags,
        params: savedAddressIdParamsSchema,
        body: z.unknown().optional(),
        response: { 200: savedAddressResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Default address changed',
      data: await addresses.makeDefault(currentUser(request).id, addressId(request.params.id)),
    }),
  );
};

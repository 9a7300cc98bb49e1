import { apiErrorSchema } from '@petshop/contracts';
import {
  importRefusedSchema,
  importReportSchema,
  STOCK_CONFLICT_CHOICES,
} from '@petshop/contracts/admin-import';
import type { CsvEncoding } from '@petshop/contracts/admin-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import { decodeCsvBytes } from './catalog-csv.ts';
import {
  applyCatalogImport,
  dryRunCatalogImport,
  exportCatalogCsv,
  ImportConflictError,
  ImportPriceChangeError,
  ImportRefusedError,
  ImportStockConflictError,
} from './catalog-import.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

/** A full-format file of 10,000 rows with long descriptions is about 10 MB. */
export const IMPORT_LIMIT_BYTES = 32 * 1024 * 1024;
const TOO_LARGE = 'The file is larger than 32 MB. Split it into smaller files and import each.';
const CSV_BODY =
  'Send the CSV file as the request body (Content-Type text/csv), or as JSON {"csv": "…"}.';
/** The file as text/csv (scripts, curl) or inside JSON (the back office's one HTTP client). */
const csvBody = z.union([z.string(), z.object({ csv: z.string() })], { error: CSV_BODY });

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** How each text/csv body was read; a JSON body is UTF-8 text already. */
const encodingOf = new WeakMap<object, CsvEncoding>();

/** /api/admin/products: the catalog as a CSV file, out and in (decision 035). */
export const catalogImportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The bytes as sent: a spreadsheet's save may be UTF-16 or Windows-1252, not only UTF-8.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: IMPORT_LIMIT_BYTES },
    (request, body, done) => {
      const { text, encoding } = decodeCsvBytes(body as Buffer);
      encodingOf.set(request, encoding);
      done(null, text);
    },
  );
  answerNoStore(app);
  app.setErrorHandler((error, _request, reply) => {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: TOO_LARGE });
    }
    throw error;
  });

  app.get(
    '/products/export.csv',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Every product and its sizes with stock, in the import format',
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (_request, reply) => {
      const csv = await exportCatalogCsv(db);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${date}.csv"`)
        .serializer((payload) => payload as string)
        .send(csv);
    },
  );

  app.post(
    '/products/import',
    {
      onRequest: app.requireStaff,
      bodyLimit: IMPORT_LIMIT_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Check (dryRun=1) or import a CSV file of products: all rows or none',
        consumes: ['text/csv', 'application/json'],
        querystring: z.object({
          dryRun: z.enum(['1', 'true', '0', 'false']).optional(),
          /** For sizes whose stock changed since the file's export: keep the shop's or use the file's. */
          stockConflicts: z
            .enum(STOCK_CONFLICT_CHOICES, {
              error: 'stockConflicts must be keep (the shop’s stock) or overwrite (the file’s).',
            })
            .optional(),
        }),
        body: csvBody,
        response: {
          200: importReportSchema,
          ...errors,
          409: z.union([importRefusedSchema, apiErrorSchema]),
          413: apiErrorSchema,
          422: z.union([importRefusedSchema, apiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
      const csv = typeof request.body === 'string' ? request.body : request.body.csv;
      const choice = request.query.stockConflicts ?? null;
      const encoding = encodingOf.get(request) ?? 'UTF-8';
      // Staff without "import_prices" may import stock and texts, not price changes (decision 076).
      const allowPriceChanges = staff.permissions.includes('import_prices');
      try {
        if (dryRun) {
          return await dryRunCatalogImport(db, csv, { choice, encoding, allowPriceChanges });
        }
        return await applyCatalogImport(db, csv, {
          staffId: staff.id,
          stockConflicts: choice,
          encoding,
          allowPriceChanges,
          auditAs: staff,
        });
      } catch (error) {
        if (error instanceof ImportRefusedError) {
          return reply.status(422).send({ message: error.message, report: error.report });
        }
        if (error instanceof ImportStockConflictError) {
          return reply.status(409).send({ message: error.message, report: error.report });
        }
        if (error instanceof ImportConflictError) throw new AppError(409, error.message);
        if (error instanceof ImportPriceChangeError) throw new AppError(403, error.message);
        throw error;
      }
    },
  );
};

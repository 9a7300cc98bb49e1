import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { findActiveProductStamps } from '../catalog/catalog.repo.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { productHead, renderHead, STATIC_PAGES, type PageHead } from './page-head.ts';

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

interface WebOptions {
  config: Config;
  db: Db;
  catalog: CatalogService;
}

/**
 * Serves product images, the built web app (each page's HTML carrying its own title, description,
 * Open Graph tags and JSON-LD), the sitemap and robots.txt.
 */
export async function registerWeb(app: FastifyInstance, { config, db, catalog }: WebOptions) {
  const originOf = (request: FastifyRequest) =>
    config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

  await app.register(fastifyStatic, {
    root: config.STORAGE_DIR,
    prefix: '/storage/',
    decorateReply: false,
    maxAge: '7d',
  });

  const indexPath = path.join(config.WEB_DIST_DIR, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      prefix: '/',
      index: false,
      wildcard: false,
      decorateReply: false,
      setHeaders(response, filePath) {
        // Vite fingerprints everything under assets/: it never changes under the same name.
        response.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn(`No web build at ${indexPath}: run "npm run build" to serve the shop's pages.`);
  }

  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      ...['/api/', '/cart', '/checkout', '/profile', '/user', '/wishlist', '/payment-'].map(
        (prefix) => `Disallow: ${prefix}`,
      ),
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const stamps = await findActiveProductStamps(db);
    const entry = (loc: string, lastmod?: Date) =>
      `  <url><loc>${origin}${loc}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...['/', '/store', '/grooming', '/booking', '/contact'].map((page) => entry(page)),
      ...stamps.map((stamp) => entry(`/product/${stamp.id}`, stamp.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  });

  async function pageHeadFor(request: FastifyRequest): Promise<{ head: PageHead; status: number }> {
    const origin = originOf(request);
    const pathname = request.url.split('?')[0] ?? '/';
    const productMatch = /^\/product\/([^/]+)\/?$/.exec(pathname);
    if (productMatch) {
      const id = /^\d{1,9}$/.test(productMatch[1]!) ? Number(productMatch[1]) : NaN;
      try {
        if (Number.isInteger(id)) {
          return { head: productHead(await catalog.productDetails(id), origin), status: 200 };
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
      return {
        head: {
          title: 'No product found',
          description: 'This product is not in our shop.',
          canonicalUrl: `${origin}${pathname}`,
          noindex: true,
        },
        status: 404,
      };
    }
    const page = STATIC_PAGES[pathname];
    if (page) return { head: { ...page, canonicalUrl: `${origin}${pathname}` }, status: 200 };
    return {
      head: {
        title: 'Page not found',
        description: 'This page does not exist.',
        canonicalUrl: `${origin}${pathname}`,
        noindex: true,
      },
      status: 404,
    };
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/storage/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!wantsPage || !indexHtml) {
      return reply.status(404).send({ message: 'Not found' });
    }
    const { head, status } = await pageHeadFor(request);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml.replace(HEAD_BLOCK, renderHead(head)));
  });
}

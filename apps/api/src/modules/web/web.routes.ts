import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { directionOf, LANGUAGE_COOKIE, type Language } from '@petshop/contracts/language';
import { PAGES, type PageSettings } from '@petshop/contracts/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  acceptedEncoding,
  compress,
  varyByEncoding,
  type Encoding,
} from '../../lib/compression.ts';
import { AppError } from '../../plugins/errors.ts';
import { findActiveProductStamps, type CatalogService } from '../catalog/catalog.service.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import {
  languageUrls,
  missingProductHead,
  productHead,
  renderHead,
  tablePageHead,
  type PageHead,
} from './page-head.ts';
import { classesIn, criticalCss, readStylesheet } from './critical-css.ts';
import { loadRouteScripts } from './route-assets.ts';

/** A Cookie header holding the language switch's choice of Arabic. */
const chosenArabic = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=ar(?:;|$)`);

/** The pages of the page table that search engines may list (the products come on top). */
const INDEXED_PATHS = Object.values(PAGES)
  .filter((page) => !('noindex' in page && page.noindex))
  .map((page) => page.path);

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
/** The built page's #root (holding the prerendered frame) up to the end of the body. */
const ROOT_BLOCK = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** The stylesheets the built page links (Vite writes one per entry, absolute paths). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The built index.html cut where each request's parts go: the page's head, and for a drawn page
 * its markup and answers in #root (in place of the prerendered frame), the part of the built
 * stylesheet its markup uses as a <style> element in place of the stylesheet links, and those
 * links at the end of the body for what the app adds later (decisions 101 and 104). The browser
 * paints a drawn page without waiting for another request.
 */
function pageTemplate(indexHtml: string, distDir: string) {
  const head = HEAD_BLOCK.exec(indexHtml);
  const root = ROOT_BLOCK.exec(indexHtml);
  if (!head || !root || root.index < head.index) {
    throw new Error('The built index.html has no <!--app-head--> block before its #root');
  }
  const beforeHead = indexHtml.slice(0, head.index);
  const beforeRoot = indexHtml.slice(head.index + head[0].length, root.index);
  const afterRoot = `${root[1]}${indexHtml.slice(root.index + root[0].length)}`;
  const frameRoot = root[0].slice(0, root[0].length - root[1]!.length);

  const links = [...indexHtml.matchAll(STYLESHEET_LINK)];
  const rules = readStylesheet(
    links
      .map((match) => readFileSync(path.join(distDir, match[1]!), 'utf8'))
      .join('\n')
      .replace(/<\/style/gi, '<\\/style'),
  );
  const STYLE_SLOT = '<!--page-styles-->';
  let first = true;
  const slotted = (html: string) =>
    html.replace(STYLESHEET_LINK, () => (first ? ((first = false), STYLE_SLOT) : ''));
  const drawnBeforeHead = slotted(beforeHead);
  const drawnBeforeRoot = slotted(beforeRoot);
  const drawnAfterRoot = afterRoot.replace(
    '</body>',
    `${links.map((match) => match[0]).join('')}</body>`,
  );
  const frameClasses = classesIn(`${beforeHead}${beforeRoot}${afterRoot}`);
  /** Critical CSS per set of classes: the product pages share one, the store pages a few. */
  const stylesByClasses = new Map<string, string>();
  const pageStyles = (markup: string) => {
    const classes = classesIn(markup);
    for (const name of frameClasses) classes.add(name);
    const key = [...classes].sort().join(' ');
    let css = stylesByClasses.get(key);
    if (css === undefined) {
      if (stylesByClasses.size >= 200) stylesByClasses.delete(stylesByClasses.keys().next().value!);
      css = criticalCss(rules, classes);
      stylesByClasses.set(key, css);
    }
    return `<style>${css}</style>`;
  };

  /** An Arabic page's document: <html lang="ar" dir="rtl"> (issue 34). */
  const inLanguage = (html: string, language: Language) =>
    language === 'en'
      ? html
      : html.replace(
          '<html lang="en">',
          `<html lang="${language}" dir="${directionOf(language)}">`,
        );
  return {
    page(copy: PageCopy): string {
      const { language } = copy;
      if (copy.data === null)
        return `${inLanguage(beforeHead, language)}${copy.head}${beforeRoot}${frameRoot}${afterRoot}`;
      const styles = (copy.styles ??= pageStyles(copy.markup));
      // "<" escaped in the answers (it only ever stands inside a JSON string): no answer can end
      // the script element.
      return `${inLanguage(drawnBeforeHead, language).replace(STYLE_SLOT, () => styles)}${copy.head}${drawnBeforeRoot.replace(STYLE_SLOT, () => styles)}<div id="root">${copy.markup}</div><script type="application/json" id="page-data">${copy.data.replace(/</g, '\\u003c')}</script>${drawnAfterRoot}`;
    },
  };
}

/** The web app's server side (apps/web/src/entry-server.tsx), built beside it. */
interface ServerEntry {
  pageQueries(url: string): Promise<string[]>;
  renderPage(url: string, answers: Record<string, unknown>, origin: string): Promise<string>;
}

/**
 * What was last sent for one address: the parts a page is made of (its head, and the answers and
 * markup of a drawn page) and the page compressed, made once. A page is the same for every
 * visitor until one of its parts changes, and compressing it (~150 KB with its styles) costs more
 * than the rest of the request.
 */
interface PageCopy {
  head: string;
  language: Language;
  data: string | null;
  markup: string;
  /** The <style> element of a drawn page, made from its markup once (decision 104). */
  styles?: string;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * Sends a page compressed when the browser accepts it: Brotli at a fast quality, else gzip, each
 * made once per copy. The built assets need none of this (they are compressed at build time).
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  copy: PageCopy,
  body: () => string,
) {
  varyByEncoding(reply);
  const encoding = acceptedEncoding(request);
  if (!encoding || request.method === 'HEAD') return reply.send(body());
  let compressed = copy.compressed[encoding];
  if (!compressed) {
    const text = body();
    compressed = copy.compressed[encoding] = compress(text, encoding);
    compressed.catch(() => delete copy.compressed[encoding]);
  }
  return reply.header('content-encoding', encoding).send(await compressed);
}

/** Compressed copies of product pictures (SVG is text), made once per file version. */
const svgCopies = new Map<string, Promise<{ br: Buffer; gzip: Buffer }>>();
const MAX_SVG_COPIES = 5_000;

/**
 * onSend of /storage: an SVG file is sent compressed when the browser accepts it (about a third of
 * its size). Raster pictures are compressed already and pass through untouched.
 */
async function compressSvg(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const file = (payload as { path?: unknown } | null)?.path;
  if (reply.statusCode !== 200 || typeof file !== 'string' || !file.endsWith('.svg')) {
    return payload;
  }
  varyByEncoding(reply);
  const encoding = acceptedEncoding(request);
  if (!encoding || request.method === 'HEAD') return payload;
  const version = `${file}:${String(reply.getHeader('last-modified'))}`;
  let copies = svgCopies.get(version);
  if (!copies) {
    if (svgCopies.size >= MAX_SVG_COPIES) svgCopies.delete(svgCopies.keys().next().value!);
    copies = readFile(file).then(async (body) => ({
      br: await compress(body, 'br', 'best'),
      gzip: await compress(body, 'gzip', 'best'),
    }));
    copies.catch(() => svgCopies.delete(version));
    svgCopies.set(version, copies);
  }
  const compressed = (await copies)[encoding];
  (payload as { destroy?: () => void }).destroy?.();
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}

interface WebOptions {
  config: Config;
  db: Db;
  catalog: CatalogService;
  /** The newest reviews a product page's JSON-LD tells (issue 33). */
  reviews: Pick<ReviewsService, 'forPageHead'>;
}

/**
 * Serves product images, the built web app (each page's HTML carrying its own title, description,
 * Open Graph tags and JSON-LD), the sitemap and robots.txt.
 */
export async function registerWeb(
  app: FastifyInstance,
  { config, db, catalog, reviews }: WebOptions,
) {
  // The same settings GET /api/settings gives the web app, so both write the same heads.
  const settings: PageSettings = {
    shop_name: config.SHOP_NAME,
    address: config.SHOP_ADDRESS,
    business_hours: config.BUSINESS_HOURS,
  };
  // Pages, /sitemap.xml and /robots.txt are cached (an hour): their links never follow the Host
  // of the request at hand (decision 083). Without PUBLIC_URL (development) the origin of the
  // first request this process served stays the shop's for as long as it runs.
  let firstSeenOrigin: string | undefined;
  const originOf = (request: FastifyRequest) =>
    config.PUBLIC_URL?.replace(/\/$/, '') ??
    (firstSeenOrigin ??= `${request.protocol}://${request.host}`);

  await app.register(async (storage) => {
    // Product pictures are public, and a web app on its own origin (CORS_ORIGINS, a CDN) shows
    // them: the site-wide Cross-Origin-Resource-Policy: same-origin would have the browser
    // block every one of them. Set after the security headers (a child scope's hook runs later).
    storage.addHook('onRequest', (_request, reply, done) => {
      reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
      done();
    });
    storage.addHook('onSend', compressSvg);
    // A new volume (the container's /data) has no pictures' folder yet: made before it is served.
    await mkdir(config.STORAGE_DIR, { recursive: true });
    await storage.register(fastifyStatic, {
      root: config.STORAGE_DIR,
      prefix: '/storage/',
      decorateReply: false,
      maxAge: '7d',
    });
  });

  const indexPath = path.join(config.WEB_DIST_DIR, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const serverEntryPath = path.join(
    `${path.resolve(config.WEB_DIST_DIR)}-server`,
    'entry-server.js',
  );
  const serverEntry =
    indexHtml && existsSync(serverEntryPath)
      ? ((await import(pathToFileURL(serverEntryPath).href)) as ServerEntry)
      : null;

  /**
   * Each language's pages come from their own build (decision 133): its page with its frame, and
   * the manifest naming its page chunks. A build without Arabic pages serves the English ones.
   */
  function languageBuild(suffix: string) {
    const arabicPath = path.join(config.WEB_DIST_DIR, `index${suffix}.html`);
    const own = suffix !== '' && existsSync(arabicPath);
    const html = own ? readFileSync(arabicPath, 'utf8') : indexHtml!;
    return {
      template: pageTemplate(html, config.WEB_DIST_DIR),
      routeScripts: loadRouteScripts(config.WEB_DIST_DIR, `manifest${own ? suffix : ''}.json`),
    };
  }
  const builds: Record<Language, ReturnType<typeof languageBuild>> | null = indexHtml
    ? { en: languageBuild(''), ar: languageBuild('-ar') }
    : null;
  /** Per address, what was last sent (decision 101); the oldest goes first past the limit. */
  const copies = new Map<string, PageCopy>();
  // A store page's answers, markup and compressed copy come to about 100 KB, a product's 30 KB.
  const MAX_COPIES = 500;
  /** The API calls each address's page is drawn from (none: the page is not drawn). */
  const pageCalls = new Map<string, Promise<string[]>>();

  /**
   * The copy of the page at this address as it is now: the head as given, and for a page the
   * server draws (decision 099) the markup of #root with the API answers it was drawn from,
   * embedded for the browser's first render. Each answer is the API's own (asked of this server,
   * as the browser would, all at once), so the page and a later call agree byte for byte. React
   * draws again only when an answer changed (a price, a stock count, a catalog edit). A page the
   * server does not draw, or one with an answer other than a 200, is the frame (data null).
   */
  async function pageCopy(
    request: FastifyRequest,
    head: string,
    draw: boolean,
    language: Language,
  ) {
    let data: string | null = null;
    if (draw && serverEntry) {
      let calls = pageCalls.get(request.url);
      if (!calls) {
        if (pageCalls.size >= MAX_COPIES) pageCalls.delete(pageCalls.keys().next().value!);
        calls = serverEntry.pageQueries(request.url);
        pageCalls.set(request.url, calls);
      }
      const asked = await calls;
      const replies = await Promise.all(
        asked.map((call) => app.inject({ method: 'GET', url: `/api${call}` })),
      );
      // JSON as it came, keyed by call.
      if (asked.length > 0 && replies.every((answer) => answer.statusCode === 200)) {
        data = `{${asked.map((call, index) => `${JSON.stringify(call)}:${replies[index]!.body}`).join(',')}}`;
      }
    }
    const kept = copies.get(request.url);
    if (kept && kept.data === data && kept.head === head) return kept;
    const markup =
      kept && kept.data === data
        ? kept.markup
        : data === null
          ? ''
          : await serverEntry!.renderPage(
              request.url,
              JSON.parse(data) as Record<string, unknown>,
              originOf(request),
            );
    const copy: PageCopy = { head, language, data, markup, compressed: {} };
    copies.delete(request.url);
    if (copies.size >= MAX_COPIES) copies.delete(copies.keys().next().value!);
    copies.set(request.url, copy);
    return copy;
  }

  if (indexHtml) {
    await app.register(async (web) => {
      // The body depends on Accept-Encoding: caches in between must keep the variants apart.
      web.addHook('onSend', async (_request, reply, payload) => {
        varyByEncoding(reply);
        return payload;
      });
      await web.register(fastifyStatic, {
        root: config.WEB_DIST_DIR,
        prefix: '/',
        index: false,
        wildcard: false,
        decorateReply: false,
        // The build writes .br and .gz copies (scripts/compress-dist.mjs): sent as the browser
        // accepts, with no compression work per request.
        preCompressed: true,
        // Our own Cache-Control below; the plugin's (max-age=0) would otherwise replace it.
        cacheControl: false,
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
    });
  } else {
    app.log.warn(`No web build at ${indexPath}: run "npm run build" to serve the shop's pages.`);
  }

  // Pages without the app's <link rel="icon"> (the simulated card page, a JSON answer opened in
  // a tab) make browsers ask for /favicon.ico: send them to the shop's icon instead of a 404.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/art/favicon.svg', 301),
  );

  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      ...['/api/', '/cart', '/checkout', '/profile', '/user', '/wishlist', '/payment-']
        .flatMap((prefix) => (prefix === '/api/' ? [prefix] : [prefix, `/ar${prefix}`]))
        .map((prefix) => `Disallow: ${prefix}`),
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const stamps = await findActiveProductStamps(db);
    // Each page in both languages, each entry naming the other (issue 34).
    const entry = (path: string, lastmod?: Date) => {
      const urls = languageUrls(origin, path);
      const alternates = (['en', 'ar'] as const)
        .map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${urls[lang]}"/>`)
        .join('');
      const stamp = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
      return (['en', 'ar'] as const)
        .map((lang) => `  <url><loc>${urls[lang]}</loc>${stamp}${alternates}</url>`)
        .join('\n');
    };
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...INDEXED_PATHS.map((page) => entry(page)),
      ...stamps.map((stamp) => entry(`/product/${stamp.id}`, stamp.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  });

  async function pageHeadFor(
    request: FastifyRequest,
    pathname: string,
    language: Language,
  ): Promise<{ head: PageHead; status: number }> {
    const origin = originOf(request);
    const productMatch = /^\/product\/([^/]+)\/?$/.exec(pathname);
    if (productMatch) {
      const id = /^\d{1,9}$/.test(productMatch[1]!) ? Number(productMatch[1]) : NaN;
      try {
        if (Number.isInteger(id)) {
          const product = await catalog.productDetails(id, language);
          const newest = product.review_count > 0 ? await reviews.forPageHead(id) : [];
          return {
            head: productHead(product, origin, settings, newest, language),
            status: 200,
          };
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
      return { head: missingProductHead(pathname, origin, settings, language), status: 404 };
    }
    const { head, found } = tablePageHead(pathname, origin, settings, language);
    return { head, status: found ? 200 : 404 };
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
    // An Arabic page is its English page's address under /ar (decision 132).
    const arabic = pathname === '/ar' || pathname.startsWith('/ar/');
    // A visitor who chose Arabic (the language switch's cookie) opens the shop in Arabic; the
    // answer depends on their cookie, so no cache keeps it.
    if (
      !arabic &&
      !pathname.startsWith('/admin') &&
      chosenArabic.test(request.headers.cookie ?? '')
    ) {
      const query = request.url.slice(pathname.length);
      return reply
        .header('cache-control', 'private, no-store')
        .redirect(`/ar${pathname === '/' ? '' : pathname}${query}`, 302);
    }
    const language: Language = arabic ? 'ar' : 'en';
    const { head, status } = await pageHeadFor(
      request,
      arabic ? pathname.slice(3) || '/' : pathname,
      language,
    );
    const copy = await pageCopy(
      request,
      renderHead(head, settings, builds![language].routeScripts(head.route)),
      status === 200,
      language,
    );
    // A drawn page is the same for every visitor (drawn logged out): a CDN may keep it 30 s, and
    // serve it 30 s more while it asks again; a catalog change reaches it within a minute and the
    // origin at once. Browsers always ask (max-age=0). Decision 100.
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header(
        'cache-control',
        copy.data === null
          ? 'no-cache'
          : 'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
      );
    return sendPage(request, reply, copy, () => builds![language].template.page(copy));
  });
}

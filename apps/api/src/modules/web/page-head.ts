import type { Product } from '@petshop/contracts';
import type { ProductReview } from '@petshop/contracts/reviews';
import { pageHead, type FilledPageHead } from '@petshop/contracts/page-heads';
import { PAGES, type PageKey, type PageSettings } from '@petshop/contracts/pages';
import type { Language } from '@petshop/contracts/language';
import { GALLERY_SIZES, pictureSrcSet } from '@petshop/contracts/pictures';
import { aedToFils, chargedPriceFils, filsToAed } from '../../lib/money.ts';

export interface PageHead extends FilledPageHead {
  canonicalUrl: string;
  /** The page's language (issue 34): its <html lang dir> and which address is canonical. */
  language: Language;
  /** The same page in each language, for hreflang alternates; none for a page not found. */
  alternates?: Record<Language, string> | undefined;
  image?: string | undefined;
  type?: 'website' | 'product';
  jsonLd?: Record<string, unknown> | undefined;
  /** The web app's page module (apps/web/src/app/routes/<route>.tsx) that draws this URL. */
  route: string;
  /**
   * Pictures the first view shows at the top: fetched before the page's code has run. An uploaded
   * picture is preloaded as the copy its `<picture>` will pick (AVIF at the width `sizes` says).
   */
  preloadImages?: (string | { url: string; sizes: string })[];
}

export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');

/**
 * The <head> tags that replace the built index.html's default block. `scripts` are the page's own
 * chunks (see route-assets.ts), preloaded after the first paint next to the entry script.
 */
export function renderHead(
  head: PageHead,
  settings: PageSettings,
  scripts: readonly string[] = [],
): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    ...(head.alternates
      ? [
          ['en', head.alternates.en],
          ['ar', head.alternates.ar],
          ['x-default', head.alternates.en],
        ].map(
          ([hreflang, href]) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href!)}" />`,
        )
      : []),
    `<meta property="og:site_name" content="${escapeHtml(settings.shop_name)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.pageTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}" />`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`);
  }
  for (const image of head.preloadImages ?? []) {
    const { url, sizes } = typeof image === 'string' ? { url: image, sizes: '' } : image;
    const avif = sizes ? pictureSrcSet(url, 'avif') : null;
    tags.push(
      avif
        ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(avif)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`
        : `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high" />`,
    );
  }
  if (scripts.length > 0) {
    // Inert until the first frame, when the boot script puts them into the head next to the
    // entry's (decision 105): the page's picture has a slow line to itself until the page shows.
    const preloads = scripts.map(
      (script) => `<link rel="modulepreload" crossorigin href="${escapeHtml(script)}" />`,
    );
    tags.push(`<template data-after-paint>${preloads.join('')}</template>`);
  }
  return tags.join('\n    ');
}

/** A page's address in each language: '/store' and '/ar/store' (decision 132). */
export function languageUrls(origin: string, path: string): Record<Language, string> {
  return { en: `${origin}${path}`, ar: `${origin}/ar${path === '/' ? '' : path}` };
}

const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`;

/** A published review as the product page's structured data tells it. */
export type HeadReview = Pick<ProductReview, 'author' | 'rating' | 'title' | 'body' | 'created_at'>;

/**
 * schema.org AggregateRating and Reviews once buyers reviewed the product (issue 33): none
 * without, so no search result shows invented stars.
 */
function reviewsLd(product: Product, reviews: readonly HeadReview[]) {
  if (product.review_count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.toFixed(1),
      reviewCount: product.review_count,
      bestRating: '5',
      worstRating: '1',
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.created_at.slice(0, 10),
      reviewRating: {
        '@type': 'Rating',
        ratingValue: String(review.rating),
        bestRating: '5',
        worstRating: '1',
      },
      ...(review.title ? { name: review.title } : {}),
      ...(review.body ? { reviewBody: review.body } : {}),
    })),
  };
}

/** Title, description, Open Graph and schema.org Product data of a product page. */
export function productHead(
  product: Product,
  origin: string,
  settings: PageSettings,
  /** Its newest published reviews (up to five), for the structured data. */
  reviews: readonly HeadReview[] = [],
  language: Language = 'en',
): PageHead {
  const offer = product.offer_price === null ? null : aedToFils(product.offer_price);
  const price = filsToAed(chargedPriceFils(aedToFils(product.price), offer));
  const inStock = product.product_sizes.some((size) => size.stock > 0);
  const alternates = languageUrls(origin, `/product/${product.id}`);
  const url = alternates[language];
  const images = product.images.map((image) => absolute(origin, image.image_url));
  // The gallery's main picture is the page's largest paint: fetch it with the page, not after
  // the page's code has asked the API for the product (the same URL the gallery will use).
  const mainPicture = product.images[0]?.image_url || product.image_url;
  return {
    ...pageHead(
      'product',
      settings,
      { title: product.name, description: product.description, noindex: false },
      language,
    ),
    canonicalUrl: url,
    language,
    alternates,
    image: images[0],
    type: 'product',
    route: 'product',
    preloadImages: mainPicture ? [{ url: mainPicture, sizes: GALLERY_SIZES }] : [],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: product.sku,
      image: images,
      ...(product.product_type ? { category: product.product_type.name } : {}),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'AED',
        price: price.toFixed(2),
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      ...reviewsLd(product, reviews),
    },
  };
}

/** Pictures a page's first view shows at the top, fetched with its HTML. */
const PRELOAD_IMAGES: Partial<Record<PageKey, string[]>> = {
  // The hero carousel's first slide (apps/web/src/features/home/components/hero-carousel.tsx).
  home: ['/art/hero-1.svg'],
};

/** Path → page, for the pages whose head is the table's alone (not a product's). */
const FIXED_PAGES = new Map(
  (Object.keys(PAGES) as PageKey[])
    .filter((page) => page !== 'product' && page !== 'not-found' && page !== 'admin')
    .map((page) => [PAGES[page].path as string, page]),
);

/**
 * The head of a page of the table (`pathname` one of its fixed paths, else the not-found page),
 * from the same table and settings the web app uses.
 */
export function tablePageHead(
  pathname: string,
  origin: string,
  settings: PageSettings,
  language: Language = 'en',
): { head: PageHead; found: boolean } {
  const page =
    FIXED_PAGES.get(pathname) ??
    (pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : undefined);
  const route: PageKey = page ?? 'not-found';
  const alternates = languageUrls(origin, pathname);
  return {
    head: {
      ...pageHead(route, settings, undefined, language),
      canonicalUrl: alternates[language],
      language,
      ...(page !== undefined && page !== 'admin' ? { alternates } : {}),
      route,
      ...(PRELOAD_IMAGES[route] ? { preloadImages: PRELOAD_IMAGES[route] } : {}),
    },
    found: page !== undefined,
  };
}

/** The head of a product page whose product is not in the shop (answered 404). */
export function missingProductHead(
  pathname: string,
  origin: string,
  settings: PageSettings,
  language: Language = 'en',
): PageHead {
  return {
    ...pageHead('product', settings, undefined, language),
    canonicalUrl: languageUrls(origin, pathname)[language],
    language,
    route: 'product',
  };
}

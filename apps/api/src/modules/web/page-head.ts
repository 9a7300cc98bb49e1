import type { Product } from '@petshop/contracts';

export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string;
  image?: string | undefined;
  type?: 'website' | 'product';
  jsonLd?: Record<string, unknown> | undefined;
  noindex?: boolean;
  /** The web app's page module (apps/web/src/app/routes/<route>.tsx) that draws this URL. */
  route: string;
  /** Pictures the first view shows at the top: fetched before the page's code has run. */
  preloadImages?: string[];
}

const SHOP_TITLE = 'The Best Pet Shop in Dubai';

const escapeHtml = (text: string) =>
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

export function fullTitle(title: string): string {
  return title === SHOP_TITLE ? title : `${title} | ${SHOP_TITLE}`;
}

/**
 * The <head> tags that replace the built index.html's default block. `scripts` are the page's own
 * chunks (see route-assets.ts), preloaded so they download next to the entry script.
 */
export function renderHead(head: PageHead, scripts: readonly string[] = []): string {
  const tags = [
    `<title>${escapeHtml(fullTitle(head.title))}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    `<meta property="og:site_name" content="${SHOP_TITLE}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
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
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`);
  }
  for (const script of scripts) {
    tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(script)}" />`);
  }
  return tags.join('\n    ');
}

const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`;

/** Title, description, Open Graph and schema.org Product data of a product page. */
export function productHead(product: Product, origin: string): PageHead {
  const price =
    product.offer_price !== null && product.offer_price < product.price
      ? product.offer_price
      : product.price;
  const inStock = product.product_sizes.some((size) => size.stock > 0);
  const url = `${origin}/product/${product.id}`;
  const images = product.images.map((image) => absolute(origin, image.image_url));
  // The gallery's main picture is the page's largest paint: fetch it with the page, not after
  // the page's code has asked the API for the product (the same URL the gallery will use).
  const mainPicture = product.images[0]?.image_url || product.image_url;
  return {
    title: product.name,
    description: product.description,
    canonicalUrl: url,
    image: images[0],
    type: 'product',
    route: 'product',
    preloadImages: mainPicture ? [mainPicture] : [],
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
    },
  };
}

/** Pages whose head is fixed; everything else the web app handles is a 404 for crawlers. */
export const STATIC_PAGES: Record<string, Omit<PageHead, 'canonicalUrl'>> = {
  '/': {
    route: 'home',
    // The hero carousel's first slide (apps/web/src/features/home/components/hero-carousel.tsx).
    preloadImages: ['/art/hero-1.svg'],
    title: SHOP_TITLE,
    description:
      'Pet food, accessories, toys and professional grooming in Dubai. Shop for dogs, cats, birds and fish with cash on delivery or card.',
  },
  '/store': {
    route: 'store',
    title: 'Store',
    description:
      'Browse dog, cat, bird and fish food, cages, litter boxes, scratchers, collars and toys. Filter by pet, product type and price.',
  },
  '/grooming': {
    route: 'grooming',
    title: 'Pet Grooming in Dubai',
    description:
      'Professional dog, cat and bird grooming in Al Jaddaf, Dubai: bath and blow dry, haircuts, nail trimming, ear cleaning, teeth brushing and beak care. Breed tips and FAQs.',
  },
  '/booking': {
    route: 'booking',
    title: 'Book a Grooming Appointment',
    description:
      'Book grooming for your dog, cat or bird in Al Jaddaf, Dubai. Choose Basic Groom or Full Groom and our team will call you to confirm the date and time.',
  },
  '/contact': {
    route: 'contact',
    title: 'Contact Us',
    description:
      'Call, e-mail or visit The Best Pet Shop in Al Jaddaf, Dubai. Open Monday to Friday, 10:00 AM to 11:30 PM. Send us a message about orders, products or grooming.',
  },
  '/user': {
    route: 'login',
    title: 'Login',
    description: 'Log in to your Best Pet Shop account to see your cart, wishlist and orders.',
    noindex: true,
  },
  '/user/register': {
    route: 'register',
    title: 'Create your account',
    description:
      'Register with The Best Pet Shop in Dubai to save a wishlist, check out and track orders.',
    noindex: true,
  },
  '/profile': {
    route: 'profile',
    title: 'My Account',
    description:
      'Your Best Pet Shop account: profile, orders, coupons, notifications and wishlist.',
    noindex: true,
  },
  '/cart': {
    route: 'cart',
    title: 'Shopping Cart',
    description: 'The products in your Best Pet Shop cart, with free delivery in Dubai.',
    noindex: true,
  },
  '/wishlist': {
    route: 'wishlist',
    title: 'My Wishlist',
    description: 'The products you saved at The Best Pet Shop in Dubai.',
    noindex: true,
  },
  '/checkout': {
    route: 'checkout',
    title: 'Checkout',
    description: 'Enter your delivery address and pay by card or cash on delivery.',
    noindex: true,
  },
  '/payment-success': {
    route: 'payment-success',
    title: 'Order Confirmation',
    description: 'Your order with The Best Pet Shop in Dubai.',
    noindex: true,
  },
  '/payment-failed': {
    route: 'payment-failed',
    title: 'Payment Failed',
    description: 'Your payment with The Best Pet Shop in Dubai could not be completed.',
    noindex: true,
  },
  '/productdetails': {
    route: 'product-details',
    title: 'Store',
    description: 'Browse every product of The Best Pet Shop in Dubai.',
    noindex: true,
  },
};

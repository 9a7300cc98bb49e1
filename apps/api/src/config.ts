import { isIP } from 'node:net';
import path from 'node:path';
import { countryName, EMIRATES, emirateNamed } from '@petshop/contracts/constants';
import { WEEKDAYS } from '@petshop/contracts/delivery';
import { z } from 'zod';
import { parseAedText } from './lib/money.ts';
import { apiDir } from './paths.ts';

const repoRoot = path.resolve(apiDir, '../..');

const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const UAE = 'United Arab Emirates';

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** An IP address, a CIDR (10.0.0.0/8, fd00::/8) or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An amount of dirhams (at most 2 decimals, not negative), as fils. */
const aedAmount = (name: string) =>
  z
    .string()
    .default('0')
    .refine((value) => parseAedText(value.trim()) !== undefined, {
      error: `${name} must be an amount of dirhams such as 15 or 12.50`,
    })
    .transform((value) => parseAedText(value.trim())!);

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Web app origins allowed to call the API from another origin (comma-separated). */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value, context) => {
        const origins = value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        for (const origin of origins) {
          let parsed: URL | undefined;
          try {
            parsed = new URL(origin);
          } catch {
            parsed = undefined;
          }
          if (!parsed || parsed.origin !== origin) {
            context.addIssue({
              code: 'custom',
              message: `"${origin}" is not an origin like https://shop.example.com (scheme, host, optional port; no path)`,
            });
          }
        }
        return origins;
      }),
    /**
     * The reverse proxies in front of the shop whose X-Forwarded-* it believes (decision 080):
     * `false` none; a hop count (`true` is 1: one proxy); or the proxies' addresses and CIDRs
     * (comma-separated; `loopback`, `linklocal`, `uniquelocal` name those ranges). The client is
     * the right-most address of X-Forwarded-For that is not a trusted proxy.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, context): false | number | string[] => {
        const setting = value.trim().toLowerCase();
        if (setting === 'false' || setting === '' || setting === '0') return false;
        if (setting === 'true') return 1;
        if (/^\d+$/.test(setting)) return Number(setting);
        const proxies = list(setting);
        for (const proxy of proxies) {
          if (!isProxyAddress(proxy)) {
            context.addIssue({
              code: 'custom',
              message: `"${proxy}" is not a proxy address: TRUST_PROXY takes false, a hop count (true = 1), or the proxies' addresses and CIDRs such as 10.0.0.0/8, comma-separated`,
            });
          }
        }
        return proxies;
      }),
    /**
     * Public address of the shop, used in sitemap, canonical links, Open Graph tags and as the
     * origin card payments may return to; required in production.
     */
    PUBLIC_URL: z.url().optional(),
    /** postgres://… runs on PostgreSQL; unset runs the embedded PGlite under DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, {
        error: 'DATABASE_URL must start with postgres:// or postgresql://',
      })
      .optional(),
    /**
     * redis://… keeps the request limits and the login brake's counts in Redis; unset keeps them
     * in the database. Either way every process of the shop shares them (decision 111).
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'REDIS_URL must start with redis:// or rediss://' })
      .optional(),
    /**
     * Worker processes on one port (node:cluster), PostgreSQL only: PGlite lives in one
     * process. The default, 1, runs the shop in the starting process.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** The bearer token Prometheus sends for /metrics; unset, /metrics does not exist (404). */
    METRICS_TOKEN: z
      .string()
      .min(16, { error: 'METRICS_TOKEN must be at least 16 characters' })
      .optional(),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    STORAGE_DIR: z.string().default(path.join(repoRoot, 'apps/api/storage')),
    /** Seed the demo catalog on start when the catalog is empty. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** Login attempts allowed per IP address per minute. */
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Hours a staff (back office) session lasts; customers' last 30 days. */
    STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(720).default(12),
    /**
     * Whether an owner must turn on two-factor sign-in before using the back office (decision
     * 054): required in production unless set; `optional` is for test suites and staging.
     */
    OWNER_TWO_FACTOR: z
      .enum(['required', 'optional'], { error: 'OWNER_TWO_FACTOR must be required or optional' })
      .optional(),
    /** Registrations allowed per IP address per hour. */
    REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Forgot-password requests allowed per IP address per hour (each e-mail also gets 3 mails). */
    PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Verification-link and e-mail-change requests allowed per IP address per hour (issue 21). */
    ACCOUNT_MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Grooming booking requests allowed per IP address per 10 minutes. */
    BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    /** Coupon code checks allowed per IP address per 10 minutes (issue 32: guessing codes). */
    COUPON_CHECK_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    /** Back-in-stock alerts asked for, and unsubscribe links followed, per client address an hour. */
    STOCK_ALERT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SHOP_NAME: z.string().default('The Best Pet Shop in Dubai'),
    SHOP_TAGLINE: z.string().default('Where Happy Pets Come First'),
    SUPPORT_PHONE: z.string().default('+971 4 555 0123'),
    SUPPORT_EMAIL: z.email().default('support@bestpetshop.ae'),
    SHOP_ADDRESS: z.string().default('Al Jaddaf, Dubai'),
    /** The company name on invoices; the shop's name when unset. */
    SHOP_LEGAL_NAME: z.string().min(1).optional(),
    /** UAE VAT registration number (15 digits): invoices become tax invoices showing 5% VAT. */
    VAT_TRN: z
      .string()
      .regex(/^\d{15}$/, {
        error: 'VAT_TRN must be the 15 digits of a UAE tax registration number',
      })
      .optional(),
    BUSINESS_HOURS: z.string().default('Monday to Friday, 10:00 AM to 11:30 PM'),
    /**
     * The shop's WhatsApp number in international form (digits, an optional leading +, spaces or
     * hyphens between them), kept as digits for wa.me links; empty hides the WhatsApp links.
     */
    WHATSAPP_NUMBER: z
      .string()
      .default('')
      .refine((value) => value.trim() === '' || /^\+?[1-9][\d -]{5,20}$/.test(value.trim()), {
        error:
          'WHATSAPP_NUMBER must be an international phone number: digits with an optional leading + and the country code (e.g. +971501234567), or empty to hide WhatsApp',
      })
      .transform((value) => value.replace(/\D/g, '') || null)
      .refine((digits) => digits === null || (digits.length >= 7 && digits.length <= 15), {
        error:
          'WHATSAPP_NUMBER must have 7 to 15 digits, with the country code (e.g. +971501234567)',
      }),
    /** smtp(s)://user:pass@host:port for real mail; unset writes .eml files under MAIL_DIR. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' })
      .optional(),
    MAIL_FROM: z.string().default('The Best Pet Shop in Dubai <orders@bestpetshop.ae>'),
    /** Where mails go without SMTP_URL; defaults to DATA_DIR/mail. */
    MAIL_DIR: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_/, {
        error: 'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_',
      })
      .optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, {
        error: 'STRIPE_SECRET_KEY must start with sk_test_ or sk_live_',
      })
      .optional(),
    /** whsec_… signing secret of the Stripe webhook endpoint; required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Another Stripe API address (a local stand-in such as stripe-mock); unset uses Stripe's. */
    STRIPE_API_URL: z.url().optional(),
    /** Card provider: unset is stripe with STRIPE_SECRET_KEY, else simulated (not in production). */
    PAYMENTS: z.enum(['stripe', 'simulated']).optional(),
    /** Countries the shop delivers to (comma-separated); the first is the checkout's default. */
    SHIPPING_COUNTRIES: z
      .string()
      .default(UAE)
      .transform((value) => [...new Set(list(value).map(countryName))])
      .refine((countries) => countries.length > 0, {
        error: 'SHIPPING_COUNTRIES must name at least one country',
      }),
    /** Delivery fee in AED, charged below FREE_DELIVERY_FROM_AED (0 = always free): deliveryFeeFils. */
    DELIVERY_FEE_AED: aedAmount('DELIVERY_FEE_AED'),
    FREE_DELIVERY_FROM_AED: aedAmount('FREE_DELIVERY_FROM_AED'),
    /** Working days to deliver per emirate, `*` for the others: "Dubai=1,*=2". */
    DELIVERY_DAYS: z
      .string()
      .default('Dubai=1,*=2')
      .transform((value, context) => {
        const days: Record<string, number> = {};
        for (const rule of list(value)) {
          const match = /^(.+?)\s*=\s*(\d{1,2})$/.exec(rule);
          const name = match && (match[1]!.trim() === '*' ? '*' : emirateNamed(match[1]));
          if (!match || !name) {
            context.addIssue({
              code: 'custom',
              message: `"${rule}" is not a rule like Dubai=1 or *=2 (an emirate: ${EMIRATES.join(', ')}; or *)`,
            });
            continue;
          }
          days[name] = Number(match[2]);
        }
        return days;
      }),
    /** Days without deliveries: weekday names (Fri) and ISO dates (2026-12-02), comma-separated. */
    DELIVERY_DAYS_OFF: z
      .string()
      .default('')
      .transform((value, context) => {
        const days: string[] = [];
        for (const entry of list(value)) {
          const weekday = WEEKDAYS.find(
            (name) =>
              name.toLowerCase() === entry.toLowerCase().slice(0, 3) && /^[a-z]+$/i.test(entry),
          );
          const date =
            /^\d{4}-\d{2}-\d{2}$/.test(entry) && !Number.isNaN(Date.parse(`${entry}T00:00:00Z`));
          if (weekday) days.push(weekday);
          else if (date) days.push(entry);
          else
            context.addIssue({
              code: 'custom',
              message: `"${entry}" is neither a weekday (Mon … Sun) nor a date like 2026-12-02`,
            });
        }
        return days;
      }),
    /** A slow client's limits: whole headers, whole request, idle keep-alive, idle socket. */
    SERVER_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
    SERVER_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
    SERVER_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
    SERVER_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
    /** Largest request body accepted, in bytes. */
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(256 * 1024),
  })
  .refine((config) => !config.STRIPE_SECRET_KEY || config.STRIPE_WEBHOOK_SECRET, {
    error: 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })
  .refine((config) => config.WEB_CONCURRENCY === 1 || config.DATABASE_URL, {
    path: ['WEB_CONCURRENCY'],
    error:
      'WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL): the embedded PGlite database runs inside one process, and a second process cannot open its files',
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.PUBLIC_URL, {
    error:
      'PUBLIC_URL is required when NODE_ENV=production: set it to the public origin of the shop (e.g. https://bestpetshop.ae); card payments return only to it and to CORS_ORIGINS',
    path: ['PUBLIC_URL'],
  })
  .refine((config) => config.PAYMENTS !== 'stripe' || config.STRIPE_SECRET_KEY, {
    error:
      'PAYMENTS=stripe needs STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET); set them, or set PAYMENTS=simulated for the test card page',
    path: ['PAYMENTS'],
  })
  .refine(
    (config) => config.NODE_ENV !== 'production' || config.PAYMENTS || config.STRIPE_SECRET_KEY,
    {
      error:
        'Card payments need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET when NODE_ENV=production; to run the simulated card page instead (no money is taken), set PAYMENTS=simulated explicitly',
      path: ['PAYMENTS'],
    },
  )
  .refine((config) => config.SERVER_HEADERS_TIMEOUT_MS <= config.SERVER_REQUEST_TIMEOUT_MS, {
    error: 'SERVER_HEADERS_TIMEOUT_MS may not be longer than SERVER_REQUEST_TIMEOUT_MS',
    path: ['SERVER_HEADERS_TIMEOUT_MS'],
  })
  .transform(({ DELIVERY_FEE_AED, FREE_DELIVERY_FROM_AED, ...config }) => ({
    ...config,
    /** DELIVERY_FEE_AED in fils: charged below freeDeliveryFromFils (0 = always free). */
    deliveryFeeFils: DELIVERY_FEE_AED,
    /** FREE_DELIVERY_FROM_AED in fils: the subtotal from which delivery is free (0 = none). */
    freeDeliveryFromFils: FREE_DELIVERY_FROM_AED,
    PAYMENTS: config.PAYMENTS ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'simulated'),
    OWNER_TWO_FACTOR:
      config.OWNER_TWO_FACTOR ?? (config.NODE_ENV === 'production' ? 'required' : 'optional'),
  }));

export type Config = z.output<typeof configSchema>;
/** The environment variables the configuration reads (DELIVERY_FEE_AED, PORT, …). */
export type ConfigVariable = keyof z.input<typeof configSchema>;

/** Reads every setting once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable is an unset one (`SMTP_URL=` in an env file, `${SMTP_URL:-}` in compose).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}

/** Config for tests and tools: defaults plus overrides, without reading the process environment. */
export function testConfig(overrides: Partial<Record<ConfigVariable, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides });
}

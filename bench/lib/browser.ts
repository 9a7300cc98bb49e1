// The browser half of the bench: page weight of a first view (playwright-core driving Debian's
// Chromium) and Lighthouse's mobile audit (the lighthouse CLI against a Chromium we started).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { onCleanup, startChild, stopChild } from './children.ts';
import { repoRoot } from './server.ts';
import { benchTempDir } from './stores.ts';

export const CHROMIUM_PATH =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageWeight {
  path: string;
  jsFiles: number;
  jsGzip: number;
  jsRaw: number;
  cssFiles: number;
  cssGzip: number;
  /** The page's HTML (with whatever it carries inline: styles, the answers it was drawn from). */
  htmlGzip: number;
  htmlRaw: number;
  /** Bytes as sent (the server's own compression), scripts and styles together. */
  sentBytes: number;
  contentEncodings: string[];
}

/** Scripts and stylesheets loaded by the first view of each path (fresh browser context each). */
export async function measurePageWeight(origin: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const forget = onCleanup('close page-weight browser', () => browser.close());
  try {
    const weights: PageWeight[] = [];
    for (const pagePath of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      const weight: PageWeight = {
        path: pagePath,
        jsFiles: 0,
        jsGzip: 0,
        jsRaw: 0,
        cssFiles: 0,
        cssGzip: 0,
        htmlGzip: 0,
        htmlRaw: 0,
        sentBytes: 0,
        contentEncodings: [],
      };
      const failures: string[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'document' && response.url() === `${origin}${pagePath}`) {
          pending.push(
            response.body().then((body) => {
              weight.htmlGzip = gzipSync(body, { level: 9 }).length;
              weight.htmlRaw = body.length;
            }),
          );
          return;
        }
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          (async () => {
            const body = await response.body();
            const gzip = gzipSync(body, { level: 9 }).length;
            const sizes = await response.request().sizes();
            weight.sentBytes += sizes.responseBodySize;
            const encoding = (await response.allHeaders())['content-encoding'] ?? 'identity';
            if (!weight.contentEncodings.includes(encoding)) weight.contentEncodings.push(encoding);
            if (type === 'script') {
              weight.jsFiles += 1;
              weight.jsGzip += gzip;
              weight.jsRaw += body.length;
            } else {
              weight.cssFiles += 1;
              weight.cssGzip += gzip;
            }
          })().catch((error: unknown) => {
            failures.push(`${response.url()}: ${String(error)}`);
          }),
        );
      });
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
      // Responses may still be arriving: wait until every one seen so far has been measured.
      for (let seen = -1; seen !== pending.length;) {
        seen = pending.length;
        await Promise.all(pending);
      }
      if (failures.length > 0)
        throw new Error(`page weight of ${pagePath}: ${failures.join('; ')}`);
      weights.push(weight);
      await context.close();
    }
    return weights;
  } finally {
    forget();
    await browser.close();
  }
}

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's estimate of the host's CPU power: 1500-2000 is the desktop its 4× slowdown assumes. */
  benchmarkIndex: number;
  /** Image audits (1 = passed): responsive sizes, modern formats, offscreen lazy, explicit size. */
  images: Record<string, number | null>;
  /** Audits that did not pass in the four categories (ids), for the report. */
  failing: string[];
  /** Each failing audit's title, value and first offending elements. */
  findings: string[];
  /** The whole Lighthouse report (JSON), to look into. */
  json: string;
}

interface LighthouseAudit {
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  scoreDisplayMode: string;
  details?: { items?: Record<string, unknown>[] };
}

interface LighthouseReport {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
  runtimeError?: { message: string };
}

const IMAGE_AUDITS = [
  'uses-responsive-images',
  'modern-image-formats',
  'offscreen-images',
  'unsized-images',
];

type Item = Record<string, unknown>;

/** The rows of an audit's details, with nested tables and sub-item lists flattened. */
function rowsOf(details: { items?: Item[] } | undefined): Item[] {
  return (details?.items ?? []).flatMap((item) => {
    if (item.type === 'table' || item.type === 'list') return rowsOf(item as { items?: Item[] });
    const sub = (item.subItems as { items?: Item[] } | undefined)?.items;
    return sub && sub.length > 0 ? sub : [item];
  });
}

function describeRow(item: Item): string {
  const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
  if (node?.selector) return node.selector;
  if (typeof item.phase === 'string') return `${item.phase} ${String(item.percent)}`;
  if (typeof item.url === 'string') return item.url.replace(/^https?:\/\/[^/]+/, '');
  if (typeof item.issueType === 'string') return item.issueType;
  return JSON.stringify(item).slice(0, 80);
}

/** "id: title (value) — first offending elements" of an audit with findings. */
export function describeAudit(id: string, audit: LighthouseAudit | undefined): string | undefined {
  if (!audit) return undefined;
  const rows = rowsOf(audit.details);
  const passed = audit.score === null || audit.score >= 0.9;
  if (passed && (rows.length === 0 || id !== 'largest-contentful-paint-element')) return undefined;
  const shown = rows.slice(0, 5).map((row) => describeRow(row).replace(/\s+/g, ' ').slice(0, 100));
  return `${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${shown.length ? ` — ${shown.join('; ')}` : ''}`;
}

/** Starts Chromium with a DevTools port of its own choosing; answers the port. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = await benchTempDir('chromium');
  const child = startChild(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = async () => {
    await stopChild(child, 3_000);
    await rm(profile, { recursive: true, force: true });
  };
  const forget = onCleanup('stop lighthouse chromium', stop);
  const port = await new Promise<number>((resolve, reject) => {
    let errors = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${errors}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(errors);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${errors}`)));
  });
  return {
    port,
    stop: async () => {
      forget();
      await stop();
    },
  };
}

/** Lighthouse's default (mobile) audit of one page, in a child process, on a fresh Chromium. */
export async function lighthouse(origin: string, pagePath: string): Promise<LighthouseResult> {
  const chrome = await startChromium();
  try {
    const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');
    const child = startChild(
      process.execPath,
      [
        cli,
        `${origin}${pagePath}`,
        `--port=${chrome.port}`,
        '--hostname=127.0.0.1',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--max-wait-for-load=45000',
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on(
      'data',
      (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-5000)),
    );
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`lighthouse ${pagePath} failed (${code}):\n${stderr}`);
    const report = JSON.parse(stdout) as LighthouseReport;
    if (report.runtimeError)
      throw new Error(`lighthouse ${pagePath}: ${report.runtimeError.message}`);
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const failing = new Set<string>();
    for (const category of Object.values(report.categories)) {
      for (const ref of category.auditRefs) {
        const audit = report.audits[ref.id];
        if (
          audit &&
          ref.weight > 0 &&
          audit.score !== null &&
          audit.score < 0.9 &&
          (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
        ) {
          failing.add(ref.id);
        }
      }
    }
    return {
      path: pagePath,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
      images: Object.fromEntries(IMAGE_AUDITS.map((id) => [id, report.audits[id]?.score ?? null])),
      failing: [...failing],
      findings: [
        ...failing,
        'largest-contentful-paint-element',
        'layout-shifts',
        'inspector-issues',
      ]
        .filter((id, index, all) => all.indexOf(id) === index)
        .map((id) => describeAudit(id, report.audits[id]))
        .filter((text): text is string => text !== undefined),
      json: stdout,
    };
  } finally {
    await chrome.stop();
  }
}

/**
 * Of several runs of one page, the one Lighthouse itself calls representative (closest to the
 * median first paint and time to interactive; one run's score moves with the machine's load).
 */
export function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const reports = runs.map((run) => JSON.parse(run.json) as object);
  const median = computeMedianRun(reports);
  return runs[reports.indexOf(median)]!;
}

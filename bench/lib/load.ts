// HTTP load with autocannon's programmatic API, in the bench process (the server is another
// process). Latencies are taken per response with sub-millisecond precision.
import { readFileSync } from 'node:fs';
import autocannon, { type AutocannonRequest } from 'autocannon';

export interface LoadRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  origin: string;
  /** Called for every request: lets a scenario vary paths, ids and bodies. */
  next: () => LoadRequest;
  connections: number;
  seconds: number;
  /** Seconds of the same load first, not counted (JIT, caches, connection pool). */
  warmupSeconds: number;
  /** Processes whose CPU time the measured run is charged with (after the warm-up). */
  cpuOf?: () => Promise<{ server: number[]; database: number[] }>;
}

export interface LoadResult {
  /** Successful (2xx) responses per second. */
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** CPU milliseconds per successful request: the server process, and database backends. */
  serverCpuMs?: number;
  databaseCpuMs?: number;
}

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in milliseconds (Linux /proc), 0 when it is gone. */
export function cpuMillis(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Resident memory of a process in MiB (Linux /proc), NaN when it is gone. */
export function residentMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kib ? Number(kib) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const snapshot = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuMillis(pid)]));

/** CPU used between two snapshots by the processes still alive at the second. */
function used(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, end] of after) if (end > 0) sum += Math.max(0, end - (before.get(pid) ?? 0));
  return sum;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, rank)]!;
}

async function once(options: LoadOptions, seconds: number, charge = false): Promise<LoadResult> {
  const pids = charge && options.cpuOf ? await options.cpuOf() : undefined;
  const cpuBefore = pids && { server: snapshot(pids.server), database: snapshot(pids.database) };
  const requests: AutocannonRequest[] = [
    {
      setupRequest: (request) => {
        const next = options.next();
        return {
          ...request,
          method: next.method ?? 'GET',
          path: next.path,
          headers: {
            // Every request asks as a browser does: compressed answers where the server gives them.
            'accept-encoding': 'gzip, deflate, br',
            ...next.headers,
            ...(next.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(next.body ? { body: next.body } : { body: undefined }),
        };
      },
    },
  ];
  let latencies = new Float64Array(65_536);
  let count = 0;
  const statusCodes: Record<string, number> = {};
  const instance = autocannon({
    url: options.origin,
    connections: options.connections,
    duration: seconds,
    timeout: 10,
    requests,
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    if (status < 200 || status >= 300) return;
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[count++] = time;
  });
  const result = await instance;
  const cpuAfter = pids && { server: snapshot(pids.server), database: snapshot(pids.database) };
  const sorted = latencies.subarray(0, count).sort();
  return {
    rps: count / (result.duration || seconds),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    ok: count,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    ...(cpuBefore && cpuAfter && count > 0
      ? {
          serverCpuMs: used(cpuBefore.server, cpuAfter.server) / count,
          databaseCpuMs: used(cpuBefore.database, cpuAfter.database) / count,
        }
      : {}),
  };
}

/** A warm-up run (discarded), then the measured run. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await once(options, options.warmupSeconds);
  return once(options, options.seconds, true);
}

// Child processes and clean-up tasks of one bench run: whatever happens (an error, Ctrl-C, a
// killed parent), the servers it started are stopped and its databases and directories removed.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

type Cleanup = () => Promise<void> | void;

const children = new Set<ChildProcess>();
const cleanups: { label: string; run: Cleanup }[] = [];
let cleaning: Promise<void> | undefined;

/** Kills a child's whole process group (it was started detached, as its group's leader). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Starts a tracked child in its own process group, so it and anything it starts can be stopped. */
export function startChild(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Stops a child: SIGTERM (graceful shutdown), then SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Registers a clean-up task (drop a database, remove a directory); runs last-in first-out. */
export function onCleanup(label: string, run: Cleanup): () => void {
  const entry = { label, run };
  cleanups.push(entry);
  return () => {
    const index = cleanups.indexOf(entry);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

/** Stops every child and runs every clean-up task once; safe to call more than once. */
export function cleanUpAll(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map((child) => stopChild(child, 5_000)));
    for (const entry of cleanups.splice(0).reverse()) {
      try {
        await entry.run();
      } catch (error) {
        console.error(`bench: clean-up "${entry.label}" failed:`, error);
      }
    }
  })();
  return cleaning;
}

/** Ctrl-C, SIGTERM and a crash clean up before the process ends; a plain exit kills children. */
export function installExitHandlers(): void {
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\nbench: ${signal}: stopping servers and removing bench databases…`);
    const hardStop = setTimeout(() => process.exit(130), 30_000);
    hardStop.unref();
    void cleanUpAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('SIGHUP', onSignal);
  // A stray rejection or exception still stops servers and drops the bench databases.
  const onCrash = (error: unknown) => {
    console.error('bench: unexpected error:', error);
    const hardStop = setTimeout(() => process.exit(1), 30_000);
    hardStop.unref();
    void cleanUpAll().finally(() => process.exit(1));
  };
  process.once('uncaughtException', onCrash);
  process.once('unhandledRejection', onCrash);
  // Last resort (an uncaught error, process.exit): no async work is possible, but kills are sync.
  process.once('exit', () => {
    for (const child of children) killGroup(child, 'SIGKILL');
  });
}

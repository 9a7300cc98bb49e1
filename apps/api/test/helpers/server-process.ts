import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { INDEX_HTML } from './app.ts';

const SERVER = path.join(import.meta.dirname, '../../src/server.ts');

/** A shop server in a process of its own, as `npm start` runs it (from the TypeScript source). */
export interface ServerProcess {
  child: ChildProcess;
  /** Where it listens: http://127.0.0.1:port. */
  origin: string;
  /** Everything it wrote so far, standard output and error. */
  output(): string;
  /** Resolves with its exit code (or signal) once it has exited. */
  exited: Promise<number | string>;
}

/**
 * Starts `node src/server.ts` with `env` over a test's defaults (any free port, no demo data, a
 * stand-in web build) and resolves once it prints where it runs; rejects with its output if it
 * exits first.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'petshop-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: webDist,
      STORAGE_DIR: await mkdtemp(path.join(os.tmpdir(), 'petshop-storage-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const running = /running at (http:\/\/\S+)/.exec(output);
      if (running) resolve(running[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
  return { child, origin, output: () => output, exited };
}

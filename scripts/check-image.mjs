// `npm run test:image`: the Dockerfile's runtime stage, run outside Docker where no engine runs
// (issue 30). Its COPY lines copy from this working copy (the build stage's /app is this folder,
// after `npm run build`), its RUN lines run in a fresh folder standing for /app, its ENV lines set
// the environment; then its CMD starts the shop, its HEALTHCHECK command must pass, /api/ready
// must answer and the home page must be drawn; SIGTERM must stop it cleanly. What it cannot do
// here: become the `node` user (it runs as whoever runs it) and mount /data (a folder stands in).
import { execSync, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const dockerfile = await readFile(path.join(root, 'Dockerfile'), 'utf8');

/** The instructions of the last stage, continuation lines joined. */
const stages = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .reduce((all, line) => {
    if (line.startsWith('FROM ')) all.push([]);
    all.at(-1)?.push(line);
    return all;
  }, []);
const runtime = stages.at(-1);

const app = await mkdtemp(path.join(os.tmpdir(), 'petshop-image-'));
const data = path.join(app, 'data');
await mkdir(data);
const port = await freePort();
const env = { PATH: process.env.PATH, HOME: process.env.HOME };
let command;
let healthcheck;
const started = Date.now();

for (const line of runtime) {
  const [instruction, ...rest] = line.split(/\s+/);
  const argument = line.slice(instruction.length).trim();
  if (instruction === 'COPY') {
    const fromBuild = rest[0] === '--from=build';
    const parts = fromBuild ? rest.slice(1) : rest;
    const target = parts.at(-1);
    for (const source of parts.slice(0, -1)) {
      const from = fromBuild
        ? path.join(root, source.replace(/^\/app\//, ''))
        : path.join(root, source);
      const into = target.endsWith('/')
        ? path.join(app, target, path.basename(source))
        : path.join(app, target);
      await mkdir(path.dirname(into), { recursive: true });
      await cp(from, into, { recursive: true });
    }
  } else if (instruction === 'RUN') {
    // /data is the volume: a folder of the run stands in for it.
    const shell = argument.replaceAll('/data', data).replace(/&& chown \S+ \S+$/, '');
    console.log(`RUN ${shell}`);
    execSync(shell, { cwd: app, stdio: 'inherit', env: { ...process.env, ...env } });
  } else if (instruction === 'ENV') {
    for (const [, name, value] of argument.matchAll(/(\w+)=(\S+)/g)) {
      env[name] = value.replaceAll('/data', data);
    }
  } else if (instruction === 'HEALTHCHECK') {
    healthcheck = argument.slice(argument.indexOf('CMD ') + 4);
  } else if (instruction === 'CMD') {
    command = JSON.parse(argument);
  }
}
console.log(
  `The runtime stage's files and dependencies: ${((Date.now() - started) / 1000).toFixed(0)} s`,
);

// As in production: a public origin and the simulated card page said explicitly.
Object.assign(env, {
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  PAYMENTS: 'simulated',
  LOG_LEVEL: 'warn',
});
const server = spawn(command[0], command.slice(1), {
  cwd: app,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
server.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});
/** Log lines of a warning or worse, but the one production says of the simulated card page. */
const complaints = () =>
  output
    .split('\n')
    .filter((line) => /^\{"level":(4|5|6)0/.test(line) && !line.includes('PAYMENTS=simulated'));
const exited = new Promise((resolve) =>
  server.on('exit', (code, signal) => resolve(code ?? signal)),
);

try {
  await Promise.race([
    waitFor(() => output.includes('The pet shop is running at')),
    exited.then((code) => {
      throw new Error(`The shop exited (${code}) before it listened`);
    }),
  ]);
  execSync(healthcheck, { cwd: app, env, stdio: 'inherit', shell: '/bin/sh' });
  console.log('HEALTHCHECK passed');
  const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
  if (ready.status !== 200)
    throw new Error(`/api/ready answered ${ready.status}: ${await ready.text()}`);
  const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  if (!home.includes('<h1') || !home.includes('fetchpriority="high"')) {
    throw new Error('The home page was not drawn on the server');
  }
  console.log('/api/ready and the drawn home page answered');
  if (complaints().length > 0) throw new Error(`The shop complained:\n${complaints().join('\n')}`);
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`SIGTERM: the shop exited with ${code}`);
  console.log('SIGTERM: stopped cleanly');
  console.log(`test:image passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  server.kill('SIGKILL');
  console.error(`test:image failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await rm(app, { recursive: true, force: true });
}

async function waitFor(condition, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The shop did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

// Runs commands two at a time (one per core on CI's two), longest first, and prints each one's
// output whole when it ends, so that two runs side by side do not interleave their lines.
import { spawn } from 'node:child_process';

/**
 * @param {{ label: string, command: string, args: string[], env?: Record<string, string> }[]} jobs
 *   in the order to start them
 */
export async function runPool(jobs, width = 2) {
  const queue = [...jobs];
  let failed = false;
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      const { code, output } = await run(job);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n${code === 0 ? '✓' : '✗'} ${job.label} (${seconds} s)\n${output}`);
      if (code !== 0) failed = true;
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return failed ? 1 : 0;
}

function run({ command, args, env = {} }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

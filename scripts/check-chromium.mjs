// The browser suite drives the system's Chromium; without one, stop now and say how to get it.
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    `Chromium was not found at ${chromium}; the browser tests need it.\n` +
      'Install it with:\n\n    apt-get update && apt-get install -y chromium\n\n' +
      'or point CHROMIUM_PATH at an installed Chromium.',
  );
  process.exit(1);
}

// `npm run build:api`: the API as JavaScript in apps/api/dist (decision 093), what production runs
// with plain `node`: the server and the command-line tools, one bundle with shared chunks.
// @petshop/contracts (TypeScript sources) is compiled in; every other package stays in
// node_modules. Files the server reads at run time (migrations, the demo catalog, the common
// passwords) are read from apps/api/src through src/paths.ts.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const apiDir = path.join(import.meta.dirname, '../apps/api');
const outdir = path.join(apiDir, 'dist');

await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: apiDir,
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/db/seed/cli.ts',
    'admin-create': 'src/modules/staff/cli.ts',
    transfer: 'src/db/transfer-cli.ts',
  },
  outdir,
  // Chunks beside the entries: code in them finds apps/api one folder up, as from src/.
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [
    {
      name: 'packages-stay-external',
      setup(builder) {
        // A bare import is a package from node_modules, except the workspace's own contracts.
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@petshop/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, { bytes }) => sum + bytes, 0);
console.log(`build-api: apps/api/dist, ${(bytes / 1024).toFixed(0)} KB with source maps`);

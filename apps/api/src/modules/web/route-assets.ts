import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of a Vite build manifest (dist/.vite/manifest.json, manifest-ar.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The scripts each page needs before it can draw, so that its HTML can ask for them at once.
 *
 * Each page of the web app is its own chunk, imported when the router first shows it: without a
 * hint the browser learns of it only after the entry script has run, one round trip after it
 * arrived. Vite's manifest names each page's chunk and the chunks it imports; the entry's own
 * imports are already preloaded by the built index.html. An unknown page, or a build without a
 * manifest, gets no hints: the page still works, only a little later.
 */
export function loadRouteScripts(
  webDistDir: string,
  /** The language's manifest: `manifest.json` (English), `manifest-ar.json` (decision 133). */
  manifestName = 'manifest.json',
): (route: string) => string[] {
  const manifestPath = path.join(webDistDir, '.vite', manifestName);
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

  const preloadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(key, preloadedByEntry);
  }

  function collect(key: string, into: Set<string>) {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  }

  const byRoute = new Map<string, string[]>();
  return (route) => {
    let scripts = byRoute.get(route);
    if (!scripts) {
      const keys = new Set<string>();
      collect(`src/app/routes/${route}.tsx`, keys);
      scripts = [...keys]
        .filter((key) => !preloadedByEntry.has(key))
        .map((key) => `/${manifest[key]!.file}`);
      byRoute.set(route, scripts);
    }
    return scripts;
  };
}

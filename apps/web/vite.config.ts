import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconSprite } from './build/icon-sprite.ts';
import { markdown } from './build/markdown.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), iconSprite(), markdown()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/storage': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Names each page's chunk: the server preloads it in that page's HTML (route-assets.ts).
    manifest: true,
  },
});

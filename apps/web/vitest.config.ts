import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiPlugins } from './build/lingui.ts';
import { markdown } from './build/markdown.ts';

export default defineProject({
  plugins: [...linguiPlugins(), react(), markdown()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // <dialog>'s methods, which jsdom lacks (components/ui/dialog.tsx).
    setupFiles: ['src/test/i18n.tsx', 'src/test/dialog-polyfill.ts', 'src/test/between-files.ts'],
    // The files share a worker's loaded modules and page instead of loading React, the router
    // and jsdom again for each file (about a minute of the suite on two cores); each file puts
    // back what it changed (src/test/between-files.ts).
    isolate: false,
  },
});

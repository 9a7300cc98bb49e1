import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { markdown } from './build/markdown.ts';

export default defineProject({
  plugins: [react(), markdown()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // <dialog>'s methods, which jsdom lacks (components/ui/dialog.tsx).
    setupFiles: ['src/test/dialog-polyfill.ts'],
  },
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // Files share their worker's modules and environment instead of starting both anew (Vitest's
    // isolate): on the 2-core CI machine the run went from 93 to 19 s; every file passed
    // with the file order shuffled. A file that changes shared state must put it back.
    isolate: false,
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: true,
  },
});

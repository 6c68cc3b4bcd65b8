// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { devApi } from './scripts/astro-dev-api.ts';

// Static output: the Node server in src/server serves dist/ (see docs/decisions/0001-one-process.md).
export default defineConfig({
  output: 'static',
  site: process.env.PUBLIC_SITE_URL || 'http://localhost:4321',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), devApi()],
  vite: { plugins: [tailwindcss()] },
  server: { port: Number(process.env.PORT || 4321) },
  devToolbar: { enabled: false },
});

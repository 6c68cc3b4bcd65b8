// @ts-check
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { devApi } from './scripts/astro-dev-api.ts';
import { islandStylesInHead } from './src/layouts/island-styles-in-head.ts';
import { siteUrlFromEnv } from './src/layouts/site-url.ts';
import { widgetBuild } from './src/widget/astro-integration.ts';

/** `client:interaction`: hydrate an island on the visitor's first interaction with it. @type {import('astro').AstroIntegration} */
const hydrateOnInteraction = {
  name: 'client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/islands/hydrate-on-interaction.ts', import.meta.url)),
      }),
  },
};

// Static output: the Node server in src/server serves dist/ (see docs/decisions/0001-one-process.md).
export default defineConfig({
  output: 'static',
  // PUBLIC_SITE_URL; a DEPLOYMENT=production build refuses to go on without a public one.
  site: siteUrlFromEnv(process.env),
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // widgetBuild: the standalone widget.js (src/widget) is built into dist/widget after the pages.
  // islandStylesInHead: Astro's island <style> leaves <body>, where HTML does not allow it.
  integrations: [react(), hydrateOnInteraction, devApi(), widgetBuild(), islandStylesInHead()],
  vite: { plugins: [tailwindcss()] },
  server: { port: Number(process.env.PORT || 4321) },
  devToolbar: { enabled: false },
});

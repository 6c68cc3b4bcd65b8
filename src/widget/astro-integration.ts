import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildWidget } from './build.ts';

/**
 * Builds the standalone widget into <outDir>/widget after `astro build` (which empties outDir), so
 * that a bare `astro build` leaves a complete dist/. To use: `integrations: [..., widgetBuild()]`
 * in astro.config.mjs. Until then `npm run build` runs src/widget/build.ts after astro, and the
 * server builds a missing widget on first need.
 */
export function widgetBuild(): AstroIntegration {
  return {
    name: 'duka-widget',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = path.join(fileURLToPath(dir), 'widget');
        await buildWidget(out);
        logger.info(`standalone widget built into ${path.relative(process.cwd(), out)}`);
      },
    },
  };
}

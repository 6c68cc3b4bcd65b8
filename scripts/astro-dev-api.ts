import type { AstroIntegration } from 'astro';
import { isApiPath, spaShellFor } from '../src/server/http/paths.ts';
import { pageHeaders } from '../src/server/http/security-headers.ts';

// `npm run dev`: one port with hot reload. Astro's Vite server serves pages; API paths go to the
// Hono app, loaded through Vite so that server edits apply on the next request.
export function devApi(): AstroIntegration {
  return {
    name: 'dev-api',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const url = new URL(req.url ?? '/', 'http://dev');
          if (isApiPath(url.pathname)) {
            try {
              const mod = await server.ssrLoadModule('/src/server/dev-handler.ts');
              await mod.handle(req, res);
            } catch (error) {
              next(error);
            }
            return;
          }
          // A page gets the rules that do not depend on the build (framing, referrer, permissions);
          // the hashes need the built page (src/server/static.ts), Vite's pages are rewritten on the fly.
          if (req.headers.accept?.includes('text/html'))
            for (const [name, value] of Object.entries(pageHeaders(url.pathname, null))) res.setHeader(name, value);
          const shell = spaShellFor(url.pathname);
          if (shell) req.url = shell + url.search;
          next();
        });
      },
    },
  };
}

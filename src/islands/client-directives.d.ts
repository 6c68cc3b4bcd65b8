import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the visitor's first interaction with the island (src/islands/hydrate-on-interaction.ts);
     * given a URL parameter's name, also at once when the page's URL carries it.
     */
    'client:interaction'?: boolean | string;
  }
}

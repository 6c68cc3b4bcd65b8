import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first interaction with the island (src/islands/hydrate-on-interaction.ts). */
    'client:interaction'?: boolean;
  }
}

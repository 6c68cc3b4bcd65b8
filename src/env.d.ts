/// <reference types="astro/client" />
interface ImportMetaEnv {
  readonly PUBLIC_GEO_URL?: string;
  readonly PUBLIC_DEMO_BOT_ID?: string;
  /** Read at build time by the pricing page (decision 0046); the server reads it through env.ts. */
  readonly PLATFORM_FEE?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

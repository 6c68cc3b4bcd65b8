/// <reference types="astro/client" />
interface ImportMetaEnv {
  readonly PUBLIC_GEO_URL?: string;
  readonly PUBLIC_DEMO_BOT_ID?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

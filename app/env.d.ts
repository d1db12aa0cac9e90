/** The site's public origin, fixed at build time (vite.config.ts). */
declare const __PUBLIC_URL__: string;

interface ImportMetaEnv {
  /** Optional analytics collector (same origin); analytics is a no-op without it. */
  readonly VITE_ANALYTICS_ENDPOINT?: string;
}

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";

// Canonical and Open Graph links are written into the prerendered HTML, so the public origin is
// fixed at build time (npm start builds with the PUBLIC_URL it is given).
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    __PUBLIC_URL__: JSON.stringify(publicUrl),
  },
  build: { assetsInlineLimit: 0 },
  // `npm run dev`: Vite serves the app with hot reload and hands /api to the Fastify server.
  server: {
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}` } },
  },
});

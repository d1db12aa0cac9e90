/**
 * What the screens need from the request while the server renders a signed-in page
 * (app/entry.server.tsx): the page's data cache, how it reads the API as the person whose page it
 * is, and the time zone their browser said it is in. Absent in the browser and when prerendering.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Language } from "#common/i18n/languages";

export interface ServerRender {
  client: QueryClient;
  read: (url: string) => Promise<Response>;
  /** The zone of the browser's last page (the viewer-zone cookie), or undefined before its first. */
  viewerZone: string | undefined;
  /** The files of each language's signed-in texts but English's, which a page in that language preloads (server/plugins/text-files.ts). */
  textFiles: Partial<Record<Language, string[]>>;
  /** Each module's address and the addresses of the modules it imports (server/plugins/client-manifest.ts). */
  moduleImports: ReadonlyMap<string, readonly string[]>;
  /** The time the page is rendered at (app/lib/use-now.ts). */
  renderedAt: number;
}

let current: () => ServerRender | undefined = () => undefined;

/** Called once by the server entry: the render of the request being handled. */
export function provideServerRender(currentRender: () => ServerRender | undefined) {
  current = currentRender;
}

export function serverRender(): ServerRender | undefined {
  return current();
}

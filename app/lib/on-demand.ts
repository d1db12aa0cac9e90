/**
 * Code a page downloads only when the visitor reaches for it (the slide-in menu, the theme menu):
 * the import starts on the first sign of intent (pointer over, focus, press) and is remembered; a
 * failed download (offline) is tried again next time.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export function onDemand<T>(importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= importer().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The module once downloaded (undefined until then, including during the first render, so the
 * prerendered HTML and hydration agree) and a function that starts the download.
 */
export function useOnDemand<T>(load: () => Promise<T>): [T | undefined, () => Promise<T | undefined>] {
  const [module, setModule] = useState<T>();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const start = useCallback(
    () =>
      load().then(
        (loaded) => {
          if (mounted.current) setModule(() => loaded);
          return loaded;
        },
        () => undefined,
      ),
    [load],
  );
  return [module, start];
}

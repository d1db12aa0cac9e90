/**
 * What several vitest projects' global setups share, made once per run: vitest runs a project's
 * global setup files for each project that lists them, one after another in its main process before
 * any test starts, so the PGlite template (migrations on a new PGlite, about 7-11 s) was made three
 * times and the PostgreSQL server started twice, some 17 s in which no test ran. The first project
 * makes it (and returns its teardown, run when the whole run ends); the others reuse it.
 */
export async function oncePerRun<T>(name: string, make: () => Promise<T>): Promise<{ value: T; first: boolean }> {
  const store = globalThis as unknown as Record<symbol, Promise<T> | undefined>;
  const key = Symbol.for(`school-tests:${name}`);
  const made = store[key];
  if (made) return { value: await made, first: false };
  const making = make();
  store[key] = making;
  return { value: await making, first: true };
}

/**
 * PDFs are built off the request thread (issue 30): a small pool of worker threads (piscina), each
 * with a V8 heap limit, a bounded queue and a time limit per document. One worker on a two-core
 * machine (the other core answers requests); more when there are more cores. A full queue answers
 * 503 with Retry-After rather than letting requests pile up; a document that takes too long or
 * runs out of memory ends its worker (the pool starts another) and answers 503 too.
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { PdfTask } from "./tasks";
import { unavailable } from "../domain-errors";

const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Documents waiting for a worker; more are refused. */
const MAX_QUEUE = 16;
/** The longest one document may take (a portfolio of many pictures included). */
export const PDF_TIMEOUT_MS = 60_000;
export const PDF_BUSY = "Many documents are being prepared right now. Please try again in a minute.";

let pool: Piscina<PdfTask, Uint8Array> | undefined;

function thePool() {
  pool ??= new Piscina<PdfTask, Uint8Array>({
    filename: new URL("./worker.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: THREADS,
    maxQueue: MAX_QUEUE,
    // A worker keeps its opened fonts between documents; an idle one ends after a while.
    idleTimeout: 5 * 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48 },
  });
  return pool;
}

/** Builds a PDF in the pool. */
export async function buildPdfInPool(task: PdfTask): Promise<Uint8Array> {
  try {
    return await thePool().run(task, { signal: AbortSignal.timeout(PDF_TIMEOUT_MS) });
  } catch (err) {
    const name = (err as Error).name;
    const code = (err as NodeJS.ErrnoException).code;
    if ((err as Error).message === "Task queue is at limit" || name === "AbortError" || name === "TimeoutError" || code === "ERR_WORKER_OUT_OF_MEMORY") {
      throw unavailable(PDF_BUSY, 60);
    }
    throw err;
  }
}

/** Ends the pool's workers (the process is closing). */
export async function closePdfPool() {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}

/**
 * The entry of a PDF worker thread (server/pdf/pool.ts). Worker threads do not share the main
 * thread's TypeScript loader in every runner (the test runner's is its own), so the worker registers
 * tsx (a dependency: the server itself runs under it) before importing the TypeScript that builds PDFs.
 */
import { register } from "tsx/esm/api";
import { move } from "piscina";

register();
const { buildPdf } = await import("./tasks.ts");

export default async function run(task) {
  const bytes = await buildPdf(task);
  // Handed back without a copy (pdfkit's Buffer may share its memory, so it is copied once here).
  return move(new Uint8Array(bytes));
}

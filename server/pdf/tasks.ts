/**
 * What the PDF worker pool (server/pdf/pool.ts) is asked to build, and the building itself, which
 * runs inside a worker thread (server/pdf/worker.mjs): fonts, layout and pictures never hold the
 * request thread. A portfolio's pictures are read and re-encoded one at a time inside the worker
 * (server/pdf/images.ts), so at most one original picture is in memory per worker.
 */
import type { PortfolioPdfData, PortfolioPdfItem, ReportCardData } from "../learning/progress/pdf";
import { portfolioPdf, reportCardPdf } from "../learning/progress/pdf";
import { invoicePdf, type InvoicePdfData } from "../billing/pdf";
import { readFile } from "node:fs/promises";
import { printableCopy } from "./images";

/** A stored picture to print: its file in the uploads folder (fileFor), read by the worker. */
export interface StoredPicture {
  path: string;
}

export interface PortfolioTaskItem extends Omit<PortfolioPdfItem, "files"> {
  files: { name: string; kind: string; contentType: string; picture: StoredPicture | null }[];
}

export type PdfTask =
  | { kind: "report-card"; data: ReportCardData }
  | { kind: "portfolio"; data: Omit<PortfolioPdfData, "items"> & { items: PortfolioTaskItem[] } }
  | { kind: "invoice"; data: InvoicePdfData };

async function picture(stored: StoredPicture | null): Promise<Uint8Array | null> {
  if (!stored) return null;
  // The caller has checked the stored size (portfolio/pdf.ts), so the bytes read here are bounded.
  const original = await readFile(stored.path).catch(() => null);
  return original && printableCopy(original);
}

/** Builds the document a task describes (in a worker thread). */
export async function buildPdf(task: PdfTask): Promise<Uint8Array> {
  if (task.kind === "report-card") return reportCardPdf(task.data);
  if (task.kind === "invoice") return invoicePdf(task.data);
  const items: PortfolioPdfItem[] = [];
  for (const item of task.data.items) {
    const files = [];
    for (const f of item.files) files.push({ name: f.name, kind: f.kind, contentType: f.contentType, bytes: await picture(f.picture) });
    items.push({ ...item, files });
  }
  return portfolioPdf({ ...task.data, items });
}

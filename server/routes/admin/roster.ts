/**
 * OneRoster 1.2 CSV roster import (with a dry run) and export (docs/api/roster.md); the rules live
 * in server/learning/roster. The import takes multipart: one zip, or the CSV files one by one, as
 * parts named `files` (a `dryRun` field may stand for the query's).
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { exportRoster as exportContract, importRoster as importContract } from "#common/api/admin/roster";
import { ROSTER_LIMITS, rosterImportQuerySchema } from "#common/schemas/learning/roster";
import { route } from "../../http/route";
import { exportRoster, importRoster, type UploadedFile } from "../../learning/roster";
import { DomainError } from "../../domain-errors";

const FIELD = "files";
const SEND_MULTIPART = "Please send the roster files as multipart/form-data (field files).";
const UNREADABLE = "The upload could not be read. Please try again.";
const fieldError = (kind: "invalid" | "too_large", message: string) => new DomainError(kind, message, [{ field: FIELD, message }]);

async function receiveFiles(request: FastifyRequest): Promise<{ files: UploadedFile[]; dryRunField?: string }> {
  if (!request.isMultipart()) throw fieldError("invalid", SEND_MULTIPART);
  const files: UploadedFile[] = [];
  let dryRunField: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        files.push({ name: part.filename || "upload", bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
      } else if (part.fieldname === "dryRun" && typeof part.value === "string") {
        dryRunField = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw fieldError("too_large", "A file is larger than 10 MB. Split the roster or send the files one by one.");
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw fieldError("invalid", `Please send at most ${ROSTER_LIMITS.maxFiles} files at once.`);
    throw fieldError("invalid", UNREADABLE);
  }
  return { files, dryRunField };
}

export async function rosterRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: ROSTER_LIMITS.maxFileBytes,
      files: ROSTER_LIMITS.maxFiles,
      fields: 4,
      parts: ROSTER_LIMITS.maxFiles + 4,
      fieldSize: 64,
      headerPairs: 100,
    },
  });

  route(app, importContract, async ({ actor, query, request }) => {
    const { files, dryRunField } = await receiveFiles(request);
    const field = dryRunField === undefined ? undefined : rosterImportQuerySchema.parse({ dryRun: dryRunField }).dryRun;
    // A check unless the request says dryRun=false: nothing is written by mistake.
    const dryRun = (field ?? query.dryRun ?? "true") !== "false";
    const report = await importRoster({ db: app.db, actor, now: app.config.now() }, files, dryRun);
    return { success: true, data: report };
  });

  route(app, exportContract, async ({ reply }) => {
    const out = await exportRoster(app.db);
    return reply
      .header("Content-Type", "application/zip")
      .header("Content-Disposition", `attachment; filename="${out.fileName}"`)
      .header("Cache-Control", "no-store")
      .send(Buffer.from(out.zip));
  });
}

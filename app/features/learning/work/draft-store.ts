/**
 * The child's typed answer kept in this browser (localStorage), keyed by assignment and child, so a
 * reload or a dropped connection loses nothing: every keystroke is kept here at once, and the server
 * copy follows (autosave). On the next visit the newer of the two wins; when both changed since they
 * last agreed (another tab or device saved, and this browser holds changes it never sent) the child
 * chooses.
 */
const PREFIX = "brightpath:work-draft:";

export interface LocalDraft {
  text: string;
  /** The server version this text was typed on (the version a save of it must name). */
  baseVersion: number;
  /** Whether the server holds this text (saved), or it is still to be sent. */
  synced: boolean;
  /** When it was typed (ms), to say "from 5 minutes ago" if ever needed. */
  at: number;
}

export interface ServerDraft {
  text: string;
  version: number;
}

export type DraftChoice =
  /** Use this text; `pending`: it still has to be sent to the server. */
  | { kind: "use"; text: string; version: number; pending: boolean }
  /** Both changed: let the child choose. */
  | { kind: "ask"; local: string; server: string; version: number };

/** What the screen starts from, given the server's draft and this browser's copy. */
export function reconcileDraft(local: LocalDraft | null, server: ServerDraft): DraftChoice {
  if (!local || local.text === server.text) return { kind: "use", text: server.text, version: server.version, pending: false };
  // This browser's copy was saved: the server has moved on since (another tab or device).
  if (local.synced) return { kind: "use", text: server.text, version: server.version, pending: false };
  // Changes never sent, and the server has not moved since they were typed: they are the newer.
  if (local.baseVersion === server.version) return { kind: "use", text: local.text, version: server.version, pending: true };
  return { kind: "ask", local: local.text, server: server.text, version: server.version };
}

export function draftKey(assignmentId: string, studentId: string) {
  return `${PREFIX}${assignmentId}:${studentId}`;
}

function storage(): Storage | null {
  try {
    return typeof window !== "undefined" ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof value.text !== "string" || typeof value.baseVersion !== "number") return null;
    return { text: value.text, baseVersion: value.baseVersion, synced: value.synced === true, at: typeof value.at === "number" ? value.at : 0 };
  } catch {
    return null;
  }
}

export function writeLocalDraft(key: string, draft: LocalDraft) {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the server copy still follows.
  }
}

export function clearLocalDraft(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

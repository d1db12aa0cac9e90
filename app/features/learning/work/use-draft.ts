/**
 * The text answer's autosave: every keystroke is kept in this browser at once (draft-store.ts) and
 * sent to the server about a second after the child stops typing. "Saved", "Saving..." or "Not saved
 * yet: we'll keep trying" (a dropped connection: retried every few seconds and when the browser is
 * back online). A save the server refuses as stale (another window saved since) asks the child which
 * answer to keep.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { errorStatus, serverMessage } from "~/lib/api";
import { clearLocalDraft, draftKey, readLocalDraft, reconcileDraft, writeLocalDraft, type DraftChoice, type ServerDraft } from "./draft-store";
import { conflictOf, saveDraft } from "./work-api";

export type SaveState = "saved" | "saving" | "offline" | "refused";

export interface DraftConflict {
  mine: string;
  theirs: string;
  version: number;
}

const DEBOUNCE_MS = 1000;
const RETRY_MS = 5000;

/** The screen's start for one draft key (null while saving is off): the newer of this browser's copy and the server's. */
interface Arrival {
  key: string | null;
  server: ServerDraft;
  choice: DraftChoice | null;
}

function arrive(key: string | null, server: ServerDraft): Arrival {
  return { key, server, choice: key === null ? null : reconcileDraft(readLocalDraft(key), server) };
}

const arrivalText = (choice: DraftChoice) => (choice.kind === "ask" ? choice.local : choice.text);
const arrivalConflict = (choice: DraftChoice | null): DraftConflict | null =>
  choice?.kind === "ask" ? { mine: choice.local, theirs: choice.server, version: choice.version } : null;

export function useDraft(options: { assignmentId: string; studentId: string; serverText: string; serverVersion: number; enabled: boolean }) {
  const { assignmentId, studentId, enabled } = options;
  const key = draftKey(assignmentId, studentId);
  // On arrival: the newer of this browser's copy and the server's wins; both changed: ask. Once per
  // screen (draft key); later server answers come through flush().
  const arrivalKey = enabled ? key : null;
  const [arrival, setArrival] = useState(() => arrive(arrivalKey, { text: options.serverText, version: options.serverVersion }));
  const [text, setText] = useState(() => (arrival.choice ? arrivalText(arrival.choice) : options.serverText));
  const [state, setState] = useState<SaveState>("saved");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [conflict, setConflict] = useState<DraftConflict | null>(() => arrivalConflict(arrival.choice));
  if (arrival.key !== arrivalKey) {
    const next = arrive(arrivalKey, { text: options.serverText, version: options.serverVersion });
    setArrival(next);
    if (next.choice) {
      setText(arrivalText(next.choice));
      if (next.choice.kind === "ask") setConflict(arrivalConflict(next.choice));
    }
  }
  const textRef = useRef(options.serverText);
  const versionRef = useRef(options.serverVersion);
  /** The text the server holds (as far as this window knows). */
  const savedRef = useRef(options.serverText);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const retry = useRef<number | undefined>(undefined);
  const conflictRef = useRef<DraftConflict | null>(null);

  const showConflict = (value: DraftConflict | null) => {
    conflictRef.current = value;
    setConflict(value);
  };

  /** Sends the current text when it differs from the server's; resolves true when the server holds it. */
  const flush = useCallback(
    async function send(): Promise<boolean> {
      if (!enabled || conflictRef.current) return false;
      if (inFlight.current) await inFlight.current;
      if (textRef.current === savedRef.current) {
        setState("saved");
        return true;
      }
      const sending = textRef.current;
      setState("saving");
      const run = (async () => {
        try {
          const saved = await saveDraft(assignmentId, sending, versionRef.current);
          versionRef.current = saved.version;
          savedRef.current = sending;
          writeLocalDraft(key, { text: textRef.current, baseVersion: saved.version, synced: textRef.current === sending, at: Date.now() });
          setRefusal(null);
          return true;
        } catch (err) {
          const current = conflictOf(err);
          if (current) {
            versionRef.current = current.version;
            savedRef.current = current.textAnswer;
            if (current.textAnswer === textRef.current) return true;
            showConflict({ mine: textRef.current, theirs: current.textAnswer, version: current.version });
            return false;
          }
          const status = errorStatus(err);
          if (status !== undefined && status >= 400 && status < 500) {
            // Refused for good (returned meanwhile, too long...): say why (no words: the screen's own); the copy here stays.
            setRefusal(serverMessage(err) ?? null);
            setState("refused");
            return false;
          }
          setState("offline");
          window.clearTimeout(retry.current);
          retry.current = window.setTimeout(() => void send(), RETRY_MS);
          return false;
        }
      })();
      inFlight.current = run;
      const ok = await run;
      inFlight.current = null;
      if (ok) {
        if (textRef.current !== savedRef.current) return send();
        setState("saved");
      }
      return ok;
    },
    [assignmentId, enabled, key],
  );

  // The arrival's text and versions for the saving that follows (the screen already shows them).
  useEffect(() => {
    const { choice, server } = arrival;
    if (!choice) return;
    versionRef.current = choice.version;
    savedRef.current = server.text;
    textRef.current = arrivalText(choice);
    if (choice.kind === "ask") conflictRef.current = arrivalConflict(choice);
    else if (choice.pending) void flush();
    // flush changes only with the draft key, and so with the arrival.
  }, [arrival, flush]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      window.clearTimeout(timer.current);
      window.clearTimeout(retry.current);
    };
  }, [flush]);

  const change = (value: string) => {
    textRef.current = value;
    setText(value);
    writeLocalDraft(key, { text: value, baseVersion: versionRef.current, synced: false, at: Date.now() });
    if (state !== "offline") setState(value === savedRef.current ? "saved" : "saving");
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush(), DEBOUNCE_MS);
  };

  /** The child chose: their answer from this window, or the one saved elsewhere. */
  const choose = (which: "mine" | "theirs") => {
    const c = conflictRef.current;
    if (!c) return;
    versionRef.current = c.version;
    savedRef.current = c.theirs;
    showConflict(null);
    const value = which === "mine" ? c.mine : c.theirs;
    textRef.current = value;
    setText(value);
    writeLocalDraft(key, { text: value, baseVersion: c.version, synced: which === "theirs", at: Date.now() });
    if (which === "mine") void flush();
    else setState("saved");
  };

  return {
    text,
    state,
    refusal,
    conflict,
    change,
    choose,
    flush,
    /** The version a hand-in must name (after flush). */
    version: () => versionRef.current,
    /** After a hand-in or a reload of the screen: the server's version moved. */
    setVersion: (v: number) => {
      versionRef.current = v;
    },
    forget: () => clearLocalDraft(key),
  };
}

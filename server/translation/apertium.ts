/**
 * The embedded engine: Apertium (Debian's `apertium` and `apertium-eng-spa`), started and supervised
 * by the app the way it starts Janus (server/learning/live/janus-process.ts).
 *
 * Starting `apertium eng-spa` for each message costs seconds (each of its eleven stages loads its
 * dictionaries). Instead each direction is one long-running pipeline in null-flush mode, built by
 * Apertium's own `apertium-wblank-mode -z` from the pair's mode file (what apertium-apy does): a
 * chunk ended by NUL goes through every stage and comes out followed by NUL. Requests are written as
 * they come, a few in flight at once (the stages work on different chunks at the same time), and the
 * answers are matched in order, each checked against the marker its request carries
 * (./apertium-format.ts). A request that waits too long answers null (its answer is dropped when it
 * comes); a pipeline that stops answering, answers out of place or exits is restarted with growing
 * pauses (1 s doubling to 30 s), and meanwhile requests answer null. Its stderr is counted, not
 * logged: stages may echo input there, and a message's words stay out of logs.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Log } from "../log";
import { deformat, reformat } from "./apertium-format";
import { emptyGlossary, type Glossary } from "./glossary";
import { POST_EDIT_RULES, postEdit } from "./post-edit";
import { refuseInput, TRANSLATION_LANGUAGES, TRANSLATION_MAX_INPUT_BYTES, TRANSLATION_TIMEOUT_MS, type Language, type Translator } from "./translator";

/** Apertium's names of our languages (ISO 639-3, as its Debian pairs name their modes); a language without one is not offered. */
const APERTIUM_CODES: Partial<Record<Language, string>> = { en: "eng", es: "spa" };

export interface ApertiumOptions {
  /** The apertium launcher (a name on PATH or a path); only its presence and folder are used. */
  bin?: string;
  /** The folder holding `modes/` (Debian: /usr/share/apertium). */
  dataDir?: string;
  glossary?: Glossary;
  /** Fix what the engine gets wrong in every text of a language (./post-edit.ts); on by default. */
  postEdit?: boolean;
  timeoutMs?: number;
  maxInputBytes?: number;
  /** Requests written to one pipeline before their answers came. */
  maxInFlight?: number;
  /** Requests waiting for a place in flight; more answer null at once. */
  maxQueued?: number;
  log: Pick<Log, "info" | "warn" | "error">;
}

export const APERTIUM_DEFAULT_DATA_DIR = "/usr/share/apertium";

function onPath(bin: string): string | null {
  if (bin.includes("/")) return existsSync(bin) ? bin : null;
  const which = spawnSync("sh", ["-c", `command -v ${JSON.stringify(bin)}`], { encoding: "utf8" });
  const found = which.status === 0 ? which.stdout.trim() : "";
  return found && existsSync(found) ? found : null;
}

/** The mode file of a direction, or null when that pair is not installed. */
export function apertiumModeFile(dataDir: string, from: Language, to: Language): string | null {
  if (!APERTIUM_CODES[from] || !APERTIUM_CODES[to]) return null;
  const file = path.join(dataDir, "modes", `${APERTIUM_CODES[from]}-${APERTIUM_CODES[to]}.mode`);
  return existsSync(file) ? file : null;
}

/**
 * What is installed: the launcher's tools and, per direction, the null-flushed pipeline (a shell
 * script taking the generator's option as $1 and the tagger's as $2). Null when Apertium is missing.
 */
export function findApertium(options: Pick<ApertiumOptions, "bin" | "dataDir">): { scripts: Map<string, string>; languages: Language[] } | null {
  const launcher = onPath(options.bin ?? "apertium");
  if (!launcher) return null;
  // The pipeline builder sits beside the launcher.
  const wblank = path.join(path.dirname(launcher), "apertium-wblank-mode");
  if (!existsSync(wblank)) return null;
  const dataDir = options.dataDir ?? APERTIUM_DEFAULT_DATA_DIR;
  const scripts = new Map<string, string>();
  for (const from of TRANSLATION_LANGUAGES) {
    for (const to of TRANSLATION_LANGUAGES) {
      if (from === to) continue;
      const mode = apertiumModeFile(dataDir, from, to);
      if (!mode) continue;
      const built = spawnSync(wblank, ["-z", mode], { encoding: "utf8", timeout: 10_000 });
      if (built.status === 0 && built.stdout.trim()) scripts.set(`${from}-${to}`, built.stdout.trim());
    }
  }
  // A language counts when it can be translated both ways with every other one offered.
  const candidates = TRANSLATION_LANGUAGES.filter((l) => APERTIUM_CODES[l]);
  const languages = candidates.filter((l) => candidates.every((o) => o === l || (scripts.has(`${l}-${o}`) && scripts.has(`${o}-${l}`))));
  return languages.length >= 2 ? { scripts, languages } : null;
}

interface Pending {
  marker: string;
  chunk: string;
  resolve: (text: string | null) => void;
  /** Answered already (timed out or failed): its chunk's answer is read and dropped. */
  settled: boolean;
  writtenAt: number;
  timer: NodeJS.Timeout;
}

/** One direction's long-running pipeline. */
class Pipeline {
  private child: ChildProcess | null = null;
  private ready: Promise<void> | null = null;
  private up = false;
  private stopping = false;
  private buffer: Buffer = Buffer.alloc(0);
  private inFlight: Pending[] = [];
  private queue: Pending[] = [];
  private nextId = 0;
  private backoffMs = 1_000;
  private startedAt = 0;
  private restartTimer: NodeJS.Timeout | null = null;
  private watchdog: NodeJS.Timeout | null = null;
  restarts = 0;
  stderrBytes = 0;

  constructor(
    private readonly direction: string,
    private readonly script: string,
    private readonly options: Required<Omit<ApertiumOptions, "bin" | "dataDir" | "glossary" | "postEdit">>,
  ) {}

  /** Starts the processes; resolves once a first chunk came back through every stage (dictionaries loaded). */
  start(): Promise<void> {
    const id = ++this.nextId;
    this.startedAt = Date.now();
    // Its own process group, so stopping ends every stage; if this process dies, the stages read the
    // end of their input and exit on their own.
    const child = spawn("bash", ["-c", this.script, "apertium", "-n", ""], { stdio: ["pipe", "pipe", "pipe"], detached: true });
    this.child = child;
    this.buffer = Buffer.alloc(0);
    child.stdout!.on("data", (data: Buffer) => this.onData(child, data));
    child.stderr!.on("data", (data: Buffer) => {
      this.stderrBytes += data.length;
    });
    child.stdin!.on("error", () => undefined); // a stage that died: handled on exit
    child.once("exit", (code, signal) => this.onExit(child, code, signal));
    const warm = new Promise<void>((resolve, reject) => {
      const marker = `w${id}`;
      const timer = setTimeout(() => {
        reject(new Error(`apertium ${this.direction} did not answer in time while starting`));
        killGroup(child, "SIGKILL"); // and, unless stopping, it is started again
      }, 60_000);
      timer.unref();
      const probe: Pending = {
        marker,
        chunk: deformat("Hello", marker),
        settled: false,
        writtenAt: Date.now(),
        timer,
        resolve: (text) => {
          clearTimeout(timer);
          if (text === null) reject(new Error(`apertium ${this.direction} stopped while starting`));
          else resolve();
        },
      };
      this.inFlight.push(probe);
      child.stdin!.write(`${probe.chunk}\0`);
    });
    this.ready = warm.then(() => {
      if (this.child !== child) return;
      this.up = true;
      this.watchdog ??= setInterval(() => this.checkStuck(), 1_000);
      this.watchdog.unref();
      this.pump();
    });
    return this.ready;
  }

  translate(text: string, glossary: Glossary, from: Language, to: Language): Promise<string | null> {
    if (!this.up || this.stopping) return Promise.resolve(null);
    if (this.queue.length >= this.options.maxQueued) return Promise.resolve(null);
    const marker = `m${++this.nextId}`;
    return new Promise((resolve) => {
      const pending: Pending = {
        marker,
        chunk: deformat(text, marker, glossary.terms(text, from, to)),
        settled: false,
        writtenAt: 0,
        resolve,
        timer: setTimeout(() => this.settle(pending, null), this.options.timeoutMs),
      };
      this.queue.push(pending);
      this.pump();
    });
  }

  private settle(pending: Pending, text: string | null) {
    if (pending.settled) return;
    pending.settled = true;
    clearTimeout(pending.timer);
    pending.resolve(text);
    // A request that timed out before it was written is simply dropped.
    const queued = this.queue.indexOf(pending);
    if (queued >= 0) this.queue.splice(queued, 1);
  }

  private pump() {
    const child = this.child;
    if (!this.up || !child?.stdin?.writable) return;
    while (this.inFlight.length < this.options.maxInFlight && this.queue.length > 0) {
      const next = this.queue.shift()!;
      next.writtenAt = Date.now();
      this.inFlight.push(next);
      child.stdin.write(`${next.chunk}\0`);
    }
  }

  private onData(child: ChildProcess, data: Buffer) {
    if (child !== this.child) return;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
    let nul: number;
    while ((nul = this.buffer.indexOf(0)) >= 0) {
      const chunk = this.buffer.subarray(0, nul).toString("utf8");
      this.buffer = this.buffer.subarray(nul + 1);
      const pending = this.inFlight.shift();
      const text = pending ? reformat(chunk, pending.marker) : null;
      if (!pending || text === null) {
        this.options.log.error({ direction: this.direction }, "the translation pipeline answered out of place; restarting it");
        this.restart(child);
        return;
      }
      this.settle(pending, text);
    }
    // An answer can be longer than its question, not without bound.
    if (this.buffer.length > 8 * this.options.maxInputBytes + 65_536) {
      this.options.log.error({ direction: this.direction }, "the translation pipeline's answer grew past its bound; restarting it");
      this.restart(child);
      return;
    }
    this.pump();
  }

  /** The oldest request in flight long past its timeout: a stage is stuck. */
  private checkStuck() {
    const oldest = this.inFlight[0];
    if (this.up && oldest && Date.now() - oldest.writtenAt > 3 * this.options.timeoutMs && this.child) {
      this.options.log.error({ direction: this.direction }, "the translation pipeline stopped answering; restarting it");
      this.restart(this.child);
    }
  }

  private failAll() {
    for (const pending of [...this.inFlight, ...this.queue]) this.settle(pending, null);
    this.inFlight = [];
    this.queue = [];
  }

  private restart(child: ChildProcess) {
    this.up = false;
    this.failAll();
    killGroup(child, "SIGKILL");
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (child !== this.child) return;
    this.up = false;
    this.child = null;
    this.failAll();
    if (this.stopping) return;
    if (Date.now() - this.startedAt > 60_000) this.backoffMs = 1_000;
    this.options.log.error({ direction: this.direction, code, signal, restartInMs: this.backoffMs }, "the translation pipeline stopped; restarting it");
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.stopping) return;
      this.restarts += 1;
      this.start().catch((err: unknown) => this.options.log.error({ err, direction: this.direction }, "the translation pipeline did not start again"));
    }, this.backoffMs);
    this.restartTimer.unref();
    this.backoffMs = Math.min(this.backoffMs * 2, 30_000);
  }

  /** The running pipeline's process group id (tests end it to check the restart). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async stop() {
    this.stopping = true;
    this.up = false;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    if (this.watchdog) clearInterval(this.watchdog);
    this.failAll();
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    // The stages hold nothing to save (every request was answered above): they are killed at once,
    // which is also quicker than letting each free its dictionaries.
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    killGroup(child, "SIGKILL");
    await exited;
  }
}

/**
 * A word the engine dropped leaves its blanks behind ("Sofía  un trabajo"): runs of spaces the source
 * did not have become one, and the translation starts and ends with spaces only where the source does.
 */
export function tidySpaces(translated: string, source: string): string {
  let out = source.includes("  ") ? translated : translated.replace(/(?<=\S) {2,}(?=\S)/g, " ");
  if (!/^\s/.test(source)) out = out.replace(/^ +/, "");
  if (!/\s$/.test(source)) out = out.replace(/ +$/, "");
  return out;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export class ApertiumNotInstalled extends Error {
  constructor() {
    super("Apertium is not installed (Debian: apertium, apertium-eng-spa)");
    this.name = "ApertiumNotInstalled";
  }
}

export interface ApertiumTranslator extends Translator {
  readonly name: "apertium";
  /** Per direction ("en-es"): restarts so far and its pipeline's process group id. */
  status(): Record<string, { restarts: number; pid: number | undefined }>;
}

/** Starts one pipeline per direction installed; resolves once each has translated a first word. Throws when Apertium is missing. */
export async function startApertium(options: ApertiumOptions): Promise<ApertiumTranslator> {
  const found = findApertium(options);
  if (!found) throw new ApertiumNotInstalled();
  const settings = {
    timeoutMs: options.timeoutMs ?? TRANSLATION_TIMEOUT_MS,
    maxInputBytes: options.maxInputBytes ?? TRANSLATION_MAX_INPUT_BYTES,
    maxInFlight: options.maxInFlight ?? 4,
    maxQueued: options.maxQueued ?? 200,
    log: options.log,
  };
  const glossary = options.glossary ?? emptyGlossary;
  const pipelines = new Map<string, Pipeline>();
  for (const [direction, script] of found.scripts) pipelines.set(direction, new Pipeline(direction, script, settings));
  try {
    await Promise.all([...pipelines.values()].map((p) => p.start()));
  } catch (err) {
    await Promise.all([...pipelines.values()].map((p) => p.stop()));
    throw err;
  }
  options.log.info({ directions: [...pipelines.keys()] }, "the translation engine (Apertium) is running");
  return {
    name: "apertium",
    version: `apertium:${POST_EDIT_RULES}:${options.postEdit === false ? "raw" : "edited"}:${glossary.version}`,
    languages: found.languages,
    async translate(text, from, to) {
      const refused = refuseInput(text, from, to, settings.maxInputBytes);
      if (refused === "same-language" || refused === "empty") return text;
      if (refused) return null;
      const pipeline = pipelines.get(`${from}-${to}`);
      const translated = pipeline ? await pipeline.translate(text, glossary, from, to) : null;
      if (translated === null || options.postEdit === false) return translated;
      return postEdit(tidySpaces(translated, text), to);
    },
    status: () => Object.fromEntries([...pipelines].map(([d, p]) => [d, { restarts: p.restarts, pid: p.pid }])),
    close: async () => {
      await Promise.all([...pipelines.values()].map((p) => p.stop()));
    },
  };
}

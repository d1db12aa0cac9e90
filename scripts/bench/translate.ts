/**
 * The embedded translation engine (issue 32, "Translated messages"): `npm run bench -- translate`.
 * Apertium as the server runs it (server/translation/apertium.ts: one long-running null-flushed
 * pipeline per direction), on the evaluation set of tests/fixtures/translation/school-messages.ts
 * (54 messages each way, with references written for families):
 *
 * - quality: chrF (sacreBLEU's defaults, server/translation/chrf.ts) per direction, without and with
 *   the school's glossary (server/translation/glossary.ts), and on the messages that hold no glossary
 *   term (there the glossary can only do harm: a check that it does none);
 * - speed: every message of the set translated ROUNDS times, CONCURRENCY requests at once: messages
 *   per second, and each request's latency (from the call to its answer, queueing included) p50 and
 *   p95; then one at a time; then, for comparison, `apertium eng-spa` started for each message (what
 *   a naive integration does: each of its stages loads its dictionaries again).
 *
 * It needs `apertium` and `apertium-eng-spa` (Debian), nothing else: no build, no database. Figures
 * taken while other work runs on the machine are provisional (docs/decisions/0018-load-model.md).
 */
import { spawn } from "node:child_process";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { startApertium, type ApertiumTranslator } from "../../server/translation/apertium";
import { corpusChrf } from "../../server/translation/chrf";
import { emptyGlossary, schoolGlossary, type Glossary } from "../../server/translation/glossary";
import type { Language } from "../../server/translation/translator";
import { ENGLISH_TO_SPANISH, SPANISH_TO_ENGLISH, type SchoolMessage } from "../../tests/fixtures/translation/school-messages";

const ROUNDS = 5;
const CONCURRENCY = 16;
const SPAWNED_SAMPLES = 5;

const DIRECTIONS = [
  { from: "en", to: "es", set: ENGLISH_TO_SPANISH },
  { from: "es", to: "en", set: SPANISH_TO_ENGLISH },
] as const satisfies readonly { from: Language; to: Language; set: readonly SchoolMessage[] }[];

const quietLog = { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => console.error(...args) };

export interface TranslateQuality {
  direction: string;
  messages: number;
  chrfBefore: number;
  /** With the glossary only; then with the post-edits too (as the server runs). */
  chrfGlossary: number;
  chrfAfter: number;
  /** The messages with no glossary term in them: how many, and their chrF without and with the glossary. */
  untouched: number;
  untouchedBefore: number;
  untouchedAfter: number;
  failed: number;
}

export interface TranslateSpeed {
  what: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  failed: number;
}

export interface TranslateBench {
  startMs: number;
  quality: TranslateQuality[];
  speed: TranslateSpeed[];
  /** Samples of the translations with the glossary, to read (never logged by the server itself). */
  samples: { source: string; before: string; after: string; reference: string }[];
  failed: boolean;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function translateAll(translator: ApertiumTranslator, set: readonly SchoolMessage[], from: Language, to: Language) {
  return Promise.all(set.map((m) => translator.translate(m.source, from, to)));
}

async function withEngine<T>(
  glossary: Glossary,
  postEdit: boolean,
  run: (translator: ApertiumTranslator) => Promise<T>,
): Promise<{ result: T; startMs: number }> {
  const started = performance.now();
  const translator = await startApertium({ glossary, postEdit, log: quietLog });
  const startMs = performance.now() - started;
  try {
    return { result: await run(translator), startMs };
  } finally {
    await translator.close();
  }
}

/** Requests of the whole set, `concurrency` at a time, `rounds` times over. */
async function measure(translator: ApertiumTranslator, rounds: number, concurrency: number, what: string): Promise<TranslateSpeed> {
  const work = Array.from({ length: rounds }, () => DIRECTIONS.flatMap((d) => d.set.map((m) => ({ text: m.source, from: d.from, to: d.to })))).flat();
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < work.length) {
        const item = work[next++]!;
        const t = performance.now();
        const answer = await translator.translate(item.text, item.from, item.to);
        latencies.push(performance.now() - t);
        if (answer === null) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { what, requests: work.length, perSecond: work.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), failed };
}

/** `apertium eng-spa` started for each message, as a shell user would run it. */
async function spawnedLatencies(samples: number): Promise<TranslateSpeed> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  for (const message of ENGLISH_TO_SPANISH.slice(0, samples)) {
    const t = performance.now();
    const ok = await new Promise<boolean>((resolve) => {
      // Through cat: apertium reads /dev/stdin by name, which cannot be opened on Node's socket pair.
      const child = spawn("sh", ["-c", "cat | apertium -u eng-spa"], { stdio: ["pipe", "pipe", "ignore"] });
      let out = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString("utf8")));
      child.on("error", () => resolve(false));
      child.on("close", (code) => resolve(code === 0 && out.trim() !== ""));
      child.stdin.end(message.source);
    });
    latencies.push(performance.now() - t);
    if (!ok) failed += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    what: "`apertium eng-spa` started per message, one at a time",
    requests: samples,
    perSecond: samples / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failed,
  };
}

export async function benchTranslate(): Promise<TranslateBench> {
  const before = await withEngine(emptyGlossary, false, async (t) => Promise.all(DIRECTIONS.map((d) => translateAll(t, d.set, d.from, d.to))));
  const glossaryOnly = await withEngine(schoolGlossary, false, async (t) => Promise.all(DIRECTIONS.map((d) => translateAll(t, d.set, d.from, d.to))));
  const after = await withEngine(schoolGlossary, true, async (t) => {
    const translations = await Promise.all(DIRECTIONS.map((d) => translateAll(t, d.set, d.from, d.to)));
    await measure(t, 1, CONCURRENCY, "warm-up"); // not reported
    const speed = [await measure(t, ROUNDS, CONCURRENCY, `${CONCURRENCY} requests at once`), await measure(t, 1, 1, "one request at a time")];
    return { translations, speed };
  });
  const quality = DIRECTIONS.map((d, i): TranslateQuality => {
    const refs = d.set.map((m) => m.reference);
    const hypsBefore = before.result[i]!.map((t) => t ?? "");
    const hypsGlossary = glossaryOnly.result[i]!.map((t) => t ?? "");
    const hypsAfter = after.result.translations[i]!.map((t) => t ?? "");
    const untouched = d.set.map((m, k) => (schoolGlossary.terms(m.source, d.from, d.to).length === 0 ? k : -1)).filter((k) => k >= 0);
    const pick = (xs: string[]) => untouched.map((k) => xs[k]!);
    return {
      direction: `${d.from} → ${d.to}`,
      messages: d.set.length,
      chrfBefore: corpusChrf(hypsBefore, refs),
      chrfGlossary: corpusChrf(hypsGlossary, refs),
      chrfAfter: corpusChrf(hypsAfter, refs),
      untouched: untouched.length,
      untouchedBefore: corpusChrf(pick(hypsBefore), pick(refs)),
      untouchedAfter: corpusChrf(pick(hypsAfter), pick(refs)),
      failed: [...before.result[i]!, ...glossaryOnly.result[i]!, ...after.result.translations[i]!].filter((t) => t === null).length,
    };
  });
  const samples = DIRECTIONS.flatMap((d, i) =>
    d.set
      .slice(0, 4)
      .map((m, k) => ({ source: m.source, before: before.result[i]![k] ?? "", after: after.result.translations[i]![k] ?? "", reference: m.reference })),
  );
  const speed = [...after.result.speed, await spawnedLatencies(SPAWNED_SAMPLES)];
  const failed = quality.some((q) => q.failed > 0) || after.result.speed.some((s) => s.failed > 0);
  return { startMs: after.startMs, quality, speed, samples, failed };
}

export function printTranslateBench(result: TranslateBench) {
  const f = (n: number) => n.toFixed(1);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
  console.log(
    `\nTranslation with the embedded engine (Apertium eng-spa/spa-eng, one null-flushed pipeline per direction), ${os.cpus().length} CPUs, load ${load}:`,
  );
  console.log(`Start (both directions, dictionaries loaded and a first word translated): ${Math.round(result.startMs)} ms.`);
  console.log(
    "| direction | messages | chrF, engine alone | with the school's glossary | with glossary and post-edits (as served) | messages without a glossary term | their chrF alone / as served | failed |\n|---|---|---|---|---|---|---|---|",
  );
  for (const q of result.quality) {
    console.log(
      `| ${q.direction} | ${q.messages} | ${f(q.chrfBefore)} | ${f(q.chrfGlossary)} | ${f(q.chrfAfter)} | ${q.untouched} | ${f(q.untouchedBefore)} / ${f(q.untouchedAfter)} | ${q.failed} |`,
    );
  }
  console.log("| speed | requests | messages/s | latency p50 | latency p95 | failed |\n|---|---|---|---|---|---|");
  for (const s of result.speed)
    console.log(`| ${s.what} | ${s.requests} | ${s.perSecond.toFixed(1)} | ${s.p50.toFixed(1)} ms | ${s.p95.toFixed(1)} ms | ${s.failed} |`);
  console.log("| source | engine alone | as served (glossary and post-edits) | reference |\n|---|---|---|---|");
  for (const s of result.samples) console.log(`| ${s.source} | ${s.before} | ${s.after} | ${s.reference} |`);
}

// Runnable alone too: `npx tsx scripts/bench/translate.ts` (no build needed).
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchTranslate();
  printTranslateBench(result);
  if (result.failed) process.exitCode = 1;
}

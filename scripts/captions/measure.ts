/**
 * Measures a caption engine on the spoken classroom sentences (issue 35, docs/decisions/0027): word error
 * rate overall and by voice and speed, processing speed (real-time factor) and, fed in real time like a
 * live class, the delay from the end of a spoken sentence to its final text. Prints the table.
 *
 * The engine measured is Debian's PocketSphinx (`apt-get install pocketsphinx pocketsphinx-en-us opus-tools`),
 * the only recogniser with a model that installs from the registries this project reaches.
 *
 *   npx tsx scripts/captions/measure.ts [--latency-groups festival-kal-normal,espeak-us-normal] [--skip-latency]
 *
 * Two ways of decoding are measured: "batch" (pocketsphinx_batch, each sentence decoded whole: the best the
 * model can do) and "stream" (pocketsphinx_continuous reading a 16 kHz PCM stream on stdin, cutting
 * sentences at pauses by itself: what live captions would get). In stream mode each voice and speed is one
 * stream of its 30 sentences with a second of silence between them, as one teacher speaking, and its words
 * are compared as one passage (the engine, not the reference, decides where sentences end).
 */
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { wordErrorRate, wordErrors, type WordErrors } from "./wer";

const FIXTURES = path.resolve(import.meta.dirname, "../../tests/fixtures/captions");
const SAMPLE_RATE = 16_000;
const BYTES_PER_SECOND = SAMPLE_RATE * 2;
/** Silence after each sentence in a stream: enough for the engine's end-of-speech detection (0.5 s). */
const GAP_SECONDS = 1.0;
/** A sample louder than this (about -40 dBFS) is speech, not the silence the fixtures are padded with. */
const SPEECH_THRESHOLD = 328;
const POCKETSPHINX_MODEL = "/usr/share/pocketsphinx/model/en-us";
const POCKETSPHINX_STREAM_ARGS = [
  ...["-hmm", `${POCKETSPHINX_MODEL}/en-us`, "-lm", `${POCKETSPHINX_MODEL}/en-us.lm.bin`],
  ...["-dict", `${POCKETSPHINX_MODEL}/cmudict-en-us.dict`, "-infile", "/dev/stdin", "-logfn", "/dev/null"],
].join(" ");

interface Utterance {
  sentence: string;
  voice: string;
  speed: string;
  /** 16 kHz mono signed 16-bit little-endian samples. */
  pcm: Buffer;
}

interface Outcome {
  group: string;
  errors: WordErrors;
}

function run(command: string, args: string[], input?: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}: ${errors}`))));
    child.stdin.end(input);
  });
}

/** The samples of a WAV file: the bytes of its "data" chunk. */
function wavSamples(wav: Buffer): Buffer {
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString("ascii", offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === "data") return wav.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error("no data chunk in WAV");
}

async function loadUtterances(work: string): Promise<{ references: Map<string, string>; utterances: Map<string, Utterance> }> {
  const references = new Map<string, string>();
  for (const line of (await readFile(path.join(FIXTURES, "sentences.txt"), "utf8")).split("\n")) {
    const [id, text] = line.split("\t");
    if (id && text) references.set(id, text);
  }
  const utterances = new Map<string, Utterance>();
  const files = (await readdir(path.join(FIXTURES, "audio"))).filter((name) => name.endsWith(".opus")).sort();
  for (const file of files) {
    const name = file.replace(/\.opus$/, "");
    const match = /^(s\d+)-(.+)-(slow|normal|fast)$/.exec(name);
    if (!match) throw new Error(`unexpected audio file name ${file}`);
    const wav = path.join(work, `${name}.wav`);
    await run("opusdec", ["--quiet", "--rate", String(SAMPLE_RATE), path.join(FIXTURES, "audio", file), wav]);
    const pcm = wavSamples(await readFile(wav));
    await rm(wav);
    utterances.set(name, { sentence: match[1]!, voice: match[2]!, speed: match[3]!, pcm });
  }
  return { references, utterances };
}

function seconds(pcm: Buffer): number {
  return pcm.length / BYTES_PER_SECOND;
}

/** Seconds from the start of the samples to the end of the last one louder than silence. */
function speechEndSeconds(pcm: Buffer): number {
  for (let offset = pcm.length - 2; offset >= 0; offset -= 2) {
    if (Math.abs(pcm.readInt16LE(offset)) > SPEECH_THRESHOLD) return (offset + 2) / BYTES_PER_SECOND;
  }
  return 0;
}

/** Each sentence decoded whole by pocketsphinx_batch, in one process (the model loads once). */
async function measureBatch(
  work: string,
  references: Map<string, string>,
  utterances: Map<string, Utterance>,
): Promise<{ outcomes: Outcome[]; realTimeFactor: number; samples: string[] }> {
  const names = [...utterances.keys()];
  for (const name of names) await writeFile(path.join(work, `${name}.raw`), utterances.get(name)!.pcm);
  await writeFile(path.join(work, "list.ctl"), names.join("\n") + "\n");
  const hypotheses = path.join(work, "batch.hyp");
  const started = performance.now();
  await run("pocketsphinx_batch", [
    ...["-hmm", `${POCKETSPHINX_MODEL}/en-us`, "-lm", `${POCKETSPHINX_MODEL}/en-us.lm.bin`],
    ...["-dict", `${POCKETSPHINX_MODEL}/cmudict-en-us.dict`, "-adcin", "yes", "-adchdr", "0"],
    ...["-cepdir", work, "-cepext", ".raw", "-ctl", path.join(work, "list.ctl"), "-hyp", hypotheses],
    ...["-logfn", "/dev/null"],
  ]);
  const elapsed = (performance.now() - started) / 1000;
  const heard = new Map<string, string>();
  for (const line of (await readFile(hypotheses, "utf8")).split("\n")) {
    const match = /^(.*?) ?\((\S+) -?\d+\)$/.exec(line);
    if (match) heard.set(match[2]!, match[1]!);
  }
  const outcomes: Outcome[] = [];
  const samples: string[] = [];
  for (const [name, utterance] of utterances) {
    const reference = references.get(utterance.sentence)!;
    outcomes.push({ group: `${utterance.voice}-${utterance.speed}`, errors: wordErrors(reference, heard.get(name) ?? "") });
    if (utterance.speed === "normal" && ["s02", "s03", "s13"].includes(utterance.sentence)) {
      samples.push(`${name}: "${heard.get(name) ?? ""}"`);
    }
  }
  const audio = [...utterances.values()].reduce((sum, utterance) => sum + seconds(utterance.pcm), 0);
  return { outcomes, realTimeFactor: elapsed / audio, samples };
}

interface StreamResult {
  text: string;
  /** Seconds from the end of each sentence's speech to the first text the engine gave after it; null if none. */
  delays: (number | null)[];
}

/**
 * Feeds sentences to pocketsphinx_continuous on stdin as one stream, each followed by silence. In real time
 * (every 20 ms what has fallen due, as a microphone gives it) the delays are measured; otherwise it is fed
 * as fast as the engine reads.
 */
function streamThroughPocketsphinx(sentences: Buffer[], realTime: boolean): Promise<StreamResult> {
  return new Promise((resolve, reject) => {
    // Node gives a child a socket, not a pipe, as stdin, and pocketsphinx_continuous cannot open a socket
    // as its -infile: cat turns it into a pipe.
    const child = spawn("sh", ["-c", `cat | exec pocketsphinx_continuous ${POCKETSPHINX_STREAM_ARGS}`], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    child.stdin.on("error", reject);
    const lines: { at: number; text: string }[] = [];
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const parts = pending.split("\n");
      pending = parts.pop()!;
      for (const text of parts) if (text.trim()) lines.push({ at: performance.now(), text: text.trim() });
    });
    child.on("error", reject);
    const speechEnds: number[] = [];
    const silence = Buffer.alloc(Math.round(GAP_SECONDS * SAMPLE_RATE) * 2);
    child.on("close", () => {
      if (pending.trim()) lines.push({ at: performance.now(), text: pending.trim() });
      const delays = speechEnds.map((end, index) => {
        const next = speechEnds[index + 1] ?? Infinity;
        const line = lines.find((candidate) => candidate.at >= end && candidate.at < next);
        return line ? (line.at - end) / 1000 : null;
      });
      resolve({ text: lines.map((line) => line.text).join(" "), delays });
    });
    if (!realTime) {
      child.stdin.end(Buffer.concat(sentences.flatMap((pcm) => [pcm, silence])));
      return;
    }
    // Note when the last loud sample of each sentence is due, then write the audio as it falls due.
    const stream = Buffer.concat(sentences.flatMap((pcm) => [pcm, silence]));
    const endOffsets: number[] = [];
    let position = 0;
    for (const pcm of sentences) {
      endOffsets.push(position + Math.round(speechEndSeconds(pcm) * SAMPLE_RATE) * 2);
      position += pcm.length + silence.length;
    }
    const started = performance.now();
    let written = 0;
    const tick = () => {
      const due = Math.min(stream.length, Math.floor(((performance.now() - started) / 1000) * BYTES_PER_SECOND));
      if (due > written) {
        child.stdin.write(stream.subarray(written, due));
        for (const offset of endOffsets) {
          if (offset > written && offset <= due) speechEnds.push(started + (offset / BYTES_PER_SECOND) * 1000);
        }
        written = due;
      }
      if (written >= stream.length) child.stdin.end();
      else setTimeout(tick, 20);
    };
    tick();
  });
}

function groupsOf(utterances: Map<string, Utterance>): Map<string, Utterance[]> {
  const groups = new Map<string, Utterance[]>();
  for (const utterance of utterances.values()) {
    const key = `${utterance.voice}-${utterance.speed}`;
    groups.set(key, [...(groups.get(key) ?? []), utterance]);
  }
  for (const list of groups.values()) list.sort((a, b) => a.sentence.localeCompare(b.sentence));
  return groups;
}

async function measureStream(references: Map<string, string>, utterances: Map<string, Utterance>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const [group, list] of groupsOf(utterances)) {
    const result = await streamThroughPocketsphinx(
      list.map((utterance) => utterance.pcm),
      false,
    );
    const passage = list.map((utterance) => references.get(utterance.sentence)!).join(" ");
    outcomes.push({ group, errors: wordErrors(passage, result.text) });
  }
  return outcomes;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

async function measureLatency(utterances: Map<string, Utterance>, groups: string[]): Promise<{ delays: number[]; missing: number }> {
  const all = groupsOf(utterances);
  const delays: number[] = [];
  let missing = 0;
  for (const group of groups) {
    const list = all.get(group);
    if (!list) throw new Error(`no audio for ${group}`);
    const result = await streamThroughPocketsphinx(
      list.map((utterance) => utterance.pcm),
      true,
    );
    for (const delay of result.delays) {
      if (delay === null) missing++;
      else delays.push(delay);
    }
  }
  return { delays, missing };
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)} %`;
}

/** WER of the outcomes whose group (voice-speed) passes a test. */
function rateWhere(outcomes: Outcome[], keep: (group: string) => boolean): number {
  return wordErrorRate(outcomes.filter((outcome) => keep(outcome.group)).map((outcome) => outcome.errors));
}

function table(title: string, batch: Outcome[], stream: Outcome[], voices: string[], speeds: string[]): string {
  const rows: [string, string, string][] = [["overall", percent(rateWhere(batch, () => true)), percent(rateWhere(stream, () => true))]];
  for (const voice of voices) {
    const keep = (group: string) => speeds.some((speed) => group === `${voice}-${speed}`);
    rows.push([`voice ${voice}`, percent(rateWhere(batch, keep)), percent(rateWhere(stream, keep))]);
  }
  for (const speed of speeds) {
    const keep = (group: string) => group.endsWith(`-${speed}`);
    rows.push([`speed ${speed}`, percent(rateWhere(batch, keep)), percent(rateWhere(stream, keep))]);
  }
  return [title, "| recordings | WER batch | WER stream |", "| --- | --- | --- |", ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), "captions-measure-"));
  try {
    const { references, utterances } = await loadUtterances(work);
    const voices = [...new Set([...utterances.values()].map((utterance) => utterance.voice))];
    const speeds = ["slow", "normal", "fast"].filter((speed) => [...utterances.values()].some((u) => u.speed === speed));
    const audioSeconds = [...utterances.values()].reduce((sum, utterance) => sum + seconds(utterance.pcm), 0);
    console.log(`${utterances.size} recordings of ${references.size} sentences, ${audioSeconds.toFixed(0)} s of audio`);

    const batch = await measureBatch(work, references, utterances);
    console.log(`batch decoded: WER ${percent(rateWhere(batch.outcomes, () => true))}, real-time factor ${batch.realTimeFactor.toFixed(3)}`);
    const stream = await measureStream(references, utterances);
    console.log("stream decoded\n");
    console.log(table("PocketSphinx 5prealpha, en-us generic model (Debian pocketsphinx-en-us)", batch.outcomes, stream, voices, speeds));
    console.log(`\nreal-time factor (batch, 1 process, this machine): ${batch.realTimeFactor.toFixed(3)}`);
    console.log(`examples (batch): \n  ${batch.samples.join("\n  ")}`);

    if (!process.argv.includes("--skip-latency")) {
      const groups = (option("--latency-groups") ?? "festival-kal-normal,espeak-us-normal").split(",");
      const latency = await measureLatency(utterances, groups);
      console.log(
        `\ndelay from end of speech to final text, fed in real time (${groups.join(", ")}; ${latency.delays.length} sentences, ` +
          `${latency.missing} with no text): p50 ${percentile(latency.delays, 0.5).toFixed(2)} s, ` +
          `p95 ${percentile(latency.delays, 0.95).toFixed(2)} s, max ${Math.max(...latency.delays).toFixed(2)} s`,
      );
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();

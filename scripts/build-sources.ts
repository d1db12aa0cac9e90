/**
 * What the build was made from: `stamp` (the end of `npm run build`) writes a hash of every file the
 * build reads and of the public address it bakes in to build/.sources; `current` exits 0 when build/
 * was made from exactly the sources here, so `npm test` reuses the build `npm start` has just made
 * instead of building the same thing again. Without git (not a checkout), nothing counts as current.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const STAMP = "build/.sources";
/** Everything react-router build and the compression step read, dependencies included. */
const INPUTS = [
  "app",
  "common",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/compress-build.ts",
];

function sourcesHash(): string | null {
  let listed: string;
  try {
    listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...INPUTS], { encoding: "utf8" });
  } catch {
    return null;
  }
  const hash = createHash("sha256");
  // The public address is baked into the pages (vite.config.ts reads it the same way).
  hash.update(`${process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`}\n`);
  for (const file of [...new Set(listed.split("\n").filter(Boolean))].sort()) {
    hash.update(`${file}\n`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest("hex");
}

const command = process.argv[2];
if (command === "stamp") {
  const hash = sourcesHash();
  if (hash) writeFileSync(STAMP, `${hash}\n`);
} else if (command === "current") {
  const hash = sourcesHash();
  const current = hash !== null && existsSync("build/client") && existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === hash;
  if (current) console.log("The build is current: made from these sources.");
  process.exit(current ? 0 : 1);
} else {
  console.error("usage: tsx scripts/build-sources.ts stamp|current");
  process.exit(2);
}

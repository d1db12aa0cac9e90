/**
 * The static checks `npm test` starts with: the typecheck, ESLint and Prettier, run side by side
 * (CI has two cores and each is mostly one thread). Each one's output is printed whole when it ends;
 * the run fails if any of them fails. One at a time: `npm run typecheck`, `npm run lint`, `npm run format:check`.
 */
import { spawn } from "node:child_process";

const CHECKS: [name: string, command: string][] = [
  ["typecheck", "npm run -s typecheck"],
  ["lint", "npm run -s lint"],
  ["format", "npm run -s format:check"],
];

function run(name: string, command: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`== ${name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s\n${code === 0 ? "" : output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(([name, command]) => run(name, command)));
if (results.includes(false)) process.exit(1);

/**
 * Development loop: the Fastify API (restarted on change by tsx watch) on API_PORT, and React
 * Router's Vite dev server with hot reload on PORT, proxying /api to it. Ctrl+C stops both.
 * The production path (prerendered pages, CSP hashes, 404 status) is `npm start`.
 */
import { spawn, type ChildProcess } from "node:child_process";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  child.on("exit", (code) => {
    // When either stops, stop the other: a half-running dev loop only confuses.
    for (const other of children) if (other !== child && other.exitCode === null) other.kill("SIGTERM");
    process.exitCode = code ?? 0;
  });
}

run("npx", ["tsx", "watch", "--clear-screen=false", "server/index.ts"], { PORT: apiPort, HOST: "127.0.0.1" });
run("npx", ["react-router", "dev", "--port", port, "--strictPort"], { API_PORT: apiPort });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  });
}

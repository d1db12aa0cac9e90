/**
 * Loaded into every bench's server (NODE_OPTIONS --import, scripts/bench/production-server.ts) and
 * into the bench itself: node-postgres's warning that a query was sent on a connection already
 * running one (pg 8 queues it and warns once; pg 9 refuses it) ends the process with its stack, so
 * the bench fails where it would fail on pg 9 instead of printing a line nobody reads.
 */
process.on("warning", (warning) => {
  if (!/client is already executing a query/.test(warning.message)) return;
  process.stderr.write(`\nRefused: node-postgres warned that a query overlapped another on one connection.\n${warning.stack ?? warning.message}\n`);
  process.exit(70);
});

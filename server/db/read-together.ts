/**
 * Independent reads side by side: on the pool each takes a connection of its own and they overlap;
 * in a transaction there is one connection, which answers one query at a time, and node-postgres
 * warns that it will refuse a query sent while another is running, so there they run in turn.
 */
import { PgTransaction } from "drizzle-orm/pg-core";

type Reads = readonly (() => PromiseLike<unknown>)[];
type Answers<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

export async function readTogether<const T extends Reads>(db: object, reads: T): Promise<Answers<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Answers<T>;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers<T>;
}

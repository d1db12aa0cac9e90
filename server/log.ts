/**
 * The logger services write to (the app's pino logger or a child of it), typed by its methods so
 * that services do not depend on the web framework that owns the logger.
 */
import type { BaseLogger } from "pino";

export type Log = Pick<BaseLogger, "fatal" | "error" | "warn" | "info" | "debug" | "trace">;

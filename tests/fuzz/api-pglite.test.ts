/** The API fuzzer on PGlite (tests/fuzz/suite.ts); the PostgreSQL run is its twin and runs beside it. */
import { fuzzSuite } from "./suite";

fuzzSuite("pglite");

/** The API fuzzer on the throw-away PostgreSQL server (tests/fuzz/suite.ts); the PGlite run is its twin. */
import { fuzzSuite } from "./suite";

fuzzSuite("postgres");

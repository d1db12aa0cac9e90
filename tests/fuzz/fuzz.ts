/**
 * The seeded API fuzzer (npm run test:fuzz). It starts the real app over HTTP, reads its endpoints
 * from the app, creates a small world (accounts of every kind, applications, tours, enquiries,
 * uploads, all through the API), then sends requests built from the seed: each starts as a valid
 * request of one endpoint as one identity and has one thing changed. Every answer goes through the
 * pass rule (oracle.ts). Request N of a seed is always the same request (prng.ts); with the same
 * seed the run replays the same sequence against the same starting world.
 */
import { eq, isNotNull, notInArray, sql } from "drizzle-orm";
import { ADMIN_ROLES, type Role } from "#common/roles";
import { formatCalendarDate } from "#common/calendar-date";
import { tourDates } from "#common/tour";
import { createSession, resolveSession } from "../../server/auth/sessions";
import { applications, enquiries, tourBookings, uploads, users } from "../../server/db/schema";
import { ageSession, createSignedInUser } from "../support/fixtures";
import { dobForGrade, validApplication, validContact, validTour } from "../support/form-data";
import { TestClient } from "../support/http-client";
import { PNG } from "../support/sample-files";
import { startTestApp, type DatabaseKind, type TestApp } from "../support/test-app";
import { CATALOG, FUZZ_PASSWORD, fieldsOf, schemasOf, type CatalogEntry, type FieldInfo, type SampleContext } from "./catalog";
import { CONTENT_TYPES, JSON_BODIES, PARAM_JUNK, PATH_VARIANTS, QUERY_JUNK, fieldValue, multipartBodies, toJson, type Named } from "./mutations";
import { findLeak } from "./oracle";
import { requestRng, type Rng } from "./prng";
import { createRawClient, type RawRequest, type RawResponse } from "./raw-http";
import { contractEndpoints, routeKey, type Route } from "./routes";

export const IDENTITIES = ["anonymous", "parent", "student", "teacher", "admin", "super_admin"] as const;
export type IdentityName = (typeof IDENTITIES)[number];

/** The public endpoints the spec names: with the staff registry, the least the app must register. */
export const PUBLIC_ENDPOINTS = [
  "GET /api/settings",
  "GET /api/user",
  "POST /api/login",
  "POST /api/register",
  "POST /api/logout",
  "POST /api/auth/forgot-password",
  "POST /api/auth/reset-password",
  "GET /api/auth/mfa/status",
  "GET /api/settings/security",
  "POST /api/auth/mfa/setup",
  "POST /api/auth/mfa/enable",
  "POST /api/auth/mfa/disable",
  "POST /api/contact",
  "POST /api/tour-booking",
  "POST /api/application-submission",
  "POST /api/application-submission/:applicationId/resolve-grade-conflict",
  "POST /api/uploads",
] as const;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FAMILY_EMAIL = "fuzz.family@example.com";
const REQUEST_TIMEOUT_MS = 15_000;

export interface FuzzOptions {
  kind: DatabaseKind;
  seed: number;
  maxRequests: number;
  seconds: number;
  /** Send only these request numbers of the seed (a replay of single requests). */
  only?: number[];
}

export interface Identity {
  name: IdentityName;
  userId?: string;
  sid?: string;
  csrfCookie: string;
  csrfToken: string;
}

/** What building a request needs to know (no app: the fuzzer's own tests build requests without one). */
export interface RequestWorld {
  endpoints: Route[];
  identities: Record<IdentityName, Identity>;
  account: { username: string; password: string };
  offeredDates: string[];
  /** Real ids by what they name, in creation order (the same at every run of a seed). */
  pools: { applications: string[]; tours: string[]; enquiries: string[]; uploads: string[]; users: string[] };
  expiredSid: string;
  fields: Map<string, { body: FieldInfo[]; query: FieldInfo[] }>;
}

interface World extends RequestWorld {
  t: TestApp;
}

/** One request as the fuzzer means it: what it is for, and what goes on the wire. */
export interface FuzzRequest {
  index: number;
  identity: IdentityName;
  route: string;
  /** "field", "body", "content-type", "csrf", "path", ... */
  category: string;
  /** The value or variant used ("nul-inside", "encoded-api"). */
  detail: string;
  /** The body field or query parameter changed, if any. */
  field?: string;
  wire: RawRequest;
  /** The answer must be this (the anti-forgery check), rather than anything but a 5xx. */
  expectRefused?: boolean;
  /** The other spelling of the path a CSRF change went through, if any. */
  via?: string;
  /** The body's length as sent, when a failure keeps only its start. */
  bodyBytes?: number;
}

export interface Failure {
  request: FuzzRequest;
  status: number;
  kind: "server error" | "leak" | "csrf not enforced" | "staff route answered" | "no answer";
  reason: string;
  excerpt: string;
}

export interface FuzzReport {
  seed: number;
  kind: DatabaseKind;
  endpoints: string[];
  uncatalogued: string[];
  /** Catalog samples their own schemas refuse, or entries naming no endpoint (catalogProblems). */
  catalogProblems: string[];
  requests: number;
  perIdentity: Record<IdentityName, number>;
  perCategory: Record<string, number>;
  statuses: Record<string, number>;
  retriedAfter429: number;
  sessionsRenewed: number;
  /** Per change: how its answers went (2xx/4xx/...), to see that the changes reach what they aim at. */
  classesByCategory: Record<string, Record<string, number>>;
  setUpSeconds: number;
  /** Time spent per endpoint (answers included), to see where a run's seconds go. */
  timeByRoute: Record<string, { ms: number; count: number }>;
  seconds: number;
  failures: Failure[];
}

// ---------------------------------------------------------------------------------------------
// The world

async function setUpWorld(kind: DatabaseKind): Promise<World> {
  // Limits far above what the run sends, so requests reach the handlers (the per-route limits of
  // the account routes are fixed in code; answerOrRetry() clears the counters when they bite).
  const t = await startTestApp(kind, { config: { apiRateLimitPerMinute: 10_000_000, formRateLimitPerHour: 10_000_000 } });
  const endpoints = contractEndpoints();

  const identities = {} as Record<IdentityName, Identity>;
  for (const name of IDENTITIES) {
    const client = new TestClient(t.url);
    const token = await client.csrfToken();
    const identity: Identity = { name, csrfCookie: client.getCookie("csrf")!, csrfToken: token };
    if (name !== "anonymous") {
      const { user, sessionId } = await createSignedInUser(t.db, name as Role);
      identity.userId = user.id;
      identity.sid = sessionId;
    }
    identities[name] = identity;
  }
  // The family's account is verified and has the address the set-up applications use, so its
  // overview has applications and tours to show.
  await t.db.update(users).set({ email: FAMILY_EMAIL, emailVerifiedAt: new Date() }).where(eq(users.id, identities.parent.userId!));

  const as = (name: IdentityName) => {
    const client = new TestClient(t.url);
    const identity = identities[name];
    if (identity.sid) client.setCookie("sid", identity.sid);
    return client;
  };
  const expectCreated = async (what: string, res: Promise<{ status: number; text: string }>) => {
    const answer = await res;
    if (answer.status >= 300) throw new Error(`fuzz set-up: ${what} answered ${answer.status} ${answer.text}`);
    return answer;
  };

  const account = { username: "fuzz.account", password: FUZZ_PASSWORD };
  await expectCreated(
    "register",
    as("anonymous").mutate("POST", "/api/register", {
      username: account.username,
      password: account.password,
      email: "fuzz.account@example.com",
      role: "guardian",
    }),
  );
  const offeredDates = tourDates(new Date()).map(formatCalendarDate);

  const visitor = as("anonymous");
  const uploadIds: string[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await expectCreated("upload", visitor.upload("/api/uploads", { name: `photo-${i}.png`, bytes: PNG, type: "image/png" }));
    uploadIds.push(JSON.parse(res.text).data.id as string);
  }
  await expectCreated("contact with attachments", visitor.mutate("POST", "/api/contact", validContact({ attachments: uploadIds.slice(0, 2) })));
  await expectCreated("contact", visitor.mutate("POST", "/api/contact", validContact({ parent_name: "Ana Lima", grade_level: "" })));
  for (const [i, time] of (["9:00 AM", "11:00 AM", "2:00 PM"] as const).entries()) {
    await expectCreated(
      "tour",
      visitor.mutate("POST", "/api/tour-booking", validTour({ email: FAMILY_EMAIL, preferred_date: offeredDates[i + 1], preferred_time: time })),
    );
  }
  const applicationsToSend = [
    validApplication({ parent_email: FAMILY_EMAIL }),
    // The same child again: a possible duplicate for staff to review.
    validApplication({ parent_email: FAMILY_EMAIL }),
    // Grade 4 asked for a child of grade 2 age: a grade conflict for the family and staff.
    validApplication({ parent_email: FAMILY_EMAIL, child_first_name: "Ravi", child_grade_requested: "4" }),
    validApplication({ child_first_name: "Lena", child_last_name: "Okafor", child_dob: dobForGrade(0), child_grade_requested: "K" }),
  ];
  for (const body of applicationsToSend) await expectCreated("application", visitor.mutate("POST", "/api/application-submission", body));
  for (const role of ["teacher", "parent", "student"] as const) {
    await expectCreated(
      "staff-created account",
      as("admin").mutate("POST", "/api/admin/users", { username: `victim.${role}`, fullName: `Victim ${role}`, email: `victim.${role}@example.com`, role }),
    );
  }
  await expectCreated(
    "admin account",
    as("super_admin").mutate("POST", "/api/admin/users", {
      username: "victim.admin",
      fullName: "Victim Admin",
      email: "victim.admin@example.com",
      role: "admin",
    }),
  );
  // A session past its 12 hours, for the cookie of someone whose session ended.
  const [victim] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, "victim.student"));
  const expired = await createSession(t.db, victim!.id);
  await ageSession(t.db, victim!.id, { created: 13 * 60 * 60 * 1000 });

  const identityIds = IDENTITIES.map((n) => identities[n].userId).filter((id): id is string => Boolean(id));
  const pools = {
    applications: (await t.db.select({ id: applications.applicationId }).from(applications).orderBy(applications.createdAt)).map((r) => r.id),
    tours: (await t.db.select({ id: tourBookings.id }).from(tourBookings).orderBy(tourBookings.createdAt)).map((r) => r.id),
    enquiries: (await t.db.select({ id: enquiries.id }).from(enquiries).orderBy(enquiries.createdAt)).map((r) => r.id),
    uploads: [
      ...(await t.db.select({ id: uploads.id }).from(uploads).where(isNotNull(uploads.enquiryId)).orderBy(uploads.createdAt)).map((r) => r.id),
      ...uploadIds.slice(2),
    ],
    // Never the fuzzer's own identities: a deactivated identity would turn the rest of the run anonymous.
    users: (await t.db.select({ id: users.id }).from(users).where(notInArray(users.id, identityIds)).orderBy(users.createdAt)).map((r) => r.id),
  };
  // Sorted by a stable key: rows created in the same millisecond would otherwise come back in any order.
  pools.tours.sort();
  pools.enquiries.sort();
  pools.users.sort();

  return { t, endpoints, identities, account, offeredDates, pools, expiredSid: expired.id, fields: catalogFields() };
}

/** The fields of every catalogued endpoint's body and query schemas. */
export function catalogFields() {
  const fields = new Map<string, { body: FieldInfo[]; query: FieldInfo[] }>();
  for (const key of Object.keys(CATALOG)) {
    const { body, query } = schemasOf(key);
    fields.set(key, { body: body ? fieldsOf(body) : [], query: query ? fieldsOf([query]) : [] });
  }
  return fields;
}

/** Problems with the catalog: a sample its own schemas refuse, or an entry naming no endpoint. */
export function catalogProblems(endpoints: Route[], offeredDates: string[]): string[] {
  const known = new Set(endpoints.map(routeKey));
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(CATALOG)) {
    if (!known.has(key)) problems.push(`${key} is in the fuzz catalog but the app has no such endpoint`);
    for (let i = 0; i < 20; i++) {
      const ctx: SampleContext = { rng: requestRng(i, 0), unique: `s${i}`, account: { username: "someone", password: FUZZ_PASSWORD }, offeredDates };
      const sample = entry.sample(ctx);
      const { body, query } = schemasOf(key);
      for (const schema of [...(body ?? []), ...(query ? [query] : [])]) {
        const parsed = schema.safeParse(sample);
        if (!parsed.success)
          problems.push(`${key}: sample ${JSON.stringify(sample)} fails its schema: ${parsed.error.issues.map((x) => x.message).join("; ")}`);
      }
    }
  }
  return [...new Set(problems)];
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Which pool a path parameter draws from: the collection named just before it. */
function poolFor(world: RequestWorld, url: string, param: string): string[] {
  const before =
    url
      .slice(0, url.indexOf(`:${param}`))
      .split("/")
      .filter(Boolean)
      .at(-1) ?? "";
  const { pools } = world;
  if (before.startsWith("application")) return pools.applications;
  if (before === "tours") return pools.tours;
  if (before === "enquiries") return pools.enquiries;
  if (before === "attachments") return pools.uploads;
  if (before === "users") return pools.users;
  return [...pools.applications, ...pools.tours, ...pools.enquiries, ...pools.uploads, ...pools.users];
}

function randomUuid(rng: Rng) {
  const hex = (n: number) => Array.from({ length: n }, () => "0123456789abcdef"[rng.int(16)]).join("");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[rng.int(4)]}${hex(3)}-${hex(12)}`;
}

/** The route's path with its parameters filled: a real id mostly, else a well-formed unknown one. */
function fillParams(world: RequestWorld, url: string, rng: Rng, junk?: { param: string; value: string }): string {
  return url.replace(/:(\w+)/g, (_m, param: string) => {
    if (junk && junk.param === param) return junk.value;
    const pool = poolFor(world, url, param);
    if (pool.length && rng.chance(0.8)) {
      const id = rng.pick(pool);
      return rng.chance(0.1) ? id.toLowerCase() : id;
    }
    return param === "applicationId"
      ? `APP-2026-${"ABCDEFGH"
          .split("")
          .map(() => "0123456789ABCDEFGHJKMNPQRSTVWXYZ"[rng.int(32)])
          .join("")}`
      : randomUuid(rng);
  });
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
}

function getPath(target: Record<string, unknown>, path: string[]): unknown {
  let node: unknown = target;
  for (const key of path) node = node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

function deletePath(target: Record<string, unknown>, path: string[]) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) return;
    node = node[key] as Record<string, unknown>;
  }
  delete node[path.at(-1)!];
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as its three UTF-8-style bytes. */
function percentEncode(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate somewhere: encoded one character at a time below.
  }
  let out = "";
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function queryString(values: Record<string, unknown>) {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(typeof v === "string" ? v : toJson(v))}`)
    .join("&");
}

const EXTRA_FIELDS: Named<[string, unknown]>[] = [
  ["honeypot", ["website", "https://spam.example"]],
  ["role", ["role", "super_admin"]],
  ["is-admin", ["isAdmin", true]],
  ["id", ["id", "00000000-0000-4000-8000-000000000000"]],
  ["proto", ["__proto__", { polluted: true }]],
  ["constructor", ["constructor", { prototype: { polluted: true } }]],
  ["status", ["status", "enrolled"]],
  ["unknown-long", ["x".repeat(1000), 1]],
];

/** Paths the server cannot decode or parse: refused before any route, so they say nothing about the token check. */
const MALFORMED_PATHS = new Set(["bad-percent", "bad-percent-hex", "truncated-utf8", "invalid-utf8", "latin1-byte"]);

const MULTIPART = multipartBodies(PNG);
/** Routes that also read a multipart body (a file, or a mail provider's one-click form): sent broken multipart too. */
const TAKES_MULTIPART = new Set(["POST /api/files", "POST /api/assignments/:id/work/files", "POST /api/notifications/unsubscribe/:token"]);

/**
 * Endpoints chosen less often than the rest, as each of their answers takes long on purpose: a
 * forgotten-password answer never comes sooner than its fixed minimum (no timing tells whether an
 * address has an account), and a 2FA set-up hashes ten backup codes. At full weight the two took
 * a third of a run.
 */
const ROUTE_WEIGHTS: Record<string, number> = { "POST /api/auth/forgot-password": 0.25, "POST /api/auth/mfa/setup": 0.25 };

const WRONG_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "TRACE", "PROPFIND", "FUZZ"];

/** Builds request `index` of the run: a valid request, then one change. */
export function buildRequest(world: RequestWorld, seed: number, index: number): FuzzRequest {
  const rng = requestRng(seed, index);
  const route = rng.weighted(world.endpoints.map((e) => [e, ROUTE_WEIGHTS[routeKey(e)] ?? 1] as const));
  const key = routeKey(route);
  const isStaffRoute = route.url.startsWith("/api/admin/");
  // Staff routes are mostly fuzzed as staff, or the handlers behind the role check would rarely run.
  const identityName: IdentityName = isStaffRoute && rng.chance(0.6) ? rng.pick(ADMIN_ROLES) : rng.pick(IDENTITIES);
  const identity = world.identities[identityName];
  const entry: CatalogEntry | undefined = CATALOG[key];
  const fields = world.fields.get(key) ?? { body: [], query: [] };
  const isUpload = key === "POST /api/uploads";
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const ctx: SampleContext = { rng, unique: `${seed.toString(36)}x${index.toString(36)}`, account: world.account, offeredDates: world.offeredDates };

  let method = route.method;
  const sample = entry ? entry.sample(ctx) : {};
  // A sample is the body of an endpoint with one (a query beside it, as staff's ?teacherUserId=, is optional), else its query.
  const schemas = schemasOf(key);
  const readsQuery = schemas.query !== undefined && schemas.body === undefined;
  let body: Record<string, unknown> | undefined = readsQuery ? undefined : MUTATING.has(method) ? structuredClone(sample) : undefined;
  const query: Record<string, unknown> = readsQuery ? { ...sample } : {};
  let rawQuery: string | undefined;
  let rawBody: Buffer | undefined;
  let contentType: string | undefined = "application/json";
  let chunked = false;
  let path = fillParams(world, route.url, rng);
  const cookies: Record<string, string> = { csrf: identity.csrfCookie, ...(identity.sid ? { sid: identity.sid } : {}) };
  let cookieHeader: string | undefined;
  let csrfToken: string | undefined = identity.csrfToken;
  let expectRefused = false;
  let field: string | undefined;
  let via: string | undefined;

  if (isUpload) {
    const valid = MULTIPART[0]![1]();
    rawBody = valid.body;
    contentType = valid.type;
  }

  type Category =
    "valid" | "field" | "drop-field" | "extra-field" | "body" | "content-type" | "multipart" | "csrf" | "method" | "path" | "param" | "query" | "session";
  const hasFields = fields.body.length > 0 || fields.query.length > 0;
  const sendsBody = MUTATING.has(method);
  const categories: (readonly [Category, number])[] = [
    ["valid", 8],
    ["method", 4],
    ["path", 8],
    ["query", 7],
    ["session", 5],
    ...(hasFields
      ? ([
          ["field", 30],
          ["drop-field", 4],
        ] as const)
      : []),
    ...(sendsBody && !isUpload
      ? ([
          ["extra-field", 3],
          ["body", 10],
          ["content-type", 8],
        ] as const)
      : []),
    ...(isUpload ? ([["multipart", 30]] as const) : TAKES_MULTIPART.has(key) ? ([["multipart", 10]] as const) : []),
    ...(sendsBody ? ([["csrf", 6]] as const) : []),
    ...(params.length ? ([["param", 12]] as const) : []),
  ];
  const category = rng.weighted(categories);
  let detail = "";

  switch (category) {
    case "valid":
      detail = "valid";
      break;
    case "field": {
      const inBody = fields.body.length > 0 && body !== undefined;
      const info = rng.pick(inBody ? fields.body : fields.query);
      const [name, value] = fieldValue(info, rng, getPath(inBody ? body! : query, info.path));
      field = info.path.join(".");
      detail = name;
      if (inBody) setPath(body!, info.path, value);
      else query[info.path[0]!] = value;
      break;
    }
    case "drop-field": {
      const inBody = fields.body.length > 0 && body !== undefined;
      const info = rng.pick(inBody ? fields.body : fields.query);
      field = info.path.join(".");
      detail = "dropped";
      if (inBody) deletePath(body!, info.path);
      else delete query[info.path[0]!];
      break;
    }
    case "extra-field": {
      const [name, [k, v]] = rng.pick(EXTRA_FIELDS);
      detail = name;
      body = { ...(body ?? {}) };
      if (k === "__proto__") rawBody = Buffer.from(toJson(body).replace(/^\{/, `{"__proto__":${toJson(v)}${Object.keys(body).length ? "," : ""}`));
      else body[k] = v;
      break;
    }
    case "body": {
      const [name, make] = rng.pick(JSON_BODIES);
      detail = name;
      rawBody = make();
      break;
    }
    case "content-type": {
      const [name, variant] = rng.pick(CONTENT_TYPES);
      detail = name;
      contentType = variant.type;
      if (variant.body) rawBody = variant.body(toJson(body ?? {}));
      break;
    }
    case "multipart": {
      const [name, make] = rng.pick(MULTIPART);
      const variant = make();
      detail = name;
      rawBody = variant.body;
      contentType = variant.type;
      chunked = variant.chunked ?? false;
      break;
    }
    case "csrf": {
      const other = world.identities[rng.pick(IDENTITIES.filter((n) => n !== identityName))];
      const variants: Named<() => void>[] = [
        ["missing-token", () => (csrfToken = undefined)],
        ["empty-token", () => (csrfToken = "")],
        ["wrong-token", () => (csrfToken = "not-a-token")],
        ["other-browser-token", () => (csrfToken = other.csrfToken)],
        ["token-without-cookie", () => delete cookies.csrf],
        ["tampered-cookie", () => (cookies.csrf = `${identity.csrfCookie.slice(0, -3)}AAA`)],
        ["long-token", () => (csrfToken = "t".repeat(10_000))],
        ["latin1-token", () => (csrfToken = `${identity.csrfToken}\u00e9`)],
      ];
      const [name, apply] = rng.pick(variants);
      apply();
      detail = name;
      // Half the time through another spelling of the path too: it must not get round the check.
      if (rng.chance(0.5)) {
        const [pathName, variant] = rng.pick(PATH_VARIANTS.filter(([n]) => !n.includes("dot-dot") && !MALFORMED_PATHS.has(n)));
        path = variant(path, rng);
        detail += ` via ${pathName}`;
        via = pathName;
      }
      expectRefused = true;
      break;
    }
    case "method": {
      method = rng.pick(WRONG_METHODS.filter((m) => m !== route.method));
      detail = method;
      if (!MUTATING.has(method)) {
        body = undefined;
        rawBody = undefined;
      } else if (!body && !rawBody) {
        body = {};
      }
      break;
    }
    case "path": {
      const [name, variant] = rng.pick(PATH_VARIANTS);
      detail = name;
      path = variant(path, rng);
      break;
    }
    case "param": {
      const param = rng.pick(params);
      field = param;
      if (rng.chance(0.25)) {
        // A real id of another kind of record.
        const all = [...world.pools.applications, ...world.pools.tours, ...world.pools.enquiries, ...world.pools.uploads, ...world.pools.users];
        detail = "id-of-another-kind";
        path = fillParams(world, route.url, rng, { param, value: rng.pick(all) });
      } else {
        const [name, value] = rng.pick(PARAM_JUNK);
        detail = name;
        path = fillParams(world, route.url, rng, { param, value });
      }
      break;
    }
    case "query": {
      const [name, value] = rng.pick(QUERY_JUNK);
      detail = name;
      rawQuery = value;
      break;
    }
    case "session": {
      const variants: Named<() => void>[] = [
        ["no-cookies", () => (cookieHeader = "")],
        ["garbage-sid", () => (cookies.sid = "garbage")],
        ["empty-sid", () => (cookies.sid = "")],
        ["long-sid", () => (cookies.sid = "s".repeat(4000))],
        ["latin1-sid", () => (cookies.sid = "\u00e9\u00ff\u00fe")],
        ["encoded-sid", () => (cookies.sid = "%00%ff%2e%2e")],
        ["expired-sid", () => (cookies.sid = world.expiredSid)],
        ["duplicate-sid", () => (cookieHeader = `sid=garbage; sid=${identity.sid ?? "x"}; csrf=${identity.csrfCookie}`)],
        ["malformed-header", () => (cookieHeader = ";;; ==; sid; =x; csrf")],
        ["quoted-sid", () => (cookies.sid = `"${identity.sid ?? "x"}"`)],
      ];
      const [name, apply] = rng.pick(variants);
      apply();
      detail = name;
      break;
    }
  }

  const qs = rawQuery ?? queryString(query);
  if (qs) path += (path.includes("?") ? "&" : "?") + qs;
  if (rawBody === undefined && body !== undefined) rawBody = Buffer.from(toJson(body));
  const headers: Record<string, string> = {};
  const cookie =
    cookieHeader ??
    Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
  if (cookie) headers.cookie = cookie;
  if (MUTATING.has(method) && csrfToken !== undefined) headers["x-csrf-token"] = csrfToken;
  if (rawBody !== undefined && contentType !== undefined) headers["content-type"] = contentType;
  if (chunked) headers["transfer-encoding"] = "chunked";

  return {
    index,
    identity: identityName,
    route: key,
    category,
    detail,
    field,
    wire: { method, path, headers, body: rawBody },
    expectRefused,
    via,
  };
}

// ---------------------------------------------------------------------------------------------
// Running

function excerpt(text: string, max = 240) {
  const flat = JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
  return text.length > max ? `${flat} (${text.length} chars)` : flat;
}

/** The pass rule for one answer (undefined: it passes). */
export function judge(request: FuzzRequest, res: RawResponse): Omit<Failure, "request"> | undefined {
  if (res.status >= 500) {
    let message = res.text;
    try {
      message = (JSON.parse(res.text) as { message?: string }).message ?? res.text;
    } catch {
      // Not JSON: the raw text is the reason.
    }
    return { status: res.status, kind: "server error", reason: String(message).slice(0, 120), excerpt: excerpt(res.text) };
  }
  const leak = findLeak(res.text);
  if (leak) return { status: res.status, kind: "leak", reason: `${leak.kind} "${leak.match}"`, excerpt: excerpt(res.text) };
  // 403 is the token check; 404 a path outside the API; 431 a head Node refuses before any route.
  if (request.expectRefused && ![403, 404, 431].includes(res.status)) {
    return { status: res.status, kind: "csrf not enforced", reason: "a call without a valid anti-forgery token was not refused", excerpt: excerpt(res.text) };
  }
  const staffOnly = request.route.split(" ")[1]!.startsWith("/api/admin/");
  const isStaff = (ADMIN_ROLES as readonly string[]).includes(request.identity);
  // A path spelled with ".." may well lead to another route; anything else must still meet the role check.
  if (staffOnly && !isStaff && res.status < 300 && !request.detail.includes("dot-dot")) {
    return { status: res.status, kind: "staff route answered", reason: `${request.identity} got ${res.status} from a staff route`, excerpt: excerpt(res.text) };
  }
  return undefined;
}

/** The request in words someone can replay it from. */
export function describeRequest(request: FuzzRequest, seed: number): string {
  const { wire } = request;
  const bytes = request.bodyBytes ?? wire.body?.length;
  const body = wire.body === undefined ? "(no body)" : `${bytes} bytes, ${excerpt(wire.body.toString("latin1"), 300)}`;
  return [
    `#${request.index} seed ${seed} as ${request.identity}: ${request.category} ${request.detail}${request.field ? ` on ${request.field}` : ""}`,
    `  ${wire.method} ${wire.path.length > 300 ? `${wire.path.slice(0, 300)}… (${wire.path.length} chars)` : wire.path}`,
    `  content-type: ${wire.headers["content-type"] ?? "(none)"}${wire.headers["transfer-encoding"] ? ", chunked" : ""}; csrf token: ${wire.headers["x-csrf-token"] === undefined ? "(none)" : "sent"}`,
    `  body: ${body}`,
  ].join("\n");
}

const NODE_MAX_HEADER_SIZE = 16 * 1024;

function headSize(wire: RawRequest) {
  return wire.method.length + wire.path.length + Object.entries(wire.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
}

/** The request as a failure keeps it: enough to replay by hand (the body's first 2 KiB), not megabytes per failure. */
function kept(request: FuzzRequest): FuzzRequest {
  const { body, path } = request.wire;
  return {
    ...request,
    bodyBytes: body?.length,
    wire: { ...request.wire, path: path.slice(0, 2048), body: body && body.length > 2048 ? Buffer.from(body.subarray(0, 2048)) : body },
  };
}

function requestText(wire: RawRequest) {
  return [wire.path, ...Object.values(wire.headers), wire.body?.toString("latin1") ?? ""].join("\n");
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const setUpStarted = Date.now();
  const world = await setUpWorld(options.kind);
  const { t } = world;
  const client = createRawClient(t.url, REQUEST_TIMEOUT_MS);
  const report: FuzzReport = {
    seed: options.seed,
    kind: options.kind,
    endpoints: world.endpoints.map(routeKey),
    uncatalogued: world.endpoints.map(routeKey).filter((k) => !CATALOG[k]),
    catalogProblems: catalogProblems(world.endpoints, world.offeredDates),
    requests: 0,
    perIdentity: Object.fromEntries(IDENTITIES.map((n) => [n, 0])) as Record<IdentityName, number>,
    perCategory: {},
    statuses: {},
    retriedAfter429: 0,
    sessionsRenewed: 0,
    classesByCategory: {},
    setUpSeconds: 0,
    timeByRoute: {},
    seconds: 0,
    failures: [],
  };
  report.setUpSeconds = (Date.now() - setUpStarted) / 1000;

  const send = async (wire: RawRequest): Promise<RawResponse> => {
    try {
      return await client.send(wire);
    } catch (err) {
      // A keep-alive socket the server had just closed: once more on a fresh one.
      if (/ECONNRESET|socket hang up|EPIPE/.test(String(err))) return client.send(wire);
      throw err;
    }
  };

  const started = Date.now();
  try {
    const indexes = options.only ?? Array.from({ length: options.maxRequests }, (_, i) => i);
    for (const index of indexes) {
      if (Date.now() - started >= options.seconds * 1000) break;
      const request = buildRequest(world, options.seed, index);
      const echoed = findLeak(requestText(request.wire));
      if (echoed)
        throw new Error(
          `the fuzzer built a request that looks like a leak (${echoed.kind}: ${echoed.excerpt}); change its payloads\n${describeRequest(request, options.seed)}`,
        );

      let res: RawResponse;
      const requestStarted = performance.now();
      try {
        res = await send(request.wire);
        if (res.status === 429) {
          // A per-route limit or the sign-in throttle: empty the counters so the request reaches its handler.
          await t.db.execute(sql`delete from rate_limits`);
          await t.db.execute(sql`delete from login_attempts`);
          report.retriedAfter429 += 1;
          res = await send(request.wire);
        }
      } catch (err) {
        // Node closes the connection on a request head over its 16 KiB limit (after a 431 the
        // client may not get to read): that is the HTTP server's rule, not an answer of the app.
        if (headSize(request.wire) > NODE_MAX_HEADER_SIZE) {
          report.statuses["closed (head too large)"] = (report.statuses["closed (head too large)"] ?? 0) + 1;
        } else {
          report.failures.push({ request: kept(request), status: 0, kind: "no answer", reason: String(err).slice(0, 120), excerpt: "" });
        }
        continue;
      } finally {
        const time = (report.timeByRoute[request.route] ??= { ms: 0, count: 0 });
        time.ms += performance.now() - requestStarted;
        time.count += 1;
        report.requests += 1;
        report.perIdentity[request.identity] += 1;
        report.perCategory[request.category] = (report.perCategory[request.category] ?? 0) + 1;
      }
      report.statuses[String(res.status)] = (report.statuses[String(res.status)] ?? 0) + 1;
      const classes = (report.classesByCategory[request.category] ??= {});
      const statusClass = `${String(res.status)[0]}xx`;
      classes[statusClass] = (classes[statusClass] ?? 0) + 1;
      const failure = judge(request, res);
      if (failure) report.failures.push({ request: kept(request), ...failure });

      // Signing in, out or changing factors may end the identity's session: give it a new one.
      const identity = world.identities[request.identity];
      if (identity.sid && identity.userId && MUTATING.has(request.wire.method) && !(await resolveSession(t.db, identity.sid))) {
        identity.sid = (await createSession(t.db, identity.userId)).id;
        report.sessionsRenewed += 1;
      }
    }
  } finally {
    report.seconds = (Date.now() - started) / 1000;
    client.close();
    await t.close();
  }
  return report;
}

// ---------------------------------------------------------------------------------------------
// Reporting

/**
 * Failures grouped by cause. A changed field or path id is a cause of its own on each endpoint
 * (listing the values that failed); a missing or wrong token is one cause per spelling of the path
 * it got through; any other change (a path spelling, a content type, a body) is one cause whatever
 * endpoint it hit (listing the endpoints).
 */
export function groupFailures(failures: Failure[]) {
  interface Group {
    kind: string;
    statuses: Set<number>;
    reason: string;
    /** "field to of GET /api/admin/tours", "csrf via encoded-api", "path bad-percent". */
    change: string;
    /** The values (for a field) or the endpoints (for anything else) it failed with. */
    seen: Set<string>;
    count: number;
    first: Failure;
  }
  const groups = new Map<string, Group>();
  for (const f of failures) {
    const { category, detail, field, route, via } = f.request;
    const perField = category === "field" || category === "drop-field" || category === "param";
    const change = perField
      ? `${category} ${field} of ${route}`
      : f.kind === "csrf not enforced"
        ? `csrf via ${via ?? "the path as registered"}`
        : `${category} ${detail}`;
    const key = `${f.kind}|${f.reason}|${change}`;
    let group = groups.get(key);
    if (!group) {
      group = { kind: f.kind, statuses: new Set(), reason: f.reason, change, seen: new Set(), count: 0, first: f };
      groups.set(key, group);
    }
    group.count += 1;
    group.statuses.add(f.status);
    group.seen.add(perField ? detail : route);
  }
  return [...groups.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.change.localeCompare(b.change));
}

export function formatReport(report: FuzzReport): string {
  const lines = [
    `API fuzzer on ${report.kind}: seed ${report.seed} (replay with FUZZ_SEED=${report.seed}), ${report.requests} requests in ${report.seconds.toFixed(1)} s over ${report.endpoints.length} endpoints (set-up ${report.setUpSeconds.toFixed(1)} s)`,
    `  per identity: ${IDENTITIES.map((n) => `${n} ${report.perIdentity[n]}`).join(", ")}`,
    `  per change: ${Object.entries(report.perCategory)
      .sort()
      .map(([k, v]) => {
        const classes = Object.entries(report.classesByCategory[k] ?? {})
          .sort()
          .map(([c, n]) => `${c} ${n}`)
          .join(" ");
        return `${k} ${v} (${classes})`;
      })
      .join(", ")}`,
    `  statuses: ${Object.entries(report.statuses)
      .sort()
      .map(([k, v]) => `${k}×${v}`)
      .join(", ")}; retried after 429: ${report.retriedAfter429}; sessions renewed: ${report.sessionsRenewed}`,
  ];
  const slowest = Object.entries(report.timeByRoute)
    .sort(([, a], [, b]) => b.ms - a.ms)
    .slice(0, 5);
  lines.push(`  most time: ${slowest.map(([route, { ms, count }]) => `${route} ${(ms / 1000).toFixed(1)} s/${count}`).join(", ")}`);
  if (report.uncatalogued.length) lines.push(`  fuzzed without a body or query schema: ${report.uncatalogued.join(", ")}`);
  const groups = groupFailures(report.failures);
  lines.push(`  failures: ${report.failures.length} requests in ${groups.length} groups`);
  for (const g of groups) {
    lines.push(
      `- ${g.kind} (${[...g.statuses].sort().join(", ")}): ${g.change} (${g.count}×): ${g.reason}`,
      `  with: ${[...g.seen].sort().join(", ")}`,
      `  replay: ${describeRequest(g.first.request, report.seed).replace(/\n/g, "\n  ")}`,
      `  answer: ${g.first.excerpt}`,
    );
  }
  return lines.join("\n");
}

/**
 * The fuzzer's own checks, without an app: a seed builds the same requests every time, a few
 * thousand requests use every kind of change and identity, nothing it sends looks like a leak (or
 * stored echoes would be false alarms), the pass rule tells leaks from the app's own copy, and the
 * catalog's samples pass their schemas.
 */
import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "#common/calendar-date";
import { tourDates } from "#common/tour";
import { CATALOG } from "./catalog";
import { IDENTITIES, buildRequest, catalogFields, catalogProblems, judge, type FuzzRequest, type Identity, type RequestWorld } from "./fuzz";
import { CONTENT_TYPES, JSON_BODIES, PARAM_JUNK, PATH_VARIANTS, QUERY_JUNK, STRING_VALUES, WRONG_TYPES, multipartBodies, toJson } from "./mutations";
import { findLeak } from "./oracle";
import { createRng } from "./prng";
import type { RawResponse } from "./raw-http";
import { PNG } from "../support/sample-files";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function world(): RequestWorld {
  const endpoints = [
    ...Object.keys(CATALOG),
    "POST /api/uploads",
    "POST /api/logout",
    "GET /api/user",
    "POST /api/admin/enquiries/:id/read",
    "GET /api/admin/attachments/:id",
  ]
    .map((key) => ({ method: key.split(" ")[0]!, url: key.split(" ")[1]! }))
    .sort((a, b) => `${a.method} ${a.url}`.localeCompare(`${b.method} ${b.url}`));
  const identities = Object.fromEntries(
    IDENTITIES.map((name, i): [string, Identity] => [
      name,
      { name, csrfCookie: `cookie${i}.sig`, csrfToken: `token${i}`, ...(name === "anonymous" ? {} : { sid: `sid${i}`, userId: uuid(100 + i) }) },
    ]),
  ) as RequestWorld["identities"];
  return {
    endpoints,
    identities,
    account: { username: "fuzz.account", password: "Fuzz-Passw0rd-2026" },
    offeredDates: tourDates(new Date()).map(formatCalendarDate),
    pools: { applications: ["APP-2026-ABCDEFGH"], tours: [uuid(1)], enquiries: [uuid(2)], uploads: [uuid(3)], users: [uuid(4)] },
    expiredSid: "expired",
    fields: catalogFields(),
  };
}

const wire = (r: FuzzRequest) => ({ ...r, wire: { ...r.wire, body: r.wire.body?.toString("base64") } });
const requestText = (r: FuzzRequest) => [r.wire.path, ...Object.values(r.wire.headers), r.wire.body?.toString("latin1") ?? ""].join("\n");
const answer = (status: number, text: string): RawResponse => ({ status, headers: {}, text });

describe("the API fuzzer", () => {
  const w = world();
  // Enough requests to reach every one of the 220-odd endpoints with this seed.
  const requests = Array.from({ length: 5000 }, (_, i) => buildRequest(w, 42, i));

  it("builds request N of a seed the same way every time, whatever was built before", () => {
    const again = Array.from({ length: 300 }, (_, i) => 299 - i).map((i) => buildRequest(w, 42, i));
    expect(again.reverse().map(wire)).toEqual(requests.slice(0, 300).map(wire));
    const otherSeed = Array.from({ length: 300 }, (_, i) => buildRequest(w, 43, i));
    const same = otherSeed.filter((r, i) => JSON.stringify(wire(r)) === JSON.stringify(wire(requests[i]!))).length;
    expect(same).toBeLessThan(30);
  });

  it("uses every kind of change, identity and endpoint within a few thousand requests", () => {
    expect(new Set(requests.map((r) => r.category))).toEqual(
      new Set(["valid", "field", "drop-field", "extra-field", "body", "content-type", "multipart", "csrf", "method", "path", "param", "query", "session"]),
    );
    expect(new Set(requests.map((r) => r.identity))).toEqual(new Set(IDENTITIES));
    expect(new Set(requests.map((r) => r.route))).toEqual(new Set(w.endpoints.map((e) => `${e.method} ${e.url}`)));
    // Without the token on half the CSRF changes, and never with it.
    const csrf = requests.filter((r) => r.category === "csrf");
    expect(csrf.every((r) => r.expectRefused)).toBe(true);
    expect(csrf.some((r) => r.wire.headers["x-csrf-token"] === undefined)).toBe(true);
  });

  it("never sends text that looks like a leak, so an answer echoing it is no false alarm", () => {
    const sent = [
      ...requests.map(requestText),
      ...STRING_VALUES.map(([, v]) => v),
      ...WRONG_TYPES.map(([, v]) => toJson(v)),
      ...JSON_BODIES.map(([, make]) => make().toString("latin1")),
      ...CONTENT_TYPES.map(([, v]) => `${v.type} ${v.body?.("{}").toString("latin1") ?? ""}`),
      ...multipartBodies(PNG).map(([, make]) => make().body.subarray(0, 4096).toString("latin1")),
      ...PATH_VARIANTS.map(([, variant]) => variant("/api/admin/users", createRng(1))),
      ...PARAM_JUNK.map(([, v]) => v),
      ...QUERY_JUNK.map(([, v]) => v),
    ];
    expect(sent.map((text) => findLeak(text)).filter(Boolean)).toEqual([]);
  });

  it("fails 5xx answers and answers showing a stack trace, SQL or an internal error", () => {
    const request = requests.find((r) => r.category === "field")!;
    const failing = [
      answer(500, '{"message":"Internal server error"}'),
      answer(503, "Service Unavailable"),
      answer(400, '{"message":"boom","stack":"Error: boom\\n    at handler (/work/server/routes/contact.ts:17:11)"}'),
      answer(400, "TypeError: Cannot read properties of undefined (reading 'year')"),
      answer(400, '{"message":"Failed query: select \\"id\\", \\"status\\" from \\"applications\\" where \\"id\\" = $1"}'),
      answer(409, '{"message":"duplicate key value violates unique constraint \\"users_username_unique\\""}'),
      answer(400, '{"message":"invalid input syntax for type uuid: \\"x\\""}'),
      answer(400, '{"message":"invalid byte sequence for encoding \\"UTF8\\": 0x00"}'),
      answer(400, '{"error":"Bad Request","code":"FST_ERR_BAD_URL","message":"\'/api/x%\' is not a valid url component"}'),
      answer(404, "ENOENT: no such file or directory, open '/srv/uploads/x'"),
      answer(400, "at Object.<anonymous> (file:///work/node_modules/zod/v4/core/core.js:1:2)"),
    ];
    for (const res of failing) expect(judge(request, res), res.text).toBeDefined();
  });

  it("passes the app's own answers, including copy that says 'select' and 'from'", () => {
    const request = requests.find((r) => r.category === "field")!;
    const passing = [
      answer(
        400,
        '{"message":"Please check your input and try again.","errors":[{"field":"grade_level","message":"Please select a grade level from the list"}]}',
      ),
      answer(400, '{"message":"Please select a preferred date"}'),
      answer(404, '{"message":"Not found"}'),
      answer(201, '{"success":true,"message":"Message sent successfully!","data":{"id":"x"}}'),
      answer(200, 'Application ID,Status,Parent name\r\nAPP-2026-ABCDEFGH,submitted,\'=HYPERLINK("http://x")\r\n'),
      answer(415, '{"message":"Unsupported Media Type: text/plain"}'),
      answer(400, '{"error":"Bad Request","message":"Client Error","statusCode":400}'),
    ];
    for (const res of passing) expect(judge(request, res), res.text).toBeUndefined();
  });

  it("fails a mutating request without a valid token that is not refused, and a staff route answering anyone else", () => {
    const csrf = requests.find((r) => r.category === "csrf")!;
    expect(judge(csrf, answer(403, '{"message":"Invalid or missing CSRF token"}'))).toBeUndefined();
    expect(judge(csrf, answer(201, '{"success":true}'))?.kind).toBe("csrf not enforced");
    expect(judge(csrf, answer(400, '{"message":"Please check your input and try again."}'))?.kind).toBe("csrf not enforced");

    const staff = requests.find((r) => r.route.startsWith("GET /api/admin/") && r.identity === "parent" && r.category === "valid")!;
    expect(judge(staff, answer(403, '{"message":"You do not have permission to do this."}'))).toBeUndefined();
    expect(judge(staff, answer(200, '{"success":true,"data":[]}'))?.kind).toBe("staff route answered");
    expect(judge({ ...staff, identity: "admin" }, answer(200, '{"success":true,"data":[]}'))).toBeUndefined();
  });

  it("has a valid sample for every catalogued endpoint, by the endpoint's own schemas", () => {
    expect(catalogProblems(w.endpoints, w.offeredDates)).toEqual([]);
    // An entry for an endpoint the app does not have is reported, and so is a sample its schema refuses.
    expect(
      catalogProblems(
        w.endpoints.filter((e) => e.url !== "/api/contact"),
        w.offeredDates,
      ),
    ).toEqual(["POST /api/contact is in the fuzz catalog but the app has no such endpoint"]);
    const login = CATALOG["POST /api/login"]!;
    CATALOG["POST /api/login"] = { ...login, sample: () => ({ username: "" }) };
    try {
      expect(catalogProblems(w.endpoints, w.offeredDates)).toEqual([
        expect.stringMatching(/^POST \/api\/login: sample .* fails its schema: Username is required; Password is required$/),
      ]);
    } finally {
      CATALOG["POST /api/login"] = login;
    }
  });
});

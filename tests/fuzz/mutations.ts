/**
 * The fuzzer's vocabulary: values for one field, whole bodies, content types, paths, path ids and
 * query strings. Each entry is named, so a failure says what was sent ("field email=nul-inside").
 * None of them may look like a leak the oracle searches answers for (checked per request).
 */
import type { FieldInfo } from "./catalog";
import type { Rng } from "./prng";

export type Named<T> = readonly [name: string, value: T];

/** A JSON token written as is, for what JSON.stringify cannot produce (1e309, NaN, -0). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of `value`, with RawJson tokens written verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)]!);
}

const KB100 = "a".repeat(100 * 1024);
const MB2 = "b".repeat(2 * 1024 * 1024);
const WORDS100K = "lorem ipsum dolor ".repeat(Math.ceil((100 * 1024) / 18));

/** `make`, run the first time only (the large bodies are built once per run, not per request). */
function once<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
}

function nested(depth: number, leaf: unknown, kind: "object" | "array"): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = kind === "object" ? { a: value } : [value];
  return value;
}

/** Text a person (or an attacker) might type into any field. */
export const STRING_VALUES: Named<string>[] = [
  ["empty", ""],
  ["spaces", "   "],
  ["nul", "\u0000"],
  ["nul-inside", "Ana\u0000Lima"],
  ["control-chars", "a\u0001b\u0007c\b\u001b[31md\u007f"],
  ["crlf", "line1\r\nline2\rline3\n"],
  ["tab-vt-ff", "a\tb\u000bc\u000cd"],
  ["lone-high-surrogate", "Ana\ud800"],
  ["lone-low-surrogate", "\udfffLima"],
  ["rtl-override", "\u202eanA aniL"],
  ["rtl-marks", "\u200f\u200eAna\u061c"],
  ["zero-width", "A\u200bn\u200da\ufeff"],
  ["combining", "Zoe\u0301\u0308\u0308\u0308"],
  ["emoji", "👩‍👩‍👧‍👦 Family 🏫"],
  ["astral", "𝔄𝔫𝔞 𠜎"],
  ["nonchar", "\uffff\ufffe"],
  ["sql-quote", "O'Brien' OR '1'='1"],
  ["sql-comment", "x'; DROP TABLE users; --"],
  ["sql-union", "' UNION ALL SELECT NULL --"],
  ["sql-like", "%_\\%\\_%"],
  ["sql-backslash", "\\'\\\\"],
  ["sql-dollar", "$1 $$ $tag$"],
  ["html-script", "<script>alert(1)</script>"],
  ["html-img", '"><img src=x onerror=alert(1)>'],
  ["template", "{{7*7}} ${7*7} <%= 7*7 %>"],
  ["csv-formula", '=HYPERLINK("http://x")'],
  ["path-traversal", "../../../../etc/passwd"],
  ["url", "javascript:alert(1)"],
  ["numberish", "1e309"],
  ["nan", "NaN"],
  ["negative-zero", "-0"],
  ["big-integer", "99999999999999999999999"],
  ["hex", "0x1F"],
  ["date-feb-30", "2026-02-30"],
  ["date-month-13", "2026-13-01"],
  ["date-zero", "0000-00-00"],
  ["date-far", "+275760-09-13"],
  ["date-loose", "2026-2-3"],
  ["not-a-date", "not-a-date"],
  ["datetime", "2026-02-28T25:61:00Z"],
  ["email-plus", "a+b@example.com"],
  ["email-idn", "zoë@exämple.com"],
  ["email-long", `${"a".repeat(250)}@example.com`],
  ["email-bare", "@"],
  ["uuid-nil", "00000000-0000-0000-0000-000000000000"],
  ["proto", "__proto__"],
  ["constructor", "constructor"],
  ["long-1k", "x".repeat(1000)],
  ["long-10k", "y".repeat(10_000)],
  ["huge-100k", KB100],
  ["huge-100k-words", WORDS100K],
  ["huge-2m", MB2],
];

/** A value of another type than the field's. */
export const WRONG_TYPES: Named<unknown>[] = [
  ["null", null],
  ["true", true],
  ["false", false],
  ["zero", 0],
  ["minus-one", -1],
  ["fraction", 1.5],
  ["max-double", 1.7976931348623157e308],
  ["min-double", -1.7976931348623157e308],
  ["unsafe-integer", Number.MAX_SAFE_INTEGER + 1],
  ["json-1e309", new RawJson("1e309")],
  ["json-minus-0", new RawJson("-0")],
  ["empty-array", []],
  ["string-array", ["a", "b"]],
  ["null-array", [null]],
  ["empty-object", {}],
  ["object", { value: "x" }],
  ["operator-object", { $gt: "" }],
  ["proto-object", JSON.parse('{"__proto__":{"polluted":true}}') as unknown],
  ["deep-object-1000", nested(1000, "x", "object")],
  ["deep-array-1000", nested(1000, 1, "array")],
  ["long-array", Array.from({ length: 10_000 }, (_, i) => i)],
];

/** Values just inside and just outside the limits the schema states for this field. */
export function boundaryValues(field: FieldInfo): Named<unknown>[] {
  const values: Named<unknown>[] = [];
  if (field.minLength !== undefined && field.minLength > 0) values.push(["min-length-1", "m".repeat(field.minLength - 1)]);
  if (field.maxLength !== undefined) {
    values.push(["max-length", "M".repeat(field.maxLength)]);
    values.push(["max-length+1", "M".repeat(field.maxLength + 1)]);
  }
  if (field.minimum !== undefined) values.push(["minimum-1", field.minimum - 1]);
  if (field.maximum !== undefined) values.push(["maximum+1", field.maximum + 1], ["maximum", field.maximum]);
  if (field.type === "integer" || field.type === "number") values.push(["int32-overflow", 2 ** 31], ["numeric-string", "12"], ["float", 10.5]);
  if (field.type === "boolean") values.push(["string-true", "true"], ["one", 1], ["string-on", "on"]);
  for (const option of field.enum ?? []) {
    if (typeof option === "string" && option) {
      values.push(["enum-upper", option.toUpperCase()], ["enum-padded", ` ${option} `], ["enum-other-valid", option]);
    }
  }
  return values;
}

/**
 * Characters slipped into a valid value: the value still passes its schema (a name with a NUL in
 * the middle is still a name of the right length), so they reach the database and the mails.
 */
export const SPLICES: Named<string>[] = [
  ["nul", "\u0000"],
  ["bell-escape", "\u0007\u001b"],
  ["lone-surrogate", "\ud800"],
  ["rtl-override", "\u202e"],
  ["zero-width", "\u200b"],
  ["crlf", "\r\n"],
  ["quote", "'"],
  ["backslash", "\\"],
  ["like-wildcards", "%_"],
  ["emoji", "😀"],
  ["latin1", "é"],
  ["combining", "\u0301"],
  ["nonchar", "\uffff"],
];

/** One replacement value for `field` (whose valid value is `current`), with its name. */
export function fieldValue(field: FieldInfo | undefined, rng: Rng, current?: unknown): Named<unknown> {
  if (typeof current === "string" && current.length > 0 && rng.chance(0.3)) {
    const [name, inject] = rng.pick(SPLICES);
    const at = rng.int(current.length + 1);
    return [`spliced-${name}`, `${current.slice(0, at)}${inject}${current.slice(at)}`];
  }
  const boundary = field ? boundaryValues(field) : [];
  const pool = rng.weighted<readonly Named<unknown>[]>([
    [STRING_VALUES, 5],
    [WRONG_TYPES, 3],
    [boundary.length ? boundary : STRING_VALUES, 2],
  ]);
  return rng.pick(pool);
}

/** Whole JSON bodies that are not what any route expects. */
export const JSON_BODIES: Named<() => Buffer>[] = [
  ["empty", () => Buffer.alloc(0)],
  ["whitespace", () => Buffer.from(" \n\t ")],
  ["truncated-object", () => Buffer.from('{"a":')],
  ["trailing-comma", () => Buffer.from('{"a":1,}')],
  ["single-quotes", () => Buffer.from("{'a':1}")],
  ["unterminated-string", () => Buffer.from('{"a":"abc')],
  ["bad-escape", () => Buffer.from('{"a":"\\x41"}')],
  ["escaped-nul-key", () => Buffer.from('{"\\u0000":"\\u0000"}')],
  ["escaped-lone-surrogate", () => Buffer.from('{"a":"\\ud800"}')],
  ["nan-literal", () => Buffer.from('{"a":NaN}')],
  ["duplicate-keys", () => Buffer.from('{"a":1,"a":{"b":2}}')],
  ["proto-pollution", () => Buffer.from('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}')],
  ["bom", () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("{}")])],
  ["utf16le", () => Buffer.from("{}", "utf16le")],
  ["invalid-utf8", () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xae, 0xed, 0xa0, 0x80, 0x22, 0x7d])],
  ["raw-nul-bytes", () => Buffer.from([0x7b, 0x00, 0x7d])],
  ["null", () => Buffer.from("null")],
  ["number", () => Buffer.from("123")],
  ["huge-number", () => Buffer.from("1e309")],
  ["string", () => Buffer.from('"hello"')],
  ["true", () => Buffer.from("true")],
  ["array", () => Buffer.from("[]")],
  ["array-of-object", () => Buffer.from("[{}]")],
  ["deep-array-1000", () => Buffer.from(`${"[".repeat(1000)}${"]".repeat(1000)}`)],
  ["deep-object-1000", () => Buffer.from(`${'{"a":'.repeat(1000)}1${"}".repeat(1000)}`)],
  ["deep-array-100000", () => Buffer.from(`${"[".repeat(100_000)}${"]".repeat(100_000)}`)],
  ["many-keys", once(() => Buffer.from(toJson(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])))))],
  ["huge-2m", once(() => Buffer.from(toJson({ a: MB2 })))],
];

/** Content types sent with the route's own (valid) JSON body, unless `body` replaces it. */
export const CONTENT_TYPES: Named<{ type?: string; body?: (json: string) => Buffer }>[] = [
  ["none", { type: undefined }],
  ["empty", { type: "" }],
  ["text-plain", { type: "text/plain" }],
  ["text-plain-utf8", { type: "text/plain; charset=utf-8" }],
  ["form-urlencoded", { type: "application/x-www-form-urlencoded", body: () => Buffer.from("parent_name=Ana&email=a%40example.com&a[b]=c&x=%00") }],
  ["multipart-no-boundary", { type: "multipart/form-data" }],
  ["multipart-empty-boundary", { type: "multipart/form-data; boundary=" }],
  [
    "multipart-truncated",
    { type: "multipart/form-data; boundary=XyZ", body: () => Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="parent_name"\r\n\r\nAna') },
  ],
  [
    "multipart-fields",
    { type: "multipart/form-data; boundary=XyZ", body: () => Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--XyZ--\r\n') },
  ],
  ["multipart-mixed", { type: "multipart/mixed; boundary=XyZ" }],
  ["json-utf16-charset", { type: "application/json; charset=utf-16" }],
  ["json-latin1-charset", { type: "application/json; charset=latin1" }],
  ["json-bogus-charset", { type: "application/json; charset=x-bogus-42" }],
  ["json-utf16-body", { type: "application/json; charset=utf-16le", body: (json) => Buffer.from(json, "utf16le") }],
  ["json-extra-params", { type: "application/json;;; boundary=x; q=0.1" }],
  ["json-upper", { type: "APPLICATION/JSON" }],
  ["json-list", { type: "application/json, text/plain" }],
  ["json-suffix", { type: "application/vnd.api+json" }],
  ["xml", { type: "application/xml", body: () => Buffer.from('<?xml version="1.0"?><a>b</a>') }],
  ["octet-stream", { type: "application/octet-stream" }],
  ["wildcard", { type: "*/*" }],
  ["garbage", { type: "\u00ff\u00fe/\u00e9; ;=" }],
  ["huge-type", { type: `application/json; x=${"a".repeat(8000)}` }],
];

/** Another spelling of the same path (or a path beside it): encoded, dot segments, odd separators. */
export const PATH_VARIANTS: Named<(path: string, rng: Rng) => string>[] = [
  ["encoded-api", (p) => p.replace(/^\/api\//, "/%61pi/")],
  ["encoded-api-upper-hex", (p) => p.replace(/^\/api\//, "/%41PI/")],
  [
    "encoded-letter",
    (p, rng) => {
      const letters = [...p.matchAll(/[a-z]/g)].map((m) => m.index);
      const i = rng.pick(letters);
      return `${p.slice(0, i)}%${p.charCodeAt(i).toString(16)}${p.slice(i + 1)}`;
    },
  ],
  ["encoded-slash", (p) => p.replace(/\/([^/]*)$/, "%2F$1")],
  ["dot-segment", (p) => p.replace(/^\/api\//, "/api/./")],
  ["encoded-dot-segment", (p) => p.replace(/^\/api\//, "/api/%2e/")],
  ["dot-dot", (p) => p.replace(/^\/api\//, "/api/x/../")],
  ["encoded-dot-dot", (p) => p.replace(/^\/api\//, "/api/%2e%2e/api/")],
  ["overlong-dot-dot", (p) => p.replace(/^\/api\//, "/api/%c0%ae%c0%ae/api/")],
  ["double-slash-start", (p) => `/${p}`],
  ["double-slash", (p) => p.replace(/^\/api\//, "/api//")],
  ["trailing-slash", (p) => `${p}/`],
  ["trailing-dot", (p) => `${p}/.`],
  ["upper-case", (p) => p.toUpperCase()],
  ["matrix-param", (p) => `${p};jsessionid=1`],
  ["nul-suffix", (p) => `${p}%00`],
  ["nul-segment", (p) => p.replace(/^\/api\//, "/api/%00/")],
  ["bad-percent", (p) => `${p}%`],
  ["bad-percent-hex", (p) => `${p}%zz`],
  ["truncated-utf8", (p) => `${p}%E0%A4%A`],
  ["invalid-utf8", (p) => `${p}%FF%FE`],
  ["latin1-byte", (p) => `${p}\u00e9`],
  ["backslash", (p) => p.replace(/^\/api\//, "/api\\")],
  ["fragment", (p) => `${p}#frag`],
  ["empty-query", (p) => `${p}?`],
  ["long-segment", (p) => `${p}/${"s".repeat(10_000)}`],
  ["absolute-form", (p) => `http://127.0.0.1${p}`],
];

/** Path ids that are not the id of anything. */
export const PARAM_JUNK: Named<string>[] = [
  ["empty", ""],
  ["null", "null"],
  ["undefined", "undefined"],
  ["zero", "0"],
  ["minus-one", "-1"],
  ["huge-number", "1e309"],
  ["nul", "%00"],
  ["nul-in-uuid", "00000000-0000-4000-8000-%0000000000000"],
  ["dot-dot", ".."],
  ["encoded-dot-dot", "%2e%2e"],
  ["encoded-slash", "a%2Fb"],
  ["uuid-nil", "00000000-0000-0000-0000-000000000000"],
  ["uuid-max", "ffffffff-ffff-ffff-ffff-ffffffffffff"],
  ["uuid-braces", "%7B3f2504e0-4f89-41d3-9a0c-0305e82c3301%7D"],
  ["uuid-no-dashes", "3f2504e04f8941d39a0c0305e82c3301"],
  ["uuid-short", "3f2504e0-4f89-41d3-9a0c-0305e82c330"],
  ["uuid-long", "3f2504e0-4f89-41d3-9a0c-0305e82c33011"],
  ["uuid-space", "3f2504e0-4f89-41d3-9a0c-0305e82c3301%20"],
  ["uuid-non-hex", "3f2504e0-4f89-41d3-9a0c-0305e82c33zz"],
  ["app-id-zero", "APP-2026-00000000"],
  ["app-id-lower", "app-2026-abcdefgh"],
  ["app-id-bad-year", "APP-99999-ABCDEFGH"],
  ["sql-quote", "1'%20OR%20'1'='1"],
  ["html", "%3Cscript%3E"],
  ["emoji", "%F0%9F%98%80"],
  ["invalid-utf8", "%FF%FE"],
  ["bad-percent", "%zz"],
  ["latin1-byte", "\u00e9"],
  ["long-10k", "z".repeat(10_000)],
];

/** Query strings for lists (raw: already percent-encoded, or deliberately not). */
export const QUERY_JUNK: Named<string>[] = [
  ["page=-1", "page=-1"],
  ["page=0", "page=0"],
  ["page=1e309", "page=1e309"],
  ["page=NaN", "page=NaN"],
  ["page=Infinity", "page=Infinity"],
  ["page=1.5", "page=1.5"],
  ["page=unsafe", "page=9007199254740993"],
  ["page=huge", "page=99999999999999999999999999"],
  ["page=huge-offset", "page=2147483647&pageSize=100"],
  ["page=hex", "page=0x10"],
  ["page=empty", "page="],
  ["page=spaces", "page=%20%201%20"],
  ["pageSize=99999999", "pageSize=99999999"],
  ["pageSize=0", "pageSize=0"],
  ["pageSize=-5", "pageSize=-5"],
  ["q=%00", "q=%00"],
  ["q=nul-inside", "q=a%00b"],
  ["q=%", "q=%"],
  ["q=%zz", "q=%zz"],
  ["q=like-wildcards", "q=%25_%5C"],
  ["q=quote", "q=O'Brien'%20OR%20'1'='1"],
  ["q=html", "q=%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
  ["q=invalid-utf8", "q=%FF%FE%C0%AE"],
  ["q=lone-surrogate", "q=%ED%A0%80"],
  ["q=emoji", "q=%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7"],
  ["q=10k", `q=${"q".repeat(10_000)}`],
  ["q=100k", `q=${"q".repeat(100_000)}`],
  ["repeated-q", "q=a&q=b"],
  ["repeated-page", "page=1&page=2"],
  ["bracket-array", "q[]=a&q[]=b"],
  ["bracket-object", "q[a]=b&page[x]=1"],
  ["from=2026-02-30", "from=2026-02-30"],
  ["from=not-a-date", "from=not-a-date"],
  ["from=0000-01-01", "from=0000-01-01"],
  ["to=9999-12-31", "from=0001-01-01&to=9999-12-31"],
  ["from=far", "from=%2B275760-09-13"],
  ["from=loose", "from=2026-2-3"],
  ["from=datetime", "from=2026-02-28T25:00:00Z"],
  ["from-after-to", "from=2026-12-31&to=2026-01-01"],
  ["repeated-from", "from=2026-01-01&from=2026-02-01"],
  ["status=unknown", "status=UNKNOWN"],
  ["status=empty", "status="],
  ["role=super_admin", "role=super_admin&state=deactivated"],
  ["unread=weird", "unread=%00"],
  ["needs=bogus", "needs=bogus"],
  ["action=weird", "action=user.%00"],
  ["grade=bogus", "grade=13"],
  ["only-ampersands", "&&&"],
  ["key-no-value", "page&q"],
  ["proto", "__proto__=1&constructor=x"],
  ["many-params", Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join("&")],
];

/** Bodies for the multipart upload route (boundary "FuzzB"), each built when first used; the first is a valid PNG upload. */
export function multipartBodies(png: Buffer): Named<() => { type: string; body: Buffer; chunked?: boolean }>[] {
  const boundary = "FuzzB";
  const type = `multipart/form-data; boundary=${boundary}`;
  const part = (headers: string, content: Buffer | string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`, "latin1"), Buffer.from(content as never), Buffer.from("\r\n")]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const file = (filename: string, content: Buffer | string = png, name = "file", partType = "image/png") =>
    part(`Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${partType}`, content);
  return [
    ["valid-png", () => ({ type, body: Buffer.concat([file("photo.png"), end]) })],
    ["no-parts", () => ({ type, body: end })],
    ["empty-body", () => ({ type, body: Buffer.alloc(0) })],
    ["field-not-file", () => ({ type, body: Buffer.concat([part('Content-Disposition: form-data; name="file"', "text"), end]) })],
    ["wrong-field-name", () => ({ type, body: Buffer.concat([file("photo.png", png, "upload"), end]) })],
    ["two-files", () => ({ type, body: Buffer.concat([file("a.png"), file("b.png"), end]) })],
    [
      "many-fields",
      () => ({
        type,
        body: Buffer.concat([...Array.from({ length: 10 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, "v")), file("a.png"), end]),
      }),
    ],
    ["empty-file", () => ({ type, body: Buffer.concat([file("empty.png", Buffer.alloc(0)), end]) })],
    ["empty-filename", () => ({ type, body: Buffer.concat([file(""), end]) })],
    ["path-filename", () => ({ type, body: Buffer.concat([file("../../etc/passwd.png"), end]) })],
    ["nul-filename", () => ({ type, body: Buffer.concat([file("photo\u0000.png"), end]) })],
    ["control-filename", () => ({ type, body: Buffer.concat([file("pho\u0001to\u001b.png"), end]) })],
    ["rtl-filename", () => ({ type, body: Buffer.concat([file("photo\u202egnp.exe"), end]) })],
    ["latin1-filename", () => ({ type, body: Buffer.concat([file("fot\u00f3.png"), end]) })],
    [
      "invalid-utf8-filename",
      () => ({ type, body: Buffer.concat([part('Content-Disposition: form-data; name="file"; filename="\u00ff\u00fe.png"', png), end]) }),
    ],
    [
      "encoded-filename",
      () => ({ type, body: Buffer.concat([part("Content-Disposition: form-data; name=\"file\"; filename*=UTF-8''%F0%9F%98%80%00.png", png), end]) }),
    ],
    ["long-filename", () => ({ type, body: Buffer.concat([file(`${"n".repeat(5000)}.png`), end]) })],
    ["no-extension", () => ({ type, body: Buffer.concat([file("photo"), end]) })],
    ["exe-as-png", () => ({ type, body: Buffer.concat([file("photo.png", Buffer.from("MZ\u0090\u0000\u0003")), end]) })],
    ["text-file", () => ({ type, body: Buffer.concat([file("notes.txt", "plain words", "file", "text/plain"), end]) })],
    ["no-disposition", () => ({ type, body: Buffer.concat([part("Content-Type: image/png", png), end]) })],
    ["bad-disposition", () => ({ type, body: Buffer.concat([part("Content-Disposition: ;;;=", png), end]) })],
    ["truncated-in-headers", () => ({ type, body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filen`) })],
    [
      "truncated-in-file",
      () => ({
        type,
        body: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`), png.subarray(0, 10)]),
      }),
    ],
    [
      "truncated-chunked",
      () => ({
        type,
        body: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`), png]),
        chunked: true,
      }),
    ],
    ["no-closing-boundary", () => ({ type, body: file("a.png") })],
    ["boundary-mismatch", () => ({ type: "multipart/form-data; boundary=Other", body: Buffer.concat([file("a.png"), end]) })],
    ["no-boundary", () => ({ type: "multipart/form-data", body: Buffer.concat([file("a.png"), end]) })],
    ["huge-boundary", () => ({ type: `multipart/form-data; boundary=${"B".repeat(200)}`, body: Buffer.concat([file("a.png"), end]) })],
    ["too-large", once(() => ({ type, body: Buffer.concat([file("big.png", Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1024)])), end]) }))],
    ["many-header-pairs", () => ({ type, body: Buffer.concat([part(Array.from({ length: 200 }, (_, i) => `X-H${i}: v`).join("\r\n"), png), end]) })],
  ];
}

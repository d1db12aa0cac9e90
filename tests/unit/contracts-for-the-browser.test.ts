/**
 * The browser's build of the contracts and schemas (scripts/vite/contracts-for-the-browser.ts): a
 * contract keeps its method, address and roles and loses its schemas; a computed constant is computed
 * in a function marked pure, to the same value; and every module the plugin declares free of side
 * effects only defines values, so leaving one out changes nothing but the download.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { withoutContractSchemas, withPureSchemas } from "../../scripts/vite/contracts-for-the-browser";

const contractSource = `import { defineContract, FILE, MULTIPART, ok } from "../contract";
export const upload = defineContract({
  method: "POST",
  path: "/api/files",
  roles: STAFF_ROLES,
  body: MULTIPART,
  output: ok(fileSchema.extend({ size: z.number() })),
});
export const download = defineContract({ method: "GET", path: "/api/files/:id", roles: STAFF_ROLES, query: downloadQuerySchema, output: FILE });
export const rename = defineContract({
  method: "PATCH",
  path: "/api/files/:id",
  roles: STAFF_ROLES,
  body: z.object({ name: z.string().min(1) }),
  output: done,
});
`;

/** Runs a module's TypeScript with `z` and returns its exports (the modules here import nothing else). */
function evaluate(source: string): Record<string, unknown> {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, unknown> = {};
  new Function("exports", "z", js)(exports, z);
  return exports;
}

describe("withoutContractSchemas", () => {
  const code = withoutContractSchemas(contractSource, "files.ts")!;

  it("replaces each schema of a contract (query, body, answer) with undefined", () => {
    expect(code).not.toMatch(/ok\(|fileSchema|downloadQuerySchema|z\.object|done/);
    expect(code.match(/output: undefined/g)).toHaveLength(2);
    expect(code).toContain("query: undefined");
    expect(code).toContain("body: undefined");
  });

  it("keeps the method, the address, the roles and the words MULTIPART and FILE", () => {
    for (const kept of ['method: "POST"', 'path: "/api/files/:id"', "roles: STAFF_ROLES", "body: MULTIPART", "output: FILE", "defineContract({"]) {
      expect(code).toContain(kept);
    }
  });

  it("leaves a module without contracts alone", () => {
    expect(withoutContractSchemas("export const a = z.string();", "a.ts")).toBeNull();
  });
});

describe("withPureSchemas", () => {
  const source = `export const LIMIT = 3;
export const WORDS = { tooMany: "Too many" } as const;
export const nameSchema = z.string().trim().min(1).max(LIMIT, WORDS.tooMany);
export const personSchema = z.object({ name: nameSchema, pets: z.array(z.string()).max(LIMIT) });
export const petsSchema = personSchema.shape.pets;
export const build = (max: number) => z.string().max(max);
`;
  const code = withPureSchemas(source, "person.ts")!;

  it("computes each computed constant in a function marked pure, and nothing else", () => {
    expect(code.match(/\/\* @__PURE__ \*\/ \(\(\) => \(/g)).toHaveLength(3);
    expect(code).toContain("export const LIMIT = 3;");
    expect(code).toContain('export const WORDS = { tooMany: "Too many" } as const;');
    expect(code).toContain("export const build = (max: number) => z.string().max(max);");
  });

  it("gives the same values", () => {
    const before = evaluate(source);
    const after = evaluate(code);
    const person = { name: " Ada ", pets: ["cat"] };
    expect((after.personSchema as z.ZodType).parse(person)).toEqual((before.personSchema as z.ZodType).parse(person));
    expect((after.nameSchema as z.ZodType).safeParse("abcd").error?.issues[0]?.message).toBe("Too many");
    expect((after.petsSchema as z.ZodType).safeParse(["a", "b", "c", "d"]).success).toBe(false);
  });
});

describe("the modules built without side effects", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const files = ["common/api", "common/schemas", "common/types", "common/learning"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .map((file) => path.join(dir, file)),
  );
  const DEFINITIONS = new Set([
    ts.SyntaxKind.ImportDeclaration,
    ts.SyntaxKind.ExportDeclaration,
    ts.SyntaxKind.VariableStatement,
    ts.SyntaxKind.FunctionDeclaration,
    ts.SyntaxKind.InterfaceDeclaration,
    ts.SyntaxKind.TypeAliasDeclaration,
  ]);

  it.each(files)("%s only defines values (no statement that does something when it is loaded)", (file) => {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
    // An import for its side effects alone (import "./x") would be dropped with the module too.
    const doing = source.statements
      .filter((statement) => !DEFINITIONS.has(statement.kind) || (ts.isImportDeclaration(statement) && !statement.importClause))
      .map((statement) => statement.getText(source).slice(0, 80));
    expect(doing).toEqual([]);
  });
});

/**
 * The browser's copy of the endpoint contracts (common/api/, docs/decisions/0023) without their
 * schemas: the app calls an endpoint by its method and address (app/lib/api.ts `call`, `href`), and
 * only the server checks a query, a body or an answer against the contract's schemas. Left in, every
 * schema of every endpoint the app can call was built when a page's scripts started (about 90 KB of
 * code and a tenth of a second of a phone's time before the page answered a tap; docs/decisions/0030).
 * A form still imports the schema it validates with directly, so that one stays in its own chunk.
 * The rules beside them (common/learning) are built the same way.
 */
import ts from "typescript";
import type { Plugin } from "vite";

/** The contract's parts that are schemas, for the server only; `MULTIPART` and `FILE` are kept (words, not schemas). */
const SCHEMA_KEYS = new Set(["query", "body", "output"]);
const KEPT_VALUES = new Set(["MULTIPART", "FILE"]);

/** `source` with the schema values of every `defineContract({...})` call replaced by `undefined`, or null when it has none. */
export function withoutContractSchemas(source: string, fileName: string): string | null {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: { start: number; end: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "defineContract") {
      const [contract] = node.arguments;
      if (contract && ts.isObjectLiteralExpression(contract)) {
        for (const property of contract.properties) {
          if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name) || !SCHEMA_KEYS.has(property.name.text)) continue;
          if (ts.isIdentifier(property.initializer) && KEPT_VALUES.has(property.initializer.text)) continue;
          cuts.push({ start: property.initializer.getStart(file), end: property.initializer.getEnd() });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (cuts.length === 0) return null;
  let code = source;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) code = `${code.slice(0, cut.start)}undefined${code.slice(cut.end)}`;
  return code;
}

/**
 * `source` with every top-level constant that is computed (a schema: `z.object({ id: z.string() })`,
 * `ok(...)`, `other.shape.name`) computed by a function called in its place and marked pure, so the
 * bundler leaves out what no screen of the page uses, or null when there is none. The value is the
 * same, computed at the same moment; a mark on the expression itself would cover its outer call only,
 * not the calls and property reads inside it.
 */
export function withPureSchemas(source: string, fileName: string): string | null {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const wraps: { start: number; end: number }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (!value || ts.isFunctionLike(value) || ts.isLiteralExpression(value) || ts.isIdentifier(value)) continue;
      if (!hasCallOrRead(value)) continue;
      wraps.push({ start: value.getStart(file), end: value.getEnd() });
    }
  }
  if (wraps.length === 0) return null;
  let code = source;
  for (const { start, end } of wraps.sort((a, b) => b.start - a.start)) {
    code = `${code.slice(0, start)}/* @__PURE__ */ (() => (${code.slice(start, end)}))()${code.slice(end)}`;
  }
  return code;
}

/** Whether evaluating `node` calls something or reads a property (outside the functions it defines). */
function hasCallOrRead(node: ts.Node): boolean {
  if (ts.isFunctionLike(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return true;
  return ts.forEachChild(node, hasCallOrRead) ?? false;
}

export function contractsForTheBrowser(): Plugin {
  return {
    name: "contracts-for-the-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /[\\/]common[\\/](api|schemas|types|learning)[\\/].*\.ts$/ },
      handler(source, id) {
        const stripped = /[\\/]api[\\/]/.test(id) ? (withoutContractSchemas(source, id) ?? source) : source;
        // These modules only define values (a check in tests/unit/contracts-for-the-browser.test.ts):
        // one that nothing on a page uses is left out with its imports.
        return { code: withPureSchemas(stripped, id) ?? stripped, map: null, moduleSideEffects: false };
      },
    },
  };
}

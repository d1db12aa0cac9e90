/**
 * The import boundaries of docs/architecture.md ("Boundaries"), read from the code itself: every
 * import of every .ts/.tsx file under app/, common/, server/ and scripts/ (import and export
 * declarations, `import()` calls and `import("...")` types, type-only ones too), parsed with the
 * TypeScript compiler, resolved (`~/` is app/, `#common/` is common/, relative paths from the file), and judged by the rules
 * below. tests/unit/boundaries.test.ts runs it over the tree and over planted violations.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface SourceFile {
  /** Repository-relative, with forward slashes: "app/features/tour/tour-form.tsx". */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  specifier: string;
  target: string;
  rule: string;
}

/** The folders whose code the rules speak about. */
export const CHECKED_ROOTS = ["app", "common", "server", "scripts"] as const;

/**
 * Feature groups: under app/features/<group>/ every folder <group>/<area> is a feature of its own,
 * and the files directly in app/features/<group>/ are the group's shared module (query keys), which
 * any of its areas may import and which imports none of them.
 */
export const FEATURE_GROUPS = ["admin", "learning"] as const;

const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = [".ts", ".tsx", ".d.ts", "/index.ts", "/index.tsx"];

/** Every .ts/.tsx file under the checked roots of `repo`. */
export function readSourceTree(repo: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE.test(name)) files.push({ path: path.relative(repo, full).split(path.sep).join("/"), text: readFileSync(full, "utf8") });
    }
  };
  for (const root of CHECKED_ROOTS) if (existsSync(path.join(repo, root))) walk(path.join(repo, root));
  return files;
}

const parsed = new WeakMap<SourceFile, string[]>();

/** The module specifiers a file names, in order (parsed once a file). */
export function importsOf(file: SourceFile): string[] {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, file.path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.push(first.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, found);
  return found;
}

/**
 * The repository-relative file a specifier names, or null for a package. `known` is the set of
 * file paths that exist, so "./admin" finds "./admin/index.ts" and "./tour" finds "./tour.ts".
 */
export function resolveImport(from: string, specifier: string, known: ReadonlySet<string>): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.posix.join("app", specifier.slice(2));
  else if (specifier.startsWith("#common/")) base = path.posix.join("common", specifier.slice("#common/".length));
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  if (known.has(base)) return base;
  for (const ext of EXTENSIONS) if (known.has(base + ext)) return base + ext;
  return base;
}

/** The layer of a path: app, common, server, scripts, or outside (tests, configuration). */
function layerOf(file: string) {
  const top = file.split("/")[0]!;
  return (CHECKED_ROOTS as readonly string[]).includes(top) ? top : "outside";
}

/** "tour", "admin/people", "admin" (the admin group's shared files), or null outside app/features. */
export function featureOf(file: string): string | null {
  const parts = file.split("/");
  if (parts[0] !== "app" || parts[1] !== "features" || parts.length < 4) return null;
  const name = parts[2]!;
  if ((FEATURE_GROUPS as readonly string[]).includes(name)) return parts.length >= 5 ? `${name}/${parts[3]}` : name;
  return name;
}

const isGroup = (feature: string) => (FEATURE_GROUPS as readonly string[]).includes(feature);

/** A route module: a file under server/routes/ that is not a registration file (index.ts). */
export function isRouteModule(file: string) {
  return file.startsWith("server/routes/") && !/\/index\.tsx?$/.test(file);
}

/** Registration files: server/api.ts and every server/routes/**\/index.ts; only they import route modules. */
export function isRegistrationFile(file: string) {
  return file === "server/api.ts" || (file.startsWith("server/routes/") && /\/index\.tsx?$/.test(file));
}

/** The rule `from` breaks by importing `target`, or null. */
export function brokenRule(from: string, target: string): string | null {
  const fromLayer = layerOf(from);
  const targetLayer = layerOf(target);
  if (fromLayer === "common" && targetLayer !== "common") return `common imports only common (and packages), not ${targetLayer}`;
  if (fromLayer === "server" && targetLayer === "app") return "server does not import app";
  if (fromLayer === "app" && targetLayer === "server") return "app does not import server";
  if (fromLayer === "app" && (targetLayer === "scripts" || targetLayer === "outside"))
    return `app does not import ${targetLayer === "outside" ? target.split("/")[0] : "scripts"}`;
  if (fromLayer === "server" && (targetLayer === "scripts" || targetLayer === "outside"))
    return `server does not import ${targetLayer === "outside" ? target.split("/")[0] : "scripts"}`;

  if (/^app\/(components|lib)\//.test(from) && /^app\/(features|routes)\//.test(target)) {
    return `app/${from.split("/")[1]} does not import app/${target.split("/")[1]}`;
  }
  const fromFeature = featureOf(from);
  const targetFeature = featureOf(target);
  if (fromFeature && targetFeature && fromFeature !== targetFeature) {
    const groupShared = isGroup(targetFeature) && fromFeature.startsWith(`${targetFeature}/`);
    if (!groupShared) return `a feature does not import another feature (${fromFeature} -> ${targetFeature})`;
  }
  if (isRouteModule(target) && !isRegistrationFile(from)) {
    return isRouteModule(from)
      ? "a route module does not import another route module (shared helpers live outside server/routes/)"
      : "only registration files (server/api.ts, server/routes/**/index.ts) import route modules";
  }
  return null;
}

/** Every import of `files` that breaks a rule, in file order. */
export function checkBoundaries(files: readonly SourceFile[]): Violation[] {
  const known = new Set(files.map((file) => file.path));
  const violations: Violation[] = [];
  for (const file of files) {
    for (const specifier of importsOf(file)) {
      const target = resolveImport(file.path, specifier, known);
      if (target === null) continue;
      const rule = brokenRule(file.path, target);
      if (rule) violations.push({ file: file.path, specifier, target, rule });
    }
  }
  return violations;
}

/** One line a violation, for a failure message a person can read. */
export function describeViolations(violations: readonly Violation[]): string[] {
  return violations.map((v) => `${v.file} imports "${v.specifier}" (${v.target}): ${v.rule}`);
}

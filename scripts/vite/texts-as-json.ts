/**
 * Each file of texts (the "texts-<language>-<part>" chunks of vite.config.ts) as one `JSON.parse` of its
 * merged catalogue, in the browser's build (issue 37). Built as the sources write them, a part is some
 * twenty object literals merged by spreads; evaluating the family's signed-in English texts (1,841
 * messages) took 24 ms of a fresh /parent's load at full speed on the development machine (CPU profile),
 * 4 to 8 ms as one JSON.parse, and a module of them alone 151 ms from import to object against 72 ms:
 * V8 reads JSON faster than an object literal, and no spread copies the messages a second time.
 *
 * The chunk is read, not run: every value must be a string, every spread a catalogue defined above it
 * in the chunk; anything else fails the build, so a file of texts never silently ships half-converted.
 */
import type { Plugin } from "vite";

/** The ESTree shapes a file of texts is made of (what the parser gives, narrowed to what is read here). */
interface Node {
  type: string;
  [key: string]: unknown;
}

const TEXTS_CHUNK = /^texts-[a-z]{2}-[\w-]+$/;

function fail(chunk: string, what: string): never {
  throw new Error(`texts-as-json: ${chunk} is not a file of texts only (${what}); see scripts/vite/texts-as-json.ts`);
}

/** A property's key as written: "a.b", a, or a number. */
function keyOf(chunk: string, key: Node, computed: unknown): string {
  if (computed) fail(chunk, "a computed key");
  if (key.type === "Identifier") return key.name as string;
  if (key.type === "Literal" && (typeof key.value === "string" || typeof key.value === "number")) return String(key.value);
  return fail(chunk, `a key of type ${key.type}`);
}

/** A message: a string literal or a template without values. */
function textOf(chunk: string, value: Node): string {
  if (value.type === "Literal" && typeof value.value === "string") return value.value;
  if (value.type === "TemplateLiteral" && (value.expressions as Node[]).length === 0) {
    const [quasi] = value.quasis as { value: { cooked: string | null } }[];
    if (quasi?.value.cooked != null) return quasi.value.cooked;
  }
  return fail(chunk, `a value of type ${value.type}`);
}

function catalogueOf(chunk: string, object: Node, defined: ReadonlyMap<string, Record<string, string>>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const property of object.properties as Node[]) {
    if (property.type === "SpreadElement") {
      const argument = property.argument as Node;
      const spread = argument.type === "Identifier" ? defined.get(argument.name as string) : undefined;
      if (!spread) fail(chunk, "a spread of something other than a catalogue above it");
      Object.assign(messages, spread);
    } else if (property.type === "Property" && property.kind === "init" && !property.method) {
      messages[keyOf(chunk, property.key as Node, property.computed)] = textOf(chunk, property.value as Node);
    } else {
      fail(chunk, `a property of type ${property.type}`);
    }
  }
  return messages;
}

/**
 * What a file of texts holds, read from its top-level statements: its catalogues (by local name), the
 * namespaces the bundler made of some (`n({staff: () => m})`, rolldown's runtime helper, for a module
 * imported whole), and what it exports (exported name to local name).
 */
interface TextsFile {
  catalogues: Map<string, Record<string, string>>;
  namespaces: Map<string, Map<string, string>>;
  exports: Map<string, string>;
}

function readTextsFile(chunk: string, program: Node): TextsFile {
  const file: TextsFile = { catalogues: new Map(), namespaces: new Map(), exports: new Map() };
  const helpers = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type === "ImportDeclaration" && /rolldown-runtime/.test(String((statement.source as Node).value))) {
      for (const specifier of statement.specifiers as Node[]) helpers.add((specifier.local as Node).name as string);
    } else if (statement.type === "VariableDeclaration") {
      for (const declarator of statement.declarations as Node[]) {
        const id = declarator.id as Node;
        const init = declarator.init as Node | null;
        if (id.type !== "Identifier" || !init) fail(chunk, "a declaration of something other than a catalogue");
        if (init.type === "ObjectExpression") file.catalogues.set(id.name as string, catalogueOf(chunk, init, file.catalogues));
        else file.namespaces.set(id.name as string, namespaceOf(chunk, init, helpers));
      }
    } else if (statement.type === "ExportNamedDeclaration" && !statement.declaration && !statement.source) {
      for (const specifier of statement.specifiers as Node[]) {
        file.exports.set((specifier.exported as Node).name as string, (specifier.local as Node).name as string);
      }
    } else {
      fail(chunk, `a statement of type ${statement.type}`);
    }
  }
  for (const local of [...file.exports.values(), ...[...file.namespaces.values()].flatMap((members) => [...members.values()])]) {
    if (!file.catalogues.has(local) && !file.namespaces.has(local)) fail(chunk, `an export of ${local}, which is not a catalogue`);
  }
  return file;
}

/** `helper({ name: () => catalogue, ... })`: each member's local name. */
function namespaceOf(chunk: string, init: Node, helpers: ReadonlySet<string>): Map<string, string> {
  const [argument, ...rest] = (init.arguments as Node[] | undefined) ?? [];
  const callee = init.callee as Node | undefined;
  if (
    init.type !== "CallExpression" ||
    callee?.type !== "Identifier" ||
    !helpers.has(callee.name as string) ||
    argument?.type !== "ObjectExpression" ||
    rest.length > 0
  ) {
    return fail(chunk, `a declaration of type ${init.type}`);
  }
  const members = new Map<string, string>();
  for (const property of argument.properties as Node[]) {
    const getter = property.value as Node | undefined;
    const body = getter?.body as Node | undefined;
    if (property.type !== "Property" || getter?.type !== "ArrowFunctionExpression" || body?.type !== "Identifier")
      fail(chunk, "a namespace member other than a catalogue");
    members.set(keyOf(chunk, property.key as Node, property.computed), body.name as string);
  }
  return members;
}

/** A file of texts as one JSON.parse per catalogue it exports (itself or in a namespace), under the same names. */
export function textsModule(file: TextsFile): string {
  const constants = new Map<string, string>();
  const constant = (local: string) => {
    if (!constants.has(local)) constants.set(local, `t${constants.size}`);
    return constants.get(local)!;
  };
  const valueOf = (local: string): string => {
    const members = file.namespaces.get(local);
    if (!members) return constant(local);
    return `Object.freeze({__proto__:null,${[...members].map(([name, member]) => `${JSON.stringify(name)}:${valueOf(member)}`).join(",")}})`;
  };
  const exported = [...file.exports].map(([name, local]) => [name, valueOf(local)] as const);
  const declarations = [...constants].map(([local, name]) => `const ${name}=JSON.parse(${JSON.stringify(JSON.stringify(file.catalogues.get(local)))});`);
  const exportedValues = exported.map(([name, value], index) => [name, value, `e${index}`] as const);
  return [
    ...declarations,
    ...exportedValues.map(([, value, local]) => `const ${local}=${value};`),
    `export{${exportedValues.map(([name, , local]) => `${local} as ${name}`).join(",")}};`,
  ].join("");
}

export function textsAsJson(): Plugin {
  return {
    name: "texts-as-json",
    // The server's build keeps the sources' form: it reads each catalogue once, at start-up.
    applyToEnvironment: (environment) => environment.name === "client",
    renderChunk(code, chunk) {
      if (!TEXTS_CHUNK.test(chunk.name)) return null;
      // Only rolldown's runtime, whose helper makes a namespace object, which the new module writes itself.
      if (chunk.imports.some((file) => !/rolldown-runtime/.test(file)) || chunk.dynamicImports.length > 0) fail(chunk.name, "an import");
      const file = readTextsFile(chunk.name, this.parse(code) as unknown as Node);
      if (file.exports.size === 0) fail(chunk.name, "no export");
      return { code: textsModule(file), map: null };
    },
  };
}

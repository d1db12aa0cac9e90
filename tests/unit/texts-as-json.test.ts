/**
 * scripts/vite/texts-as-json.ts: a file of texts, as rolldown writes it, becomes one JSON.parse per
 * catalogue with the same exports and the same messages; anything but texts fails the build.
 */
import { parseAst } from "rolldown/parseAst";
import { describe, expect, it } from "vitest";
import { textsAsJson } from "../../scripts/vite/texts-as-json";

type RenderChunk = (
  this: { parse: typeof parseAst },
  code: string,
  chunk: { name: string; imports: string[]; dynamicImports: string[] },
) => { code: string } | null;

function render(code: string, name = "texts-en-shell", imports: string[] = []) {
  const plugin = textsAsJson();
  return (plugin.renderChunk as unknown as RenderChunk).call({ parse: parseAst }, code, { name, imports, dynamicImports: [] });
}

/** The module's exports, run as the browser runs it (rolldown's runtime helper made available as it imports it). */
async function exportsOf(code: string): Promise<Record<string, unknown>> {
  const runtime = `data:text/javascript,${encodeURIComponent("export const n=(all)=>{const o={};for(const k in all)Object.defineProperty(o,k,{get:all[k],enumerable:true});return o;};")}`;
  const module = code.replace(/"\.\/rolldown-runtime-[\w-]+\.js"/, JSON.stringify(runtime));
  return { ...(await import(`data:text/javascript,${encodeURIComponent(module)}`)) };
}

// The shapes rolldown gives a part: areas as literals (strings and templates), a merge by spreads, a
// namespace for a part imported whole, and the runtime's helper imported for it.
const BUILT = [
  `import{n as e}from"./rolldown-runtime-XKyaHtl9.js";`,
  'var a={"child.hello":`Hello, {name}!`,"child.bye":"Bye",plain:`It\'s \\`done\\``},',
  'r={"errors.network":`No connection.`,7:"seven"},',
  "p=e({staff:()=>m}),",
  'm={...a,...r,"portal.messages.translation.label":`Translated automatically`};',
  "export{a as i,p as n,m as t};",
].join("");

describe("the files of texts as JSON", () => {
  it("keeps every export and every message, as one JSON.parse per catalogue and no import", async () => {
    const out = render(BUILT, "texts-en-shell", ["rolldown-runtime-XKyaHtl9.js"])!;
    expect(out.code).not.toContain("import");
    expect(out.code.match(/JSON\.parse/g)).toHaveLength(2);
    const [before, after] = [await exportsOf(BUILT), await exportsOf(out.code)];
    expect(Object.keys(after).sort()).toEqual(["i", "n", "t"]);
    expect(after.i).toEqual(before.i);
    expect(after.t).toEqual(before.t);
    expect({ ...(after.n as object) }).toEqual({ ...(before.n as object) });
    expect(after.t).toEqual({
      "child.hello": "Hello, {name}!",
      "child.bye": "Bye",
      plain: "It's `done`",
      "errors.network": "No connection.",
      "7": "seven",
      "portal.messages.translation.label": "Translated automatically",
    });
  });

  it("leaves every other file alone", () => {
    expect(render("var a=1;export{a as t};", "framework")).toBeNull();
  });

  it("fails the build on anything but texts", () => {
    expect(() => render('var a={"x":`${y}`};export{a as t};')).toThrow(/texts-en-shell is not a file of texts only \(a value of type TemplateLiteral\)/);
    expect(() => render('var a={"x":1+1};export{a as t};')).toThrow(/a value of type BinaryExpression/);
    expect(() => render("var a={...b};export{a as t};")).toThrow(/a spread of something other than a catalogue above it/);
    expect(() => render('var a={"x":"y"};console.log(a);export{a as t};')).toThrow(/a statement of type ExpressionStatement/);
    expect(() => render('var a={"x":"y"};export{a as t};', "texts-en-shell", ["framework-X.js"])).toThrow(/an import/);
  });
});

import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";

/*
 * Every JSON answer the client reads is typed in shared/, where the route that sends it checks it too. This reads
 * the client's code with the TypeScript compiler: the type given to each read of an answer (useQuery<T>,
 * apiJson<T>, uploadWithProgress<T>, and `.json()` or `JSON.parse(...)` cast with `as T`) may name only types
 * declared in shared/, the language's own (Record, Partial...) and generic parameters: no type written on the
 * client, and no object type spelt out in place.
 */

const root = path.resolve(import.meta.dirname, "..");
const clientRoot = path.join(root, "client", "src");
const READERS = new Set(["useQuery", "useSuspenseQuery", "useInfiniteQuery", "apiJson", "uploadWithProgress"]);

const clientFiles = () =>
  readdirSync(clientRoot, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|\/)test\//.test(file))
    .map((file) => path.join(clientRoot, file));

/** The client's files under the project's compiler options; `extra` adds files that exist only in memory. */
function program(files: string[], extra = new Map<string, string>()) {
  const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile } = host;
  host.fileExists = (name) => extra.has(name) || fileExists(name);
  host.readFile = (name) => extra.get(name) ?? readFile(name);
  return ts.createProgram([...files, ...extra.keys()], { ...options, noEmit: true }, host);
}

interface Finding {
  where: string;
  problem: string;
}

/** What is wrong with a type written where an answer is read: each name it uses must come from shared/ or the language. */
function problemsOf(node: ts.TypeNode, checker: ts.TypeChecker): string[] {
  const problems: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isTypeLiteralNode(child)) problems.push(`an object type spelt out in place: ${child.getText()}`);
    if (ts.isTypeReferenceNode(child)) {
      let symbol = checker.getSymbolAtLocation(ts.isQualifiedName(child.typeName) ? child.typeName.right : child.typeName);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const declaration = symbol?.declarations?.[0];
      const file = declaration?.getSourceFile().fileName ?? "";
      const fromShared = file.startsWith(path.join(root, "shared") + path.sep);
      const fromLanguage = file.includes(`${path.sep}node_modules${path.sep}typescript${path.sep}lib${path.sep}`);
      const generic = declaration !== undefined && ts.isTypeParameterDeclaration(declaration);
      if (!fromShared && !fromLanguage && !generic)
        problems.push(`${child.typeName.getText()} is declared in ${path.relative(root, file) || "no file"}`);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return problems;
}

/** `await res.json()`, `(await x).json()`, or `JSON.parse` of an answer's body: an answer read without a type of its own. */
function readsJson(expression: ts.Expression): boolean {
  let inner: ts.Node = expression;
  while (ts.isParenthesizedExpression(inner) || ts.isAwaitExpression(inner)) inner = inner.expression;
  if (!ts.isCallExpression(inner)) return false;
  const callee = inner.expression;
  if (ts.isPropertyAccessExpression(callee) && callee.name.text === "json") return true;
  const parsed = inner.arguments[0]?.getText() ?? "";
  const isJsonParse = ts.isPropertyAccessExpression(callee) && callee.name.text === "parse" && callee.expression.getText() === "JSON";
  return isJsonParse && /(\.body|responseText)$/.test(parsed);
}

function findings(files: string[], extra?: Map<string, string>): Finding[] {
  const prog = program(files, extra);
  const checker = prog.getTypeChecker();
  const found: Finding[] = [];
  for (const file of [...files, ...(extra?.keys() ?? [])]) {
    const source = prog.getSourceFile(file)!;
    const where = (node: ts.Node) => `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.typeArguments) {
        const name = ts.isIdentifier(node.expression) ? node.expression.text : undefined;
        if (name && READERS.has(name))
          for (const argument of node.typeArguments)
            for (const problem of problemsOf(argument, checker)) found.push({ where: where(node), problem });
      }
      if (ts.isAsExpression(node) && readsJson(node.expression) && node.type.kind !== ts.SyntaxKind.UnknownKeyword) {
        let type = node.type;
        // `as Promise<T>` types what the promise gives
        if (ts.isTypeReferenceNode(type) && type.typeName.getText() === "Promise" && type.typeArguments?.[0]) type = type.typeArguments[0];
        for (const problem of problemsOf(type, checker)) found.push({ where: where(node), problem });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

it("types every answer the client reads with a type from shared/", { timeout: 120_000 }, () => {
  expect(findings(clientFiles())).toEqual([]);
});

it("finds an answer typed on the client alone", { timeout: 120_000 }, () => {
  const sample = path.join(clientRoot, "lib", "answer-types-sample.ts");
  const text = `import { useQuery } from "@tanstack/react-query";
import { apiJson } from "./api-client";
interface LocalAnswer { ok: boolean }
export const a = () => useQuery<LocalAnswer>({ queryKey: ["/x"] });
export const b = () => apiJson<{ id: number }>("POST", "/x");
export const c = async (res: Response) => (await res.json()) as { id: number };
export const d = (stored: string) => JSON.parse(stored) as { kept: boolean };
export const e = (error: { body: string }) => JSON.parse(error.body) as { errors: string[] };`;
  expect(findings([], new Map([[sample, text]])).map((finding) => finding.problem)).toEqual([
    "LocalAnswer is declared in client/src/lib/answer-types-sample.ts",
    "an object type spelt out in place: { id: number }",
    "an object type spelt out in place: { id: number }",
    "an object type spelt out in place: { errors: string[] }",
  ]);
});

// The browser's static GraphQL documents: every exported operation string of a `queries.ts` module under
// src or an entity's screen part (one queries.ts per route or screen). `npm run codegen` types them and checks them against the contract;
// tests/unit/graphql-documents.test.ts also makes sure no operation text lives anywhere else in src.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import ts from "typescript";

export interface StaticDocument {
  /** path relative to the repository root */
  file: string;
  /** the module export holding it */
  exportName: string;
  /** the operation's name */
  name: string;
  text: string;
}

const OPERATION = /^\s*(query|mutation|subscription)\b/;
/** the start of an operation's text: the keyword, maybe a name, then its variables or selection */
const OPERATION_TEXT = /^\s*(query|mutation|subscription)(\s+\w+)?\s*[({]/;
const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(test|spec)\.(ts|tsx)$|\.d\.ts$/;

/** An entity folder's screen part: its `screen.tsx` and what is under its `screen/` (entities/<name>/). */
export const isScreenPart = (file: string) => /^entities\/[^/]+\/screen(\.tsx$|\/)/.test(file);

/** Source files of the browser app and of the entities' screen parts (tests and declarations excluded), relative to `root`. */
export function sourceFiles(root: string): string[] {
  const under = (dir: string) => (readdirSync(join(root, dir), { recursive: true }) as string[]).map((f) => join(dir, f));
  return [...under("src"), ...under("entities").filter(isScreenPart)]
    .filter((f) => SOURCE.test(f) && !NOT_SOURCE.test(f))
    .sort();
}

export const isQueriesModule = (file: string) => /(^|\/)queries\.ts$/.test(file);

/** Loads every queries.ts of the browser's code and returns its exported operation strings. */
export async function loadStaticDocuments(root: string): Promise<StaticDocument[]> {
  const out: StaticDocument[] = [];
  for (const file of sourceFiles(root).filter(isQueriesModule)) {
    const module = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (typeof value !== "string" || !OPERATION.test(value)) continue;
      out.push({ file: relative(root, join(root, file)), exportName, name: operationName(value), text: value });
    }
  }
  return out;
}

function operationName(text: string): string {
  const operation = parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operation?.name?.value ?? "";
}

export interface OperationLiteral {
  file: string;
  line: number;
  /** the literal's text up to its first interpolation */
  head: string;
}

/** String and template literals of a source file that begin like an operation (`query Name(`, `mutation {`…). */
export function operationLiterals(file: string, source: string): OperationLiteral[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: OperationLiteral[] = [];
  const visit = (node: ts.Node) => {
    const head =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text
        : ts.isTemplateExpression(node) ? node.head.text
          : null;
    if (head !== null && OPERATION_TEXT.test(head)) {
      found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, head: head.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

import path from 'node:path';
import ts from 'typescript';

/** The repository's compiler options and its files, as `tsc` reads them from tsconfig.json. */
export function repositoryProgramFiles(): { options: ts.CompilerOptions; files: string[] } {
  const parsed = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error('tsconfig.json did not parse');
  return { options: parsed.options, files: parsed.fileNames.map((file) => path.resolve(file)) };
}

/** Whether an import or export names only types: it vanishes at build, so it makes no cycle. */
function onlyTypes(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The modules a file loads when it runs: its value imports and re-exports, and what it imports when asked (`import()`). */
function specifiersLoaded(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!onlyTypes(node)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every import cycle among these files (each a list of the files in one strongly connected group, sorted), following
 * only what runs: a cycle makes a module's value depend on which file loaded first. Imports of packages are not
 * followed.
 */
export function importCycles(files: readonly string[], options: ts.CompilerOptions): string[][] {
  const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, options);
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, false);
    const targets = specifiersLoaded(source)
      .map((specifier) => ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule)
      .filter((resolved) => resolved !== undefined && !resolved.isExternalLibraryImport)
      .map((resolved) => path.resolve(resolved!.resolvedFileName))
      .filter((target) => known.has(target));
    edges.set(file, targets);
  }
  return stronglyConnected(edges).filter((group) => group.length > 1 || (edges.get(group[0]!) ?? []).includes(group[0]!));
}

/** Tarjan's strongly connected components, each sorted, iteratively (a deep import chain overflows no stack). */
function stronglyConnected(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work: [string, number][] = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const [node, at] = frame;
      const targets = edges.get(node) ?? [];
      if (at < targets.length) {
        frame[1]++;
        const target = targets[at]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(node)!));
      if (low.get(node) === index.get(node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        groups.push(group.sort());
      }
    }
  }
  return groups;
}

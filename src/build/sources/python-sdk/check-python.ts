import type { SyntaxNode, Tree } from '@lezer/common';
import { parser } from '@lezer/python';
import { closestName } from '../../../shared/closest-name.ts';
import type { SdkModel } from './load-sdk.ts';

/**
 * Checks a ```python example: it must parse, and every module it imports from a package the
 * reference covers (`datahub.…`), every name it imports from one, and every attribute path it
 * walks down a module (`datahub.emitter.mce_builder.make_dataset_urn`) must exist in the Python
 * SDK reference. The parser is @lezer/python (see docs/ARCHITECTURE.md): error-tolerant, so a
 * block with a syntax error still has its imports checked. Lines and columns are 1-based and
 * count from the block's first code line.
 */
export interface PythonProblem {
  message: string;
  line: number;
  column: number;
}

/** Route of a module's page, for messages that send the author to the reference. */
export type ModuleRoute = (module: string) => string | undefined;

function position(code: string, offset: number): { line: number; column: number } {
  const before = code.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/** Syntax errors: lezer's error nodes, a Python 2 `print` statement, an indented top-level statement. */
export function pythonSyntaxProblems(code: string, tree: Tree = parser.parse(code)): PythonProblem[] {
  const problems: PythonProblem[] = [];
  const seenLines = new Set<number>();
  const add = (offset: number, message: string) => {
    const at = position(code, offset);
    if (seenLines.has(at.line)) return;
    seenLines.add(at.line);
    problems.push({ ...at, message });
  };
  tree.iterate({
    enter(node) {
      if (node.type.isError) {
        const token = /^\S{1,20}/.exec(code.slice(node.from).replace(/^[ \t]+/, ''))?.[0];
        add(node.from, token && node.from < code.trimEnd().length ? `Python syntax error at \`${token}\`` : 'Python syntax error: the block ends in the middle of a statement');
      } else if (node.name === 'PrintStatement') {
        add(node.from, 'Python 2 `print` statement: write `print(…)`');
      }
    },
  });
  // lezer accepts an indented first-level statement; Python does not.
  for (let child = tree.topNode.firstChild; child; child = child.nextSibling) {
    if (child.name === 'Comment' || child.type.isError) continue;
    const at = position(code, child.from);
    if (at.column > 1) add(child.from, 'Python syntax error: unexpected indent (a top-level statement must start in the first column)');
  }
  return problems.sort((a, b) => a.line - b.line);
}

interface ImportedName {
  name: string;
  from: number;
}

/** The dotted path of `VariableName . VariableName …` children from `start`, and where it ends. */
function dottedPath(children: SyntaxNode[], start: number, code: string): { path: string; next: number; from: number } {
  let i = start;
  let path = '';
  const from = children[i]?.from ?? 0;
  while (i < children.length && (children[i]!.name === 'VariableName' || children[i]!.name === '.')) {
    path += code.slice(children[i]!.from, children[i]!.to);
    i += 1;
  }
  return { path, next: i, from };
}

function childrenOf(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
}

/** Checks a Python example's syntax and, when a reference is loaded, its `datahub` imports and module paths. */
export function checkPythonExample(code: string, model: SdkModel | undefined, routeOf: ModuleRoute = () => undefined): PythonProblem[] {
  const tree = parser.parse(code);
  const problems = pythonSyntaxProblems(code, tree);
  if (!model) return problems;
  const modules = [...model.names.keys()];
  /** Name → modules that define it (not re-export it), for "it lives in …" hints. */
  const homes = new Map<string, string[]>();
  for (const [mod, names] of model.names) {
    for (const n of names.values()) if (n.kind !== 're-export' && n.kind !== 'module') homes.set(n.name, [...(homes.get(n.name) ?? []), mod]);
  }
  const covered = (mod: string) => model.roots.has(mod.split('.')[0]!);
  const see = (mod: string) => {
    const route = routeOf(mod);
    return route ? ` (see ${route})` : '';
  };
  const report = (offset: number, message: string) => problems.push({ ...position(code, offset), message });

  const checkModule = (mod: string, offset: number): boolean => {
    if (model.names.has(mod)) return true;
    const near = closestName(mod, modules) ?? closestName(mod.split('.').pop()!, modules.map((m) => m.split('.').pop()!));
    const suggestion = near ? modules.find((m) => m === near || m.endsWith(`.${near}`)) : undefined;
    report(offset, `module \`${mod}\` is not in the Python SDK reference${suggestion ? `; did you mean \`${suggestion}\`?` : ''}`);
    return false;
  };
  const checkName = (mod: string, name: string, offset: number): void => {
    const names = model.names.get(mod)!;
    if (names.has(name)) return;
    // A submodule of a module file that does not list it is still importable when it has a file.
    if (model.names.has(`${mod}.${name}`)) return;
    const near = closestName(name, [...names.keys()]);
    const elsewhere = homes.get(name);
    const hint = near ? `; did you mean \`${near}\`?` : elsewhere ? `; it is defined in \`${elsewhere[0]}\`` : '';
    report(offset, `\`${mod}\` has no name \`${name}\` in the Python SDK reference${hint}${see(mod)}`);
  };

  /** Local names bound to modules of the reference: `datahub` (import datahub.x), aliases, imported submodules. */
  const moduleBindings = new Map<string, string>();
  tree.iterate({
    enter(ref) {
      if (ref.name !== 'ImportStatement') return;
      const kids = childrenOf(ref.node);
      if (kids[0]?.name === 'from') {
        if (kids[1]?.name === '.') return false; // relative import: not a package of the reference
        const { path: mod, next, from } = dottedPath(kids, 1, code);
        if (!mod || !covered(mod) || !checkModule(mod, from)) return false;
        const imported: ImportedName[] = [];
        for (let i = next + 1; i < kids.length; i += 1) {
          const k = kids[i]!;
          if (k.name === 'VariableName' && kids[i - 1]?.name !== 'as') imported.push({ name: code.slice(k.from, k.to), from: k.from });
          if (k.name === 'VariableName' && kids[i - 1]?.name === 'as') {
            const original = imported[imported.length - 1];
            if (original && model.names.has(`${mod}.${original.name}`)) moduleBindings.set(code.slice(k.from, k.to), `${mod}.${original.name}`);
            continue;
          }
          if (k.name === 'VariableName' && kids[i + 1]?.name !== 'as' && model.names.has(`${mod}.${code.slice(k.from, k.to)}`)) {
            moduleBindings.set(code.slice(k.from, k.to), `${mod}.${code.slice(k.from, k.to)}`);
          }
        }
        for (const n of imported) checkName(mod, n.name, n.from);
        return false;
      }
      // import a.b.c [as x], d
      let i = 1;
      while (i < kids.length) {
        const { path: mod, next, from } = dottedPath(kids, i, code);
        i = next;
        let alias: string | undefined;
        if (kids[i]?.name === 'as' && kids[i + 1]) {
          alias = code.slice(kids[i + 1]!.from, kids[i + 1]!.to);
          i += 2;
        }
        if (kids[i]?.name === ',') i += 1;
        else if (i === next && !alias) i += 1;
        if (!mod || !covered(mod) || !checkModule(mod, from)) continue;
        if (alias) moduleBindings.set(alias, mod);
        else moduleBindings.set(mod.split('.')[0]!, mod.split('.')[0]!);
      }
      return false;
    },
  });
  if (moduleBindings.size === 0) return problems.sort((a, b) => a.line - b.line || a.column - b.column);

  // Attribute paths down a module: only the outermost member expression of a chain.
  tree.iterate({
    enter(ref) {
      if (ref.name !== 'MemberExpression' || ref.node.parent?.name === 'MemberExpression') return;
      const props: SyntaxNode[] = [];
      let root: SyntaxNode | null = ref.node;
      while (root && root.name === 'MemberExpression') {
        const prop = root.getChild('PropertyName');
        if (prop) props.unshift(prop);
        root = root.firstChild;
      }
      if (!root || root.name !== 'VariableName') return;
      let mod = moduleBindings.get(code.slice(root.from, root.to));
      if (!mod) return;
      for (const prop of props) {
        const name = code.slice(prop.from, prop.to);
        if (model.names.has(`${mod}.${name}`)) {
          mod = `${mod}.${name}`;
          continue;
        }
        if (model.packages.has(mod) && !model.names.get(mod)!.has(name)) {
          checkModule(`${mod}.${name}`, prop.from);
          return;
        }
        checkName(mod, name, prop.from);
        return;
      }
    },
  });
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

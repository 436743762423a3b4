import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { closestName } from '../../../shared/closest-name.ts';
import { BuildError, type Problem } from '../../errors.ts';
import { lineOfYamlPath, readYamlFile } from '../read-yaml.ts';
import { ModuleSchema, type PyModule } from './schema.ts';

/** What a public name of a module is, for pages, search and the import check. */
export interface SdkName {
  name: string;
  kind: 'class' | 'function' | 'constant' | 'type alias' | 'enum' | 'module alias' | 're-export' | 'module';
  /** Element id on the module's page (a submodule has none: it has a page of its own). */
  anchor?: string;
  /** Members of a class (methods, properties, attributes), when documented. */
  members?: string[];
  /** For a re-export: the module and name it stands for. */
  from?: { module: string; name: string };
}

/** The Python SDK reference as the pages and the example check need it. */
export interface SdkModel {
  modules: PyModule[];
  /** Module path → its public names (own names, re-exports and submodules). */
  names: Map<string, Map<string, SdkName>>;
  /** Every package that holds a module of the reference but has no file of its own (`datahub.ingestion`). */
  packages: Set<string>;
  /** First segments the reference covers (`datahub`): imports of other packages are not checked. */
  roots: Set<string>;
  /** Module → display path of its file, for messages. */
  files: Map<string, string>;
}

/**
 * Id of a member on its module page: `DataHubClient`, `DataHubClient.from_env`. Case is kept:
 * Python names differ by case alone (`DataHubRestEmitter` and its alias `DatahubRestEmitter`).
 */
export function anchorOf(...parts: string[]): string {
  return parts.join('.');
}

function ownNames(mod: PyModule): SdkName[] {
  return [
    ...mod.classes.map((c): SdkName => ({ name: c.name, kind: 'class', anchor: anchorOf(c.name), members: c.members.map((m) => m.name) })),
    ...mod.functions.map((f): SdkName => ({ name: f.name, kind: 'function', anchor: anchorOf(f.name) })),
    ...mod.names.map((n): SdkName => ({ name: n.name, kind: n.kind, anchor: anchorOf(n.name) })),
    ...mod.reexports.map((r): SdkName => ({ name: r.name, kind: 're-export', anchor: anchorOf(r.name), from: { module: r.from, name: r.as ?? r.name } })),
  ];
}

/**
 * Loads every `*.yaml` of the folder (one module each, named after it: `datahub.sdk.main_client.yaml`),
 * validates it with zod, then checks the files hold together: one file per module, each name once
 * per module, every re-export pointing at a name of another module of the reference. Throws one
 * BuildError with every problem; undefined when the folder does not exist or holds no module.
 */
export function loadPythonSdk(dir: string, displayDir: string): SdkModel | undefined {
  if (!existsSync(dir)) return undefined;
  const problems: Problem[] = [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && !f.startsWith('_')).sort();
  if (files.length === 0) return undefined;
  const modules: PyModule[] = [];
  const fileOf = new Map<string, string>();
  const absOf = new Map<string, string>();
  for (const name of files) {
    const display = `${displayDir}/${name}`;
    const abs = path.join(dir, name);
    const mod = readYamlFile(abs, display, ModuleSchema, problems);
    if (!mod) continue;
    if (`${mod.module}.yaml` !== name) {
      problems.push({ code: 'DATA_INVALID', file: display, line: lineOfYamlPath(abs, ['module']), message: `module \`${mod.module}\` is described in ${name}`, hint: `Name the file after its module: ${mod.module}.yaml.` });
      continue;
    }
    modules.push(mod);
    fileOf.set(mod.module, display);
    absOf.set(mod.module, abs);
  }
  const names = new Map<string, Map<string, SdkName>>();
  for (const mod of modules) {
    const own = new Map<string, SdkName>();
    const all = ownNames(mod);
    const listOf = (i: number): [string, number] => {
      const sizes: [string, number][] = [['classes', mod.classes.length], ['functions', mod.functions.length], ['names', mod.names.length], ['reexports', mod.reexports.length]];
      let rest = i;
      for (const [list, size] of sizes) {
        if (rest < size) return [list, rest];
        rest -= size;
      }
      return ['reexports', rest];
    };
    all.forEach((entry, i) => {
      if (own.has(entry.name)) {
        // Lines are looked up only for problems: each lookup parses the file again.
        const line = lineOfYamlPath(absOf.get(mod.module)!, [...listOf(i), 'name']);
        problems.push({ code: 'DATA_INVALID', file: fileOf.get(mod.module), line, message: `\`${entry.name}\` is listed twice in ${mod.module}`, hint: 'List each public name of a module once.' });
        return;
      }
      own.set(entry.name, entry);
    });
    names.set(mod.module, own);
  }
  // Packages: every proper prefix of a module. One with a file of its own lists its submodules too.
  const packages = new Set<string>();
  const roots = new Set<string>();
  for (const mod of modules) {
    const parts = mod.module.split('.');
    roots.add(parts[0]!);
    for (let i = 1; i < parts.length; i += 1) {
      const parent = parts.slice(0, i).join('.');
      const child = parts[i]!;
      if (!names.has(parent)) {
        packages.add(parent);
        names.set(parent, new Map());
      }
      const siblings = names.get(parent)!;
      if (!siblings.has(child)) siblings.set(child, { name: child, kind: 'module' });
    }
  }
  for (const p of packages) if (fileOf.has(p)) packages.delete(p);
  // Re-exports point at a real name of another module.
  for (const mod of modules) {
    mod.reexports.forEach((r, i) => {
      const source = names.get(r.from);
      const wanted = r.as ?? r.name;
      const line = (): number | undefined => lineOfYamlPath(absOf.get(mod.module)!, ['reexports', i, 'from']);
      if (!source || packages.has(r.from)) {
        const near = closestName(r.from, modules.map((m) => m.module));
        problems.push({ code: 'DATA_INVALID', file: fileOf.get(mod.module), line: line(), message: `re-export \`${r.name}\` comes from \`${r.from}\`, which has no file in ${displayDir}`, hint: near ? `Did you mean \`${near}\`? Otherwise add ${r.from}.yaml.` : `Add ${r.from}.yaml, or fix the module path.` });
      } else if (!source.has(wanted) || source.get(wanted)!.kind === 'module') {
        const near = closestName(wanted, [...source.keys()]);
        problems.push({ code: 'DATA_INVALID', file: fileOf.get(mod.module), line: line(), message: `re-export \`${r.name}\`: \`${r.from}\` has no name \`${wanted}\``, hint: near ? `Did you mean \`${near}\`?` : `List \`${wanted}\` in ${r.from}.yaml first.` });
      }
    });
  }
  if (problems.length > 0) throw new BuildError(problems);
  return { modules: modules.sort((a, b) => a.module.localeCompare(b.module)), names, packages, roots, files: fileOf };
}

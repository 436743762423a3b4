/**
 * URNs against the metadata model: each entity's key fields (from its key aspect) say how many
 * parts its URN has and what each part must be (a URN of some entity type, an enum symbol such as
 * FabricType `PROD`, a number, or any text). The build publishes the keys as
 * `/tools/urn-entities.json` (UrnKeysFile) and the inspector island reads them; the build's own
 * URN check uses the same functions. No Node or DOM imports.
 */
import { encodeUrnPart, parseUrn, type UrnIssue, type UrnNode, type UrnParse } from './urn.ts';

/** Where the build publishes every entity's key fields for the tools. */
export const URN_KEYS_ROUTE = '/tools/urn-entities.json';

/** One field of a key aspect, i.e. one part of the URN. */
export interface UrnKeyField {
  name: string;
  kind: 'string' | 'urn' | 'enum' | 'number';
  /** For `urn` parts: the entity types allowed (empty or absent = any). */
  entityTypes?: string[];
  /** For `enum` parts: the enum's name and symbols. */
  enumName?: string;
  symbols?: string[];
  /** One sentence about the field. */
  doc?: string;
}

/** An entity's URN key: its fields in URN order and a realistic example. */
export interface UrnEntityKey {
  name: string;
  keyAspect: string;
  fields: UrnKeyField[];
  example: string;
}

/** What the build publishes and the island receives: the keys it knows, and every entity name. */
export interface UrnKeysFile {
  entities: UrnEntityKey[];
  /** All entity names of the registry (some may have no entry in `entities`). */
  names: string[];
}

/** The keys, indexed for checking. */
export interface UrnModel {
  keys: ReadonlyMap<string, UrnEntityKey>;
  names: ReadonlySet<string>;
}

export function createUrnModel(file: UrnKeysFile): UrnModel {
  return { keys: new Map(file.entities.map((e) => [e.name, e])), names: new Set([...file.names, ...file.entities.map((e) => e.name)]) };
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const KINDS = new Set(['string', 'urn', 'enum', 'number']);

function isField(v: unknown): v is UrnKeyField {
  const f = v as UrnKeyField;
  return (
    typeof f === 'object' &&
    f !== null &&
    typeof f.name === 'string' &&
    KINDS.has(f.kind) &&
    (f.entityTypes === undefined || isStrings(f.entityTypes)) &&
    (f.symbols === undefined || isStrings(f.symbols)) &&
    (f.enumName === undefined || typeof f.enumName === 'string') &&
    (f.doc === undefined || typeof f.doc === 'string')
  );
}

/** Checks data from the network or from island props; the message names the first wrong field. */
export function readUrnKeysFile(data: unknown): UrnKeysFile | string {
  const file = data as UrnKeysFile;
  if (typeof file !== 'object' || file === null || !Array.isArray(file.entities)) return 'entities: expected a list';
  if (!isStrings(file.names)) return 'names: expected a list of entity names';
  for (const [i, e] of file.entities.entries()) {
    if (typeof e !== 'object' || e === null || typeof e.name !== 'string' || typeof e.keyAspect !== 'string' || typeof e.example !== 'string') return `entities[${i}]: expected name, keyAspect and example`;
    if (!Array.isArray(e.fields) || e.fields.length === 0 || !e.fields.every(isField)) return `entities[${i}] (${e.name}).fields: expected a list of { name, kind }`;
  }
  return file;
}

/** Edit distance, for "did you mean"; only called on short names. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** The registry name closest to an unknown type: same letters in another case, or one or two typos away. */
export function suggestEntityType(type: string, names: Iterable<string>): string | undefined {
  const lower = type.toLowerCase();
  let best: string | undefined;
  let bestDistance = 3;
  for (const name of names) {
    if (name.toLowerCase() === lower) return name;
    if (type.length > 40 || Math.abs(name.length - type.length) >= bestDistance) continue;
    const d = distance(lower, name.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best;
}

const list = (items: string[], max = 8): string => (items.length > max ? `${items.slice(0, max).join(', ')}, …` : items.join(', '));
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The example URN written for one entity type, or a generic shape. */
function exampleOf(model: UrnModel, type: string): string {
  return model.keys.get(type)?.example ?? `urn:li:${type}:…`;
}

function checkNode(node: UrnNode, model: UrnModel, issues: UrnIssue[]): void {
  const add = (start: number, end: number, message: string, severity: UrnIssue['severity'] = 'error'): void => void issues.push({ severity, start, end, message });
  if (!model.names.has(node.type)) {
    const suggestion = suggestEntityType(node.type, model.names);
    add(node.typeStart, node.keyStart - 1, `unknown entity type "${node.type}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`);
  }
  for (const part of node.parts) if (part.urn) checkNode(part.urn, model, issues);
  const key = model.keys.get(node.type);
  if (!key) return;
  const expected = key.fields.length;
  const names = key.fields.map((f) => f.name);
  if (node.parts.length !== expected) {
    const hint = !node.tuple && expected > 1 && node.parts[0]?.text.includes(',') ? `; put the parts in parentheses: urn:li:${node.type}:(…)` : '';
    add(node.keyStart, node.end, `a ${node.type} URN has ${plural(expected, 'key part')}, this one has ${node.parts.length} (expected ${names.join(', ')}; example ${key.example})${hint}`);
    return;
  }
  if (node.tuple && expected === 1) {
    add(node.keyStart, node.keyStart + 1, `a ${node.type} key has one part and is written without parentheses: urn:li:${node.type}:${node.parts[0]?.text ?? ''}`, 'warning');
  }
  key.fields.forEach((field, i) => {
    const part = node.parts[i]!;
    if (part.start === part.end) return;
    const where = `part ${i + 1} (${field.name}) of the ${node.type} key`;
    const types = field.entityTypes ?? [];
    if (field.kind === 'urn') {
      const wanted = types.length ? `a ${types.join(' or ')} URN` : 'a URN';
      if (!part.urn) add(part.start, part.end, `${where} must be ${wanted} such as ${types.length ? exampleOf(model, types[0]!) : 'urn:li:dataPlatform:hive'}, not "${part.text.slice(0, 40)}"`);
      else if (types.length && !types.includes(part.urn.type)) add(part.start, part.end, `${where} must be ${wanted}, not a ${part.urn.type} URN`);
    } else if (field.kind === 'enum' && field.symbols && !field.symbols.includes(part.text)) {
      const upper = field.symbols.find((s) => s === part.text.toUpperCase());
      add(part.start, part.end, `${where} must be a ${field.enumName ?? 'enum'} symbol${upper ? `, in upper case: ${upper}` : `: one of ${list(field.symbols, 16)}`} (not "${part.text.slice(0, 40)}")`);
    } else if (field.kind === 'number' && !/^-?\d+$/.test(part.text)) {
      add(part.start, part.end, `${where} must be a whole number, not "${part.text.slice(0, 40)}"`);
    }
  });
}

/**
 * The model's problems with a parsed URN: unknown entity types (with a suggestion), the number of
 * key parts, and each part's kind, nested URNs included. `expectType`: the URN must be of this type.
 */
function checkUrnAgainstModel(parse: UrnParse, model: UrnModel, expectType?: string): UrnIssue[] {
  const root = parse.root;
  if (!root) return [];
  const issues: UrnIssue[] = [];
  if (expectType && root.type !== expectType && model.names.has(root.type)) {
    issues.push({ severity: 'error', start: root.typeStart, end: root.keyStart - 1, message: `this is a ${root.type} URN; a ${expectType} URN starts with urn:li:${expectType}:` });
  }
  checkNode(root, model, issues);
  return issues;
}

/** Parses and checks in one step: every issue, in text order. */
export function inspectUrn(input: string, model: UrnModel, expectType?: string): UrnParse {
  const parse = parseUrn(input);
  const issues = [...parse.issues, ...checkUrnAgainstModel(parse, model, expectType)].sort((a, b) => a.start - b.start);
  return { ...parse, issues };
}

/** The URN built from key field values, or a problem per field (undefined = fine); notes say what was changed. */
export interface BuiltUrn {
  urn?: string;
  problems: (string | undefined)[];
  /** A problem of the whole URN (its length). */
  error?: string;
  notes: string[];
}

/**
 * Builds a URN from its key fields as DataHub's SDK does: text parts get their reserved
 * characters percent-encoded, enum parts are upper-cased when that makes them a symbol, and a
 * bare name in a part that must be a one-part URN is wrapped (`hive` → `urn:li:dataPlatform:hive`).
 */
export function buildUrn(key: UrnEntityKey, values: readonly string[], model: UrnModel): BuiltUrn {
  const notes: string[] = [];
  const problems: (string | undefined)[] = [];
  const parts = key.fields.map((field, i) => {
    const value = values[i] ?? '';
    const fail = (message: string): string => {
      problems[i] = message;
      return value;
    };
    if (value === '') return fail(`${field.name} cannot be empty`);
    if (value.trim() !== value) return fail(`${field.name} starts or ends with whitespace; remove it`);
    if (field.kind === 'urn') {
      const types = field.entityTypes ?? [];
      if (value.startsWith('urn:')) {
        const inner = inspectUrn(value, model, types.length === 1 ? types[0] : undefined);
        const error = inner.issues.find((issue) => issue.severity === 'error');
        if (error) return fail(`${field.name}: ${error.message}`);
        if (inner.root && types.length > 1 && !types.includes(inner.root.type)) return fail(`${field.name} must be a ${types.join(' or ')} URN`);
        return value;
      }
      const target = types.length === 1 ? model.keys.get(types[0]!) : undefined;
      if (target?.fields.length === 1) {
        const wrapped = `urn:li:${target.name}:${encodeUrnPart(value)}`;
        notes.push(`${field.name}: "${value}" became ${wrapped}`);
        return wrapped;
      }
      return fail(`${field.name} must be a URN (urn:li:…), such as ${types.length ? exampleOf(model, types[0]!) : 'urn:li:dataPlatform:hive'}`);
    }
    if (field.kind === 'enum' && field.symbols && !field.symbols.includes(value)) {
      const upper = field.symbols.find((s) => s === value.toUpperCase());
      if (!upper) return fail(`${field.name} must be one of ${list(field.symbols, 16)}`);
      notes.push(`${field.name}: "${value}" became ${upper}`);
      return upper;
    }
    if (field.kind === 'number' && !/^-?\d+$/.test(value)) return fail(`${field.name} must be a whole number`);
    const encoded = encodeUrnPart(value);
    if (encoded !== value) notes.push(`${field.name}: reserved characters encoded (${encoded})`);
    return encoded;
  });
  if (problems.some(Boolean)) return { problems, notes };
  const urn = parts.length === 1 ? `urn:li:${key.name}:${parts[0]}` : `urn:li:${key.name}:(${parts.join(',')})`;
  const error = inspectUrn(urn, model).issues.find((issue) => issue.severity === 'error');
  if (error) return { problems, error: error.message, notes };
  return { urn, problems, notes };
}

/** Props of the `urn-inspector` island (validated by `readUrnInspectorProps`). */
export interface UrnInspectorProps {
  /** Route prefix of entity pages, to link each entity type. */
  entityBase: string;
  /** The entity an entity page embeds the inspector for; absent on the tool page. */
  entity?: string;
  /** The keys inline (entity pages), or the URL to fetch them from (the tool page). */
  keys?: UrnKeysFile;
  keysUrl?: string;
  /** Level of the panel headings: 2 on the tool page, 3 inside an entity page's URN section. */
  headingLevel: 2 | 3;
}

export function readUrnInspectorProps(data: unknown): UrnInspectorProps | string {
  const p = data as Partial<UrnInspectorProps> | null;
  if (typeof p !== 'object' || p === null) return 'props: expected an object';
  if (typeof p.entityBase !== 'string') return 'entityBase: expected a route';
  if (p.headingLevel !== 2 && p.headingLevel !== 3) return 'headingLevel: expected 2 or 3';
  if (p.entity !== undefined && typeof p.entity !== 'string') return 'entity: expected an entity name';
  if (p.keys === undefined) return typeof p.keysUrl === 'string' ? { entityBase: p.entityBase, headingLevel: p.headingLevel, entity: p.entity, keysUrl: p.keysUrl } : 'keys or keysUrl: one is required';
  const keys = readUrnKeysFile(p.keys);
  return typeof keys === 'string' ? `keys.${keys}` : { entityBase: p.entityBase, headingLevel: p.headingLevel, entity: p.entity, keys };
}

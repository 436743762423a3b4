import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { BuildError, type Problem } from '../../errors.ts';
import { lineOfYamlPath, readYamlFile } from '../read-yaml.ts';
import { AspectSchema, CommonTypesSchema, EntitySchema, type Aspect, type Entity, type Field } from './schema.ts';

/** The metadata model as the entity pages need it. */
export interface MetadataModel {
  entities: Entity[];
  aspects: Map<string, Aspect>;
  common: z.output<typeof CommonTypesSchema>;
  /** File each entity or aspect came from, for messages. */
  files: Map<string, string>;
}

const PRIMITIVES = new Set(['string', 'boolean', 'int', 'long', 'float', 'double', 'bytes', 'urn', 'array', 'map', 'union']);

/** Named types a type expression mentions: `array<map<Owner>>` → `Owner`. */
export function namedTypes(expression: string): string[] {
  return (expression.match(/[A-Za-z_][\w.]*/g) ?? []).filter((word) => !PRIMITIVES.has(word));
}

/**
 * A record (an aspect's own fields or a named record) with two fields of the same name: zod accepts
 * the list, but the pages and the URN key would show one name twice with different facts.
 */
export function duplicateFieldProblems(fields: readonly Field[], where: string, file: string | undefined, lineOfField: (index: number) => number | undefined): Problem[] {
  const firstIndex = new Map<string, number>();
  const problems: Problem[] = [];
  for (const [i, field] of fields.entries()) {
    const first = firstIndex.get(field.name);
    if (first === undefined) {
      firstIndex.set(field.name, i);
      continue;
    }
    const firstLine = lineOfField(first);
    problems.push({
      code: 'DATA_INVALID',
      file,
      line: lineOfField(i),
      message: `${where}: field "${field.name}" is declared twice${firstLine ? ` (first on line ${firstLine})` : ''}`,
      hint: 'Keep one entry per field name: merge the two into one, or rename the one that is a different field.',
    });
  }
  return problems;
}

function yamlFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml') && !f.startsWith('_')).sort() : [];
}

/**
 * Loads `entities/*.yaml`, `entities/aspects/*.yaml` and `entities/_common.yaml`, validates each
 * with zod, then checks the model holds together: every aspect an entity names exists, every type
 * a field names resolves, every relationship points at a known entity, no record declares a field
 * name twice. All problems at once.
 * Undefined when the folder does not exist.
 */
export function loadMetadataModel(dir: string, displayDir: string): MetadataModel | undefined {
  if (!existsSync(dir)) return undefined;
  const problems: Problem[] = [];
  const files = new Map<string, string>();
  const commonFile = path.join(dir, '_common.yaml');
  const commonLoaded = existsSync(commonFile) ? readYamlFile(commonFile, `${displayDir}/_common.yaml`, CommonTypesSchema, problems) : { records: {}, enums: {} };
  const common = commonLoaded ?? { records: {}, enums: {} };
  for (const [name, record] of Object.entries(common.records)) {
    problems.push(...duplicateFieldProblems(record.fields, `_common.${name}`, `${displayDir}/_common.yaml`, (i) => lineOfYamlPath(commonFile, ['records', name, 'fields', i, 'name'])));
  }
  // Files that did not validate were reported already; the cross-checks below must not add
  // follow-on problems about them ("no file", "not defined", "unknown entity"). Their names are
  // taken from the file names, the convention the registry follows.
  const failed = new Set<string>();
  /** Display name → file on disk, to find the line of a cross-check problem. */
  const paths = new Map<string, string>();
  const lineOf = (display: string | undefined, at: (string | number)[]) => (display && paths.has(display) ? lineOfYamlPath(paths.get(display)!, at) : undefined);
  const aspects = new Map<string, Aspect>();
  for (const name of yamlFiles(path.join(dir, 'aspects'))) {
    const display = `${displayDir}/aspects/${name}`;
    const aspect = readYamlFile(path.join(dir, 'aspects', name), display, AspectSchema, problems);
    if (aspect) {
      aspects.set(aspect.name, aspect);
      files.set(`aspect:${aspect.name}`, display);
      paths.set(display, path.join(dir, 'aspects', name));
    } else failed.add(`aspect:${name.replace(/\.yaml$/, '')}`);
  }
  const entities: Entity[] = [];
  for (const name of yamlFiles(dir)) {
    const display = `${displayDir}/${name}`;
    const entity = readYamlFile(path.join(dir, name), display, EntitySchema, problems);
    if (entity) {
      entities.push(entity);
      files.set(`entity:${entity.name}`, display);
      paths.set(display, path.join(dir, name));
    } else failed.add(`entity:${name.replace(/\.yaml$/, '').toLowerCase()}`);
  }
  const entityNames = new Map(entities.map((e) => [e.name.toLowerCase(), e.name]));
  for (const entity of entities) {
    const file = files.get(`entity:${entity.name}`);
    for (const [i, aspect] of [entity.keyAspect, ...entity.aspects].entries()) {
      if (!aspects.has(aspect) && !failed.has(`aspect:${aspect}`)) problems.push({ code: 'DATA_INVALID', file, line: lineOf(file, i === 0 ? ['keyAspect'] : ['aspects', i - 1]), message: `aspect "${aspect}" has no file in aspects/`, hint: `Add ${displayDir}/aspects/${aspect}.yaml or fix the name.` });
    }
  }
  for (const aspect of aspects.values()) {
    const file = files.get(`aspect:${aspect.name}`);
    const check = (fields: Field[], where: string, at: (string | number)[]): void => {
      problems.push(...duplicateFieldProblems(fields, where, file, (i) => lineOf(file, [...at, i, 'name'])));
      for (const [i, field] of fields.entries()) {
        for (const type of namedTypes(field.type)) {
          if (commonLoaded && !(type in aspect.records) && !(type in aspect.enums) && !(type in common.records) && !(type in common.enums)) {
            problems.push({ code: 'DATA_INVALID', file, line: lineOf(file, [...at, i, 'type']), message: `${where}.${field.name}: type "${type}" is not defined`, hint: 'Define it under `records:`/`enums:` of this aspect or in _common.yaml.' });
          }
        }
        for (const target of field.relationship?.entityTypes ?? []) {
          if (!entityNames.has(target.toLowerCase()) && !failed.has(`entity:${target.toLowerCase()}`)) {
            problems.push({ code: 'DATA_INVALID', file, line: lineOf(file, [...at, i, 'relationship']), message: `${where}.${field.name}: relationship "${field.relationship!.name}" points at unknown entity "${target}"`, hint: 'Use the name of an entity in reference/entities.' });
          }
        }
      }
    };
    check(aspect.fields, aspect.name, ['fields']);
    for (const [name, record] of Object.entries(aspect.records)) check(record.fields, `${aspect.name}.${name}`, ['records', name, 'fields']);
  }
  if (problems.length > 0) throw new BuildError(problems);
  return { entities: entities.sort((a, b) => a.name.localeCompare(b.name)), aspects, common, files };
}

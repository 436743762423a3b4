import type { UrnEntityKey, UrnKeyField, UrnKeysFile } from '../../../shared/urn-model.ts';
import type { MetadataModel } from './load-model.ts';
import type { Field } from './schema.ts';

/** First sentence of a description, without Markdown code marks. */
function firstSentence(text: string): string {
  return (text.split(/(?<=\.)\s/)[0] ?? text).replace(/`/g, '');
}

/**
 * What one key field makes of its URN part. A `urn` field names the entity types it may hold
 * through its relationship; a field called `platform` holds a dataPlatform URN, the rule
 * DataHub's Python SDK generator applies to every key.
 */
function keyField(field: Field, model: MetadataModel, enums: MetadataModel['common']['enums'], registryName: (name: string) => string): UrnKeyField {
  const doc = firstSentence(field.description);
  if (field.type === 'urn') {
    const targets = field.relationship?.entityTypes.map(registryName) ?? (field.name === 'platform' ? ['dataPlatform'] : []);
    return { name: field.name, kind: 'urn', ...(targets.length ? { entityTypes: targets } : {}), doc };
  }
  const en = enums[field.type] ?? model.common.enums[field.type];
  if (en) return { name: field.name, kind: 'enum', enumName: field.type, symbols: en.symbols.map((s) => s.name), doc };
  if (field.type === 'int' || field.type === 'long') return { name: field.name, kind: 'number', doc };
  return { name: field.name, kind: 'string', doc };
}

/** Every entity's URN key (fields in URN order, example), for the URN check and the inspector. */
export function buildUrnKeys(model: MetadataModel): UrnKeysFile {
  const byLower = new Map(model.entities.map((e) => [e.name.toLowerCase(), e.name]));
  const registryName = (name: string): string => byLower.get(name.toLowerCase()) ?? name;
  const entities: UrnEntityKey[] = [];
  for (const entity of model.entities) {
    const key = model.aspects.get(entity.keyAspect);
    if (!key || key.fields.length === 0) continue;
    entities.push({ name: entity.name, keyAspect: key.name, fields: key.fields.map((f) => keyField(f, model, key.enums, registryName)), example: entity.urnExample });
  }
  return { entities, names: model.entities.map((e) => e.name) };
}

/** The keys one entity page's inspector needs: its own and those of the entities its URN parts hold. */
export function urnKeysFor(file: UrnKeysFile, entityName: string): UrnKeysFile {
  const own = file.entities.find((e) => e.name === entityName);
  const wanted = new Set([entityName, ...(own?.fields.flatMap((f) => f.entityTypes ?? []) ?? [])]);
  return { entities: file.entities.filter((e) => wanted.has(e.name)), names: file.names };
}

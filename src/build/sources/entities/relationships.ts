import type { MetadataModel } from './load-model.ts';
import type { Field } from './schema.ts';

/** A relationship one field declares: an aspect field of entity `from` points at entity `to`. */
export interface RelationshipEdge {
  /** Relationship name, e.g. `OwnedBy`. */
  relationship: string;
  from: string;
  to: string;
  aspect: string;
  /** The record of the aspect that holds the field, when it is not a top-level field. */
  record?: string;
  field: string;
}

/**
 * Every relationship in the model, in entity, aspect and field order: the fields of each of an
 * entity's aspects (key aspect first) and of the aspect's own records. Targets take the
 * registry's spelling of the entity name.
 */
export function relationshipEdges(model: MetadataModel): RelationshipEdge[] {
  const byLower = new Map(model.entities.map((e) => [e.name.toLowerCase(), e.name]));
  const edges: RelationshipEdge[] = [];
  for (const entity of model.entities) {
    for (const aspectName of [entity.keyAspect, ...entity.aspects]) {
      const aspect = model.aspects.get(aspectName);
      if (!aspect) continue;
      const fields: [string | undefined, Field][] = [
        ...aspect.fields.map((f): [undefined, Field] => [undefined, f]),
        ...Object.entries(aspect.records).flatMap(([record, r]) => r.fields.map((f): [string, Field] => [record, f])),
      ];
      for (const [record, field] of fields) {
        for (const target of field.relationship?.entityTypes ?? []) {
          edges.push({ relationship: field.relationship!.name, from: entity.name, to: byLower.get(target.toLowerCase()) ?? target, aspect: aspect.name, record, field: field.name });
        }
      }
    }
  }
  return edges;
}

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { closestName } from '../../../shared/closest-name.ts';
import { BuildError, type Problem } from '../../errors.ts';
import { lineOfYamlPath, readYamlFile } from '../read-yaml.ts';
import { ActionsFileSchema, type ActionsAction, type ActionsEvent, type ActionsSource } from './schema.ts';

export interface ActionsReference {
  sources: ActionsSource[];
  actions: ActionsAction[];
  events: ActionsEvent[];
}

/** Folder of each kind under `reference/actions/`, and of its pages under `/docs/actions/`. */
export const ACTIONS_FOLDERS = { source: 'sources', action: 'actions', event: 'events' } as const;

/**
 * Loads `sources/*.yaml`, `actions/*.yaml` and `events/*.yaml`, validates each with zod and checks
 * they hold together: a file sits in its kind's folder and is named after its slug, names are
 * unique, config keys appear once, and every event type a source emits or an action handles has a
 * file. Throws one BuildError with every problem; undefined when the folder does not exist.
 */
export function loadActionsReference(dir: string, displayDir: string): ActionsReference | undefined {
  if (!existsSync(dir)) return undefined;
  const problems: Problem[] = [];
  const ref: ActionsReference = { sources: [], actions: [], events: [] };
  const where = new Map<object, { abs: string; display: string }>();
  for (const [kind, folder] of Object.entries(ACTIONS_FOLDERS)) {
    const sub = path.join(dir, folder);
    if (!existsSync(sub)) continue;
    for (const name of readdirSync(sub).filter((f) => f.endsWith('.yaml')).sort()) {
      const abs = path.join(sub, name);
      const display = `${displayDir}/${folder}/${name}`;
      const item = readYamlFile(abs, display, ActionsFileSchema, problems);
      if (!item) continue;
      if (item.kind !== kind) {
        problems.push({ code: 'DATA_INVALID', file: display, line: lineOfYamlPath(abs, ['kind']), message: `a ${item.kind} file in the ${folder}/ folder`, hint: `Move it to ${ACTIONS_FOLDERS[item.kind]}/.` });
        continue;
      }
      if (`${item.slug}.yaml` !== name) {
        problems.push({ code: 'DATA_INVALID', file: display, line: lineOfYamlPath(abs, ['slug']), message: `slug \`${item.slug}\` in ${name}`, hint: `Name the file ${item.slug}.yaml.` });
        continue;
      }
      where.set(item, { abs, display });
      if (item.kind === 'source') ref.sources.push(item);
      else if (item.kind === 'action') ref.actions.push(item);
      else ref.events.push(item);
    }
  }
  const eventNames = ref.events.map((e) => e.name);
  for (const list of [ref.sources, ref.actions, ref.events]) {
    const seen = new Set<string>();
    for (const item of list) {
      const at = where.get(item)!;
      if (seen.has(item.name)) problems.push({ code: 'DATA_INVALID', file: at.display, line: lineOfYamlPath(at.abs, ['name']), message: `\`${item.name}\` is described twice`, hint: 'Keep one file per plugin or event type.' });
      seen.add(item.name);
      if (item.kind === 'event') continue;
      const keys = new Set<string>();
      item.config.forEach((c, i) => {
        if (keys.has(c.key)) problems.push({ code: 'DATA_INVALID', file: at.display, line: lineOfYamlPath(at.abs, ['config', i, 'key']), message: `config key \`${c.key}\` is listed twice`, hint: 'List each key once.' });
        keys.add(c.key);
      });
      const field = item.kind === 'source' ? 'emits' : 'handles';
      const refs = item.kind === 'source' ? item.emits : item.handles;
      refs.forEach((name, i) => {
        if (eventNames.includes(name)) return;
        const near = closestName(name, eventNames);
        problems.push({ code: 'DATA_INVALID', file: at.display, line: lineOfYamlPath(at.abs, [field, i]), message: `unknown event type \`${name}\``, hint: near ? `Did you mean \`${near}\`?` : `Add ${displayDir}/events/ for it, or use one of: ${eventNames.join(', ')}.` });
      });
    }
  }
  if (problems.length > 0) throw new BuildError(problems);
  const byTitle = <T extends { title: string }>(a: T, b: T) => a.title.localeCompare(b.title);
  return { sources: ref.sources.sort(byTitle), actions: ref.actions.sort(byTitle), events: ref.events.sort(byTitle) };
}

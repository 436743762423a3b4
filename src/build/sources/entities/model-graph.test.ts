import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseModelGraph } from '../../../shared/model-graph.ts';
import { buildModelExplorerPage } from './explorer-page.tsx';
import { loadMetadataModel } from './load-model.ts';
import { buildModelGraph, plainSummary } from './model-graph.ts';

function modelDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'model-graph-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const owner = (name: string) =>
  `name: ${name}\nrecord: Ownership\ndescription: Owners.\nfields:\n  - { name: owners, type: array<Owner>, required: true, description: The owners. }\nrecords:\n  Owner:\n    description: One owner.\n    fields:\n      - { name: owner, type: urn, required: true, description: Who., relationship: { name: OwnedBy, entityTypes: [corpUser] } }\n`;
const model = loadMetadataModel(
  modelDir({
    'dataset.yaml': 'name: dataset\ncategory: core\ndescription: A `table` or [view](https://example.com). More.\nkeyAspect: datasetKey\naspects: [ownership, editableOwnership]\nurnExample: urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD)\n',
    'corpUser.yaml': 'name: corpUser\ncategory: internal\ndescription: A person.\nkeyAspect: corpUserKey\naspects: []\nurnExample: urn:li:corpUser:jdoe\n',
    'aspects/datasetKey.yaml': 'name: datasetKey\nrecord: DatasetKey\ndescription: Key.\nfields:\n  - { name: name, type: string, required: true, description: Name. }\n',
    'aspects/corpUserKey.yaml': 'name: corpUserKey\nrecord: CorpUserKey\ndescription: Key.\nfields:\n  - { name: username, type: string, required: true, description: Login. }\n',
    'aspects/ownership.yaml': owner('ownership'),
    'aspects/editableOwnership.yaml': owner('editableOwnership'),
  }),
  'reference/entities',
)!;

describe('the model graph', () => {
  it('lists entities with their page and a plain summary, and one edge per declaring field with its record', () => {
    const graph = parseModelGraph(JSON.parse(JSON.stringify(buildModelGraph(model))));
    expect(graph.entities).toEqual([
      { name: 'corpUser', category: 'internal', route: '/docs/generated/metamodel/entities/corpuser', summary: 'A person.' },
      { name: 'dataset', category: 'core', route: '/docs/generated/metamodel/entities/dataset', summary: 'A table or view.' },
    ]);
    expect(graph.edges).toEqual([
      { from: 'dataset', to: 'corpUser', name: 'OwnedBy', aspect: 'ownership', field: 'Owner.owner' },
      { from: 'dataset', to: 'corpUser', name: 'OwnedBy', aspect: 'editableOwnership', field: 'Owner.owner' },
    ]);
    expect(plainSummary('Plain. Second sentence.')).toBe('Plain.');
  });

  it('renders a page whose fallback lists each entity’s relationships with links, outside the search index', () => {
    const page = buildModelExplorerPage(buildModelGraph(model));
    expect(page.route).toBe('/docs/api/model-explorer');
    expect(page.bodyHtml).toContain('data-island="model-explorer"');
    expect(page.bodyHtml).toContain('<div data-pagefind-ignore="true">');
    expect(page.bodyHtml).toMatch(/<li data-entity="dataset">.*<code>OwnedBy<\/code> → <a href="\/docs\/generated\/metamodel\/entities\/corpuser">corpUser<\/a> <span class="gql-how">\(ownership\.Owner\.owner, editableOwnership\.Owner\.owner\)<\/span>/);
    expect(page.bodyHtml).toContain('<li data-entity="corpUser"><a href="/docs/generated/metamodel/entities/corpuser"><code>corpUser</code></a><span class="gql-how"> declares no relationships.</span></li>');
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsThrownBy } from '../../../../tests/helpers/problems.ts';
import { loadMetadataModel, namedTypes } from './load-model.ts';
import { buildEntityPages, urnPattern } from './pages.tsx';

function modelDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'entities-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const VALID = {
  'dataset.yaml': 'name: dataset\ncategory: core\ndescription: A table.\nkeyAspect: datasetKey\naspects: [ownership]\nurnExample: urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD)\ngraphqlType: Dataset\n',
  'corpuser.yaml': 'name: corpuser\ncategory: core\ndescription: A person.\nkeyAspect: corpUserKey\naspects: []\nurnExample: urn:li:corpuser:jdoe\n',
  'aspects/datasetKey.yaml':
    'name: datasetKey\nrecord: DatasetKey\ndescription: Key.\nfields:\n  - { name: platform, type: urn, required: true, description: Platform. }\n  - { name: name, type: string, required: true, description: Name., searchable: { fieldType: WORD_GRAM } }\n  - { name: origin, type: FabricType, required: true, description: Env. }\n',
  'aspects/corpUserKey.yaml': 'name: corpUserKey\nrecord: CorpUserKey\ndescription: Key.\nfields:\n  - { name: username, type: string, required: true, description: Login. }\n',
  'aspects/ownership.yaml':
    'name: ownership\nrecord: Ownership\ndescription: Owners.\nfields:\n  - { name: owners, type: array<Owner>, required: true, description: The owners. }\nrecords:\n  Owner:\n    description: One owner.\n    fields:\n      - { name: owner, type: urn, required: true, description: Who., relationship: { name: OwnedBy, entityTypes: [corpuser] } }\n',
  '_common.yaml': 'enums:\n  FabricType:\n    description: Environment.\n    symbols: [{ name: PROD }, { name: DEV }]\n',
};

const problemsOf = (files: Record<string, string>) => problemsThrownBy(() => loadMetadataModel(modelDir(files), 'reference/entities'));

describe('loadMetadataModel', () => {
  it('loads a consistent model', () => {
    const model = loadMetadataModel(modelDir(VALID), 'x')!;
    expect(model.entities.map((e) => e.name)).toEqual(['corpuser', 'dataset']);
    expect(model.aspects.size).toBe(3);
  });

  it('names file and line of a field that breaks the schema', () => {
    const [problem] = problemsOf({ ...VALID, 'dataset.yaml': VALID['dataset.yaml'].replace('category: core', 'category: public') });
    expect(problem).toMatchObject({ code: 'DATA_INVALID', file: 'reference/entities/dataset.yaml', line: 2 });
    expect(problem?.message).toContain('category');
  });

  it('stops on an aspect without a file, an unknown type and a relationship to an unknown entity', () => {
    const problems = problemsOf({
      ...VALID,
      'dataset.yaml': VALID['dataset.yaml'].replace('aspects: [ownership]', 'aspects: [ownership, globalTags]'),
      'aspects/ownership.yaml': VALID['aspects/ownership.yaml'].replace('entityTypes: [corpuser]', 'entityTypes: [corpusr]').replace('array<Owner>', 'array<Ownr>'),
    });
    const messages = problems.map((p) => `${p.file}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('dataset.yaml: aspect "globalTags" has no file'),
        expect.stringContaining('ownership.yaml: ownership.owners: type "Ownr" is not defined'),
        expect.stringContaining('points at unknown entity "corpusr"'),
      ]),
    );
  });

  it('stops on a field name declared twice in an aspect, a record or _common.yaml, at the second entry', () => {
    const problems = problemsOf({
      ...VALID,
      'aspects/datasetKey.yaml': `${VALID['aspects/datasetKey.yaml']}  - { name: name, type: string, required: false, description: Again. }\n`,
      'aspects/ownership.yaml': `${VALID['aspects/ownership.yaml']}      - { name: owner, type: string, required: false, description: Again. }\n`,
      '_common.yaml': `${VALID['_common.yaml']}records:\n  Audit:\n    description: Who and when.\n    fields:\n      - { name: time, type: long, required: true, description: When. }\n      - { name: time, type: long, required: true, description: Again. }\n`,
    });
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      'reference/entities/_common.yaml:10 _common.Audit: field "time" is declared twice (first on line 9)',
      'reference/entities/aspects/datasetKey.yaml:8 datasetKey: field "name" is declared twice (first on line 6)',
      'reference/entities/aspects/ownership.yaml:11 ownership.Owner: field "owner" is declared twice (first on line 10)',
    ]);
    expect(problems[0]?.hint).toContain('merge the two');
  });

  it('reads named types out of type expressions', () => expect(namedTypes('array<map<Owner>>')).toEqual(['Owner']));
});

describe('entity pages', () => {
  const model = loadMetadataModel(modelDir(VALID), 'x')!;
  const pages = buildEntityPages(model, (type) => (type === 'Dataset' ? '/docs/graphql/objects/dataset' : undefined));
  const at = (route: string) => pages.find((p) => p.route === route)!;

  it('derives the URN shape from the key aspect', () => {
    expect(urnPattern(model.entities[1]!, model.aspects.get('datasetKey'))).toBe('urn:li:dataset:(<platform>,<name>,<origin>)');
    expect(urnPattern(model.entities[0]!, model.aspects.get('corpUserKey'))).toBe('urn:li:corpuser:<username>');
  });

  it('shows relationships both ways, searchable fields and the GraphQL type', () => {
    const dataset = at('/docs/generated/metamodel/entities/dataset').bodyHtml!;
    expect(dataset).toContain('<code>OwnedBy</code> to <a href="/docs/generated/metamodel/entities/corpuser">corpuser</a>');
    expect(dataset).toContain('<a href="/docs/graphql/objects/dataset">Dataset</a>');
    expect(at('/docs/generated/metamodel/entities/corpuser').bodyHtml).toContain('<code>OwnedBy</code> from <a href="/docs/generated/metamodel/entities/dataset">dataset</a>');
    expect(at('/docs/generated/metamodel/entities').bodyHtml).toContain('id="dataset"');
  });
});

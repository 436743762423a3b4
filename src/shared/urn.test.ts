import { describe, expect, it } from 'vitest';
import { decodeUrnPart, describeUrnIssue, encodeUrnPart, parseUrn, urlEncodedLength, urnColumn, type UrnIssue, type UrnNode } from './urn.ts';
import { buildUrn, createUrnModel, inspectUrn, readUrnKeysFile, suggestEntityType, type UrnEntityKey, type UrnKeyField } from './urn-model.ts';

const text = (name: string): UrnKeyField => ({ name, kind: 'string' });
const FABRIC = ['DEV', 'TEST', 'QA', 'UAT', 'EI', 'PRE', 'STG', 'NON_PROD', 'PROD', 'CORP'];
const key = (name: string, fields: UrnKeyField[], example = `urn:li:${name}:x`): UrnEntityKey => ({ name, keyAspect: `${name}Key`, fields, example });

/** A small model shaped like the real registry's keys. */
const MODEL = createUrnModel({
  names: ['domain', 'dataHubStepState'],
  entities: [
    key('dataset', [{ name: 'platform', kind: 'urn', entityTypes: ['dataPlatform'] }, text('name'), { name: 'origin', kind: 'enum', enumName: 'FabricType', symbols: FABRIC }], 'urn:li:dataset:(urn:li:dataPlatform:hive,analytics.orders,PROD)'),
    key('dataPlatform', [text('platformName')], 'urn:li:dataPlatform:hive'),
    key('corpuser', [text('username')]),
    key('corpGroup', [text('name')]),
    key('tag', [text('name')]),
    key('glossaryTerm', [text('name')]),
    key('schemaField', [{ name: 'parent', kind: 'urn' }, text('fieldPath')]),
    key('dataFlow', [text('orchestrator'), text('flowId'), text('cluster')], 'urn:li:dataFlow:(airflow,daily_etl,prod)'),
    key('dataJob', [{ name: 'flow', kind: 'urn', entityTypes: ['dataFlow'] }, text('jobId')]),
    key('mlFeatureTable', [{ name: 'platform', kind: 'urn', entityTypes: ['dataPlatform'] }, text('name')]),
    key('versionSet', [text('id'), text('entityType')]),
    key('sample', [{ name: 'version', kind: 'number' }]),
  ],
});

type Expected = 'ok' | { error: string; column?: number } | { warning: string; column?: number };

const HIVE = 'urn:li:dataPlatform:hive';
const nest = (depth: number): string => `${'urn:li:x:('.repeat(depth)}a${')'.repeat(depth)}`;

/** Input → what the inspector says: no problem at all, or the problem (a substring) and its column. */
const TABLE: [string, Expected][] = [
  // Valid
  ['urn:li:corpuser:jdoe', 'ok'],
  ['urn:li:corpuser:jdoe@example.com', 'ok'],
  ['urn:li:corpuser:Jürgen', 'ok'],
  ['urn:li:dataPlatform:hive', 'ok'],
  [`urn:li:dataset:(${HIVE},db.table,PROD)`, 'ok'],
  ['urn:li:dataset:(urn:li:dataPlatform:snowflake,analytics.public.orders,DEV)', 'ok'],
  ['urn:li:dataset:(urn:li:dataPlatform:hdfs,/path/to/data,PROD)', 'ok'],
  ['urn:li:dataset:(urn:li:dataPlatform:looker,my view,PROD)', 'ok'],
  [`urn:li:dataset:(${HIVE},orders%2Cv2,PROD)`, 'ok'],
  [`urn:li:dataset:(${HIVE},db.t%28old%29,PROD)`, 'ok'],
  [`urn:li:schemaField:(urn:li:dataset:(${HIVE},db.t,PROD),user_id)`, 'ok'],
  ['urn:li:schemaField:(urn:li:dataset:(urn:li:dataPlatform:kafka,[version=2.0].topic,PROD),[version=2.0].[type=string].id)', 'ok'],
  [`urn:li:schemaField:(urn:li:dataset:(${HIVE},t,PROD),${'a'.repeat(600)})`, 'ok'],
  ['urn:li:dataFlow:(airflow,daily_etl,prod)', 'ok'],
  ['urn:li:dataJob:(urn:li:dataFlow:(airflow,daily_etl,prod),load_orders)', 'ok'],
  ['urn:li:mlFeatureTable:(urn:li:dataPlatform:feast,driver_stats)', 'ok'],
  ['urn:li:tag:pii', 'ok'],
  ['urn:li:glossaryTerm:Classification.Sensitive', 'ok'],
  ['urn:li:corpGroup:data-engineering', 'ok'],
  ['urn:li:domain:marketing', 'ok'],
  ['urn:li:versionSet:(abc123,mlModel)', 'ok'],
  ['urn:li:sample:42', 'ok'],
  // Not a URN at all
  ['', { error: 'the text is empty', column: 1 }],
  ['   ', { error: 'the text is empty', column: 1 }],
  ['dataset:foo', { error: 'does not start with "urn:li:"', column: 1 }],
  ['\u0000\u0001\u0002junk', { error: 'does not start with "urn:li:"', column: 1 }],
  ['URN:LI:corpuser:jdoe', { error: 'lower case', column: 1 }],
  ['urn:foo:corpuser:jdoe', { error: 'namespace "li"', column: 1 }],
  ['urn%3Ali%3Acorpuser%3Ajdoe', { error: 'URL-encoded', column: 1 }],
  ['x'.repeat(10_001), { error: 'Only 10,000 characters are read', column: 10_001 }],
  // Whitespace at the ends
  ['urn:li:corpuser:jdoe ', { error: 'Whitespace after the URN', column: 21 }],
  [' urn:li:corpuser:jdoe', { error: 'Whitespace before the URN', column: 1 }],
  // Type and key
  ['urn:li:', { error: 'no entity type', column: 8 }],
  ['urn:li:corpuser', { error: 'no ":" after the entity type "corpuser"', column: 8 }],
  ['urn:li::jdoe', { error: 'the entity type is empty', column: 8 }],
  ['urn:li:corpuser:', { error: 'Empty entity id', column: 17 }],
  ['urn:li:dataset:()', { error: 'Empty entity id: part 1', column: 17 }],
  [`urn:li:dataset:(${HIVE},,PROD)`, { error: 'Empty entity id: part 2', column: 42 }],
  ['urn:li:dataset:(urn:li:dataPlatform:,t,PROD)', { error: 'Empty entity id', column: 37 }],
  // Parentheses
  [`urn:li:dataset:(${HIVE},t,PROD`, { error: 'missing its closing parenthesis', column: 16 }],
  [`urn:li:dataset:(${HIVE},t,PROD))`, { error: 'closes nothing', column: 49 }],
  [`urn:li:dataset:(${HIVE},t,PROD)x`, { error: 'Unexpected text "x"', column: 49 }],
  [`urn:li:dataset:(${HIVE},fn(x,PROD)`, { error: 'missing its closing parenthesis', column: 16 }],
  [`urn:li:dataset:(${HIVE},fn(x,PROD`, { error: '"(" is missing its closing parenthesis', column: 44 }],
  ['urn:li:corpuser:(jdoe', { error: 'missing its closing parenthesis', column: 17 }],
  [`urn:li:schemaField:(urn:li:dataset:(${HIVE},t,PROD)x,f)`, { error: 'Unexpected "x" after the nested URN', column: 69 }],
  [nest(20), { error: 'nest more than 16 deep', column: 171 }],
  // Against the model: types
  [`urn:li:datset:(${HIVE},t,PROD)`, { error: 'unknown entity type "datset" (did you mean "dataset"?)', column: 8 }],
  ['urn:li:corpUser:jdoe', { error: 'did you mean "corpuser"', column: 8 }],
  ['urn:li:dataset:(urn:li:dataPlatfrm:hive,t,PROD)', { error: 'unknown entity type "dataPlatfrm"', column: 24 }],
  ['urn:li:chart:(looker,1)', { error: 'unknown entity type "chart"', column: 8 }],
  // Number of key parts
  [`urn:li:dataset:(${HIVE},t)`, { error: 'has 3 key parts, this one has 2', column: 16 }],
  [`urn:li:dataset:(${HIVE},a,b,PROD)`, { error: 'this one has 4', column: 16 }],
  [`urn:li:dataset:${HIVE},t,PROD`, { error: 'put the parts in parentheses', column: 16 }],
  ['urn:li:dataJob:(urn:li:dataFlow:(airflow,daily_etl),load)', { error: 'a dataFlow URN has 3 key parts, this one has 2', column: 33 }],
  // What each part must be
  ['urn:li:dataset:(hive,t,PROD)', { error: 'part 1 (platform) of the dataset key must be a dataPlatform URN such as urn:li:dataPlatform:hive', column: 17 }],
  ['urn:li:dataset:(urn:li:corpuser:jdoe,t,PROD)', { error: 'must be a dataPlatform URN, not a corpuser URN', column: 17 }],
  [`urn:li:dataset:(${HIVE},t,prod)`, { error: 'in upper case: PROD', column: 44 }],
  [`urn:li:dataset:(${HIVE},t,LIVE)`, { error: 'one of DEV, TEST, QA', column: 44 }],
  [`urn:li:dataJob:(urn:li:dataset:(${HIVE},t,PROD),load)`, { error: 'must be a dataFlow URN, not a dataset URN', column: 17 }],
  ['urn:li:dataJob:(airflow,load)', { error: 'must be a dataFlow URN such as urn:li:dataFlow:(airflow,daily_etl,prod)', column: 17 }],
  ['urn:li:sample:forty', { error: 'must be a whole number', column: 15 }],
  // Platform rules
  ['urn:li:corpuser:a␟b', { error: '"␟" (U+241F) is not allowed', column: 18 }],
  [`urn:li:corpuser:${'a'.repeat(600)}`, { error: 'longer than 512 bytes', column: 1 }],
  [`urn:li:corpuser:${'é'.repeat(100)}`, { error: 'is 622 bytes URL-encoded', column: 1 }],
  // Accepted, with a warning
  ['urn:li:corpuser:a,b', { warning: '"," is reserved in URN parts; write it as %2C', column: 18 }],
  [`urn:li:dataset:(${HIVE},fn(x),PROD)`, { warning: '"(" is reserved in URN parts; write it as %28', column: 44 }],
  ['urn:li:corpuser:(jdoe)', { warning: 'written without parentheses: urn:li:corpuser:jdoe', column: 17 }],
  ['urn:li:dataHubStepState:urn:li:corpuser:jdoe-search-onboarding', 'ok'],
  ['urn:li:tag:\u0007pii', { warning: 'control character U+0007', column: 12 }],
  ['urn:li:corpuser:jdoe\nurn:li:corpuser:ann', { warning: 'paste one URN at a time', column: 21 }],
];

function issuesOf(input: string): UrnIssue[] {
  return inspectUrn(input, MODEL).issues;
}

describe('URN table', () => {
  it('has at least 60 rows', () => expect(TABLE.length).toBeGreaterThanOrEqual(60));

  it.each(TABLE.map(([input, expected]) => [input.length > 80 ? `${input.slice(0, 77)}…` : input, input, expected] as const))('%s', (_label, input, expected) => {
    const issues = issuesOf(input);
    const shown = issues.map((i) => `${i.severity} ${describeUrnIssue(input, i)}`);
    if (expected === 'ok') {
      expect(shown).toEqual([]);
      return;
    }
    const [severity, fragment] = 'error' in expected ? (['error', expected.error] as const) : (['warning', expected.warning] as const);
    const issue = issues.find((i) => i.severity === severity && i.message.includes(fragment));
    expect(issue, `expected ${severity} "${fragment}", got:\n${shown.join('\n')}`).toBeDefined();
    if (expected.column !== undefined) expect(urnColumn(input, issue!.start)).toBe(expected.column);
    if (severity === 'warning') expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
  });
});

describe('parse tree', () => {
  const partsOf = (node: UrnNode): unknown => ({ type: node.type, parts: node.parts.map((p) => (p.urn ? partsOf(p.urn) : p.text)) });

  it('nests URNs inside tuple parts, with spans in the text', () => {
    const input = `urn:li:schemaField:(urn:li:dataset:(${HIVE},db.table,PROD),user_id)`;
    const { root } = parseUrn(input);
    expect(partsOf(root!)).toEqual({ type: 'schemaField', parts: [{ type: 'dataset', parts: [{ type: 'dataPlatform', parts: ['hive'] }, 'db.table', 'PROD'] }, 'user_id'] });
    const dataset = root!.parts[0]!;
    expect(input.slice(dataset.start, dataset.end)).toBe(`urn:li:dataset:(${HIVE},db.table,PROD)`);
    expect(root!.tuple).toBe(true);
    expect(dataset.urn!.parts[0]!.urn!.tuple).toBe(false);
  });

  it('keeps a one-part key whole at the top, commas and colons included', () => {
    expect(parseUrn('urn:li:corpuser:a,b:c').root!.parts.map((p) => p.text)).toEqual(['a,b:c']);
  });

  it('keeps balanced parentheses inside a plain part', () => {
    expect(parseUrn(`urn:li:dataset:(${HIVE},fn(a,b),PROD)`).root!.parts.map((p) => p.text)).toEqual([HIVE, 'fn(a,b)', 'PROD']);
  });
});

describe('encoding', () => {
  it('percent-encodes the reserved characters only, as the SDK does', () => {
    expect(encodeUrnPart('orders,v2 (old)␟x')).toBe('orders%2Cv2 %28old%29%E2%90%9Fx');
    expect(encodeUrnPart('a:b/c%20d')).toBe('a:b/c%20d');
  });

  it('decodes %XX sequences for display, and leaves broken ones alone', () => {
    expect(decodeUrnPart('orders%2Cv2')).toBe('orders,v2');
    expect(decodeUrnPart('100%-sure%2C')).toBe('100%-sure,');
    expect(decodeUrnPart('plain')).toBeUndefined();
    expect(decodeUrnPart('%E2%90')).toBeUndefined();
  });

  it('measures the URL-encoded length as Java does', () => {
    expect(urlEncodedLength('urn:li:tag:a b')).toBe(20);
    expect(urlEncodedLength('é')).toBe(6);
  });

  it('counts columns in characters', () => {
    expect(urnColumn('😀x', 2)).toBe(2);
  });
});

describe('building a URN from its key fields', () => {
  const dataset = MODEL.keys.get('dataset')!;

  it('encodes reserved characters in text parts', () => {
    const built = buildUrn(dataset, [HIVE, 'orders,v2 (old)', 'PROD'], MODEL);
    expect(built.urn).toBe(`urn:li:dataset:(${HIVE},orders%2Cv2 %28old%29,PROD)`);
    expect(built.notes.join()).toContain('reserved characters encoded');
    expect(issuesOf(built.urn!)).toEqual([]);
  });

  it('wraps a bare platform name and upper-cases the environment', () => {
    const built = buildUrn(dataset, ['hive', 'db.t', 'prod'], MODEL);
    expect(built.urn).toBe(`urn:li:dataset:(${HIVE},db.t,PROD)`);
    expect(built.notes).toEqual(['platform: "hive" became urn:li:dataPlatform:hive', 'origin: "prod" became PROD']);
  });

  it('names each wrong field', () => {
    const built = buildUrn(dataset, ['urn:li:corpuser:jdoe', '', 'LIVE'], MODEL);
    expect(built.urn).toBeUndefined();
    expect(built.problems[0]).toContain('this is a corpuser URN');
    expect(built.problems[1]).toBe('name cannot be empty');
    expect(built.problems[2]).toContain('origin must be one of DEV, TEST');
  });

  it('writes a one-part key without parentheses and nests URN parts as they are', () => {
    expect(buildUrn(MODEL.keys.get('corpuser')!, ['jdoe@example.com'], MODEL).urn).toBe('urn:li:corpuser:jdoe@example.com');
    expect(buildUrn(MODEL.keys.get('dataJob')!, ['urn:li:dataFlow:(airflow,etl,prod)', 'load'], MODEL).urn).toBe('urn:li:dataJob:(urn:li:dataFlow:(airflow,etl,prod),load)');
    expect(buildUrn(MODEL.keys.get('dataJob')!, ['airflow', 'load'], MODEL).problems[0]).toContain('flow must be a URN');
  });

  it('refuses whitespace at the ends of a value and a URN over the length limit', () => {
    expect(buildUrn(MODEL.keys.get('tag')!, [' pii'], MODEL).problems[0]).toContain('whitespace');
    expect(buildUrn(MODEL.keys.get('tag')!, ['a'.repeat(600)], MODEL).error).toContain('512 bytes');
  });
});

describe('model data', () => {
  it('checks the published keys file and names the first wrong field', () => {
    expect(readUrnKeysFile({ entities: [], names: [] })).toEqual({ entities: [], names: [] });
    expect(readUrnKeysFile(null)).toBe('entities: expected a list');
    expect(readUrnKeysFile({ entities: [], names: [1] })).toContain('names');
    expect(readUrnKeysFile({ names: [], entities: [{ name: 'tag', keyAspect: 'tagKey', example: 'urn:li:tag:x', fields: [{ name: 'name', kind: 'blob' }] }] })).toContain('entities[0] (tag).fields');
  });

  it('suggests the nearest entity type', () => {
    expect(suggestEntityType('DataSet', ['dataset', 'dataJob'])).toBe('dataset');
    expect(suggestEntityType('dataJbo', ['dataset', 'dataJob'])).toBe('dataJob');
    expect(suggestEntityType('zzzzzz', ['dataset'])).toBeUndefined();
  });

  it('checks the type a page expects', () => {
    expect(inspectUrn('urn:li:corpuser:jdoe', MODEL, 'dataset').issues[0]!.message).toBe('this is a corpuser URN; a dataset URN starts with urn:li:dataset:');
  });
});

describe('any input', () => {
  it('stays linear on pathological text', () => {
    // Inputs ten times longer than any real URN: a linear parse takes milliseconds, a quadratic one
    // (the failure this guards against) takes far longer than the bound, however busy the machine.
    for (const input of ['('.repeat(99_999), `urn:li:x:${'('.repeat(99_990)}`, `urn:li:x:(${'a,'.repeat(49_990)})`, nest(999), `urn:li:dataset:(${'urn:li:a:b,'.repeat(9_000)})`]) {
      const started = performance.now();
      const result = inspectUrn(input, MODEL);
      expect(performance.now() - started, input.slice(0, 20)).toBeLessThan(3_000);
      expect(result.issues.length).toBeLessThan(1_000);
    }
  });

  it('never throws on random text', () => {
    let seed = 7;
    const random = (): number => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const alphabet = ['urn:li:', 'dataset', ':', '(', ')', ',', '%2C', 'a', ' ', '␟', '\u0000', '😀', 'urn:li:dataPlatform:hive'];
    for (let n = 0; n < 3_000; n++) {
      let input = '';
      const length = Math.floor(random() * 24);
      for (let i = 0; i < length; i++) input += alphabet[Math.floor(random() * alphabet.length)];
      const result = inspectUrn(input, MODEL);
      for (const issue of result.issues) {
        expect(issue.start).toBeGreaterThanOrEqual(0);
        expect(issue.end).toBeLessThanOrEqual(Math.max(input.length, issue.start + 1));
      }
      if (!result.issues.some((i) => i.severity === 'error')) expect(result.root).toBeDefined();
    }
  });
});

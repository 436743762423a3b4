import { describe, expect, it } from 'vitest';
import { createUrnModel } from '../../../shared/urn-model.ts';
import { checkUrn, findUrns } from './check-urn.ts';

/** Entity types and their number of key parts (every part plain text). */
const KEYS = createUrnModel({
  names: [],
  entities: Object.entries({ dataset: 3, dataPlatform: 1, corpuser: 1, schemaField: 2, dataJob: 2, dataFlow: 3 }).map(([name, parts]) => ({
    name,
    keyAspect: `${name}Key`,
    example: `urn:li:${name}:x`,
    fields: Array.from({ length: parts }, (_, i) => ({ name: `part${i + 1}`, kind: 'string' as const })),
  })),
});

describe('URNs in pages', () => {
  it('accepts URNs that match the model, nested ones included', () => {
    for (const urn of [
      'urn:li:corpuser:jdoe@example.com',
      'urn:li:dataset:(urn:li:dataPlatform:snowflake,analytics.public.orders,PROD)',
      'urn:li:schemaField:(urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD),user_id)',
      'urn:li:dataJob:(urn:li:dataFlow:(airflow,daily_etl,prod),load_orders)',
    ]) {
      expect(checkUrn(urn, KEYS), urn).toBeUndefined();
    }
  });

  it('names the fault: unknown type, wrong number of key parts, missing parenthesis', () => {
    expect(checkUrn('urn:li:datset:(urn:li:dataPlatform:hive,t,PROD)', KEYS)).toContain('unknown entity type "datset"');
    expect(checkUrn('urn:li:corpUser:jdoe', KEYS)).toContain('did you mean "corpuser"');
    expect(checkUrn('urn:li:dataset:(urn:li:dataPlatform:hive,t)', KEYS)).toContain('has 3 key parts, this one has 2');
    expect(checkUrn('urn:li:dataset:(urn:li:dataPlatform:hive,t,PROD', KEYS)).toContain('missing its closing parenthesis');
    expect(checkUrn('urn:li:dataset:(urn:li:dataPlatfrm:hive,t,PROD)', KEYS)).toContain('unknown entity type "dataPlatfrm"');
  });

  it('skips shapes and patterns', () => {
    for (const urn of ['urn:li:dataset:(<platform>,<name>,<env>)', 'urn:li:tag:{name}', 'urn:li:dataset:(urn:li:dataPlatform:hive,%', 'urn:li:dataset:(']) {
      expect(checkUrn(urn, KEYS), urn).toBeUndefined();
    }
  });

  it('finds URNs in text with their lines, without trailing punctuation or the nested ones apart', () => {
    const text = 'Intro.\nUse `urn:li:corpuser:jdoe`.\nThen urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD), done.';
    expect(findUrns(text)).toEqual([
      { urn: 'urn:li:corpuser:jdoe', line: 2 },
      { urn: 'urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD)', line: 3 },
    ]);
  });
});

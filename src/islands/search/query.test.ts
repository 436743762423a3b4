import { describe, expect, it } from 'vitest';
import type { NamesIndex } from '../../shared/search-names.ts';
import { resemblesQuery } from './engine.ts';
import { NamesSearch, stemWord } from './names.ts';
import { analyseQuery } from './query.ts';

describe('reading a query', () => {
  it('drops stop words from a question and marks it as one', () => {
    const plan = analyseQuery('How do I delete a dataset?');
    expect(plan.terms).toEqual(['delete', 'dataset']);
    expect(plan.text).toBe('delete dataset');
    expect(plan.question).toBe(true);
  });

  it('keeps identifiers, single words and phrases without stop words as typed', () => {
    expect(analyseQuery('ROW_COUNT_TOTAL')).toMatchObject({ text: 'ROW_COUNT_TOTAL', question: false });
    expect(analyseQuery('row count total')).toMatchObject({ text: 'row count total', question: true });
    expect(analyseQuery('remote executor')).toMatchObject({ text: 'remote executor', question: false });
    expect(analyseQuery('Dataset.aspects of a thing')).toMatchObject({ question: true });
    expect(analyseQuery('Tags')).toMatchObject({ text: 'Tags', question: false });
  });

  it('keeps the words when all of them are stop words', () => {
    expect(analyseQuery('how to').terms).toEqual(['how', 'to']);
  });

  it('finds the connector asked for', () => {
    expect(analyseQuery('connect snowflake').connector).toBe('snowflake');
    expect(analyseQuery('ingest metadata from bigquery').connector).toBe('bigquery');
    expect(analyseQuery('kafka source').connector).toBe('kafka');
    expect(analyseQuery('airflow lineage').connector).toBeUndefined();
  });

  it('does not read "metadata" alone as asking for a connector', () => {
    // "metadata model" once asked for a connector named "model", and the Mode connector came first.
    expect(analyseQuery('what is the metadata model').connector).toBeUndefined();
    expect(analyseQuery('snowflake metadata').connector).toBeUndefined();
    expect(analyseQuery('extract metadata from looker').connector).toBe('looker');
  });

  it('recognises a pasted URN as a whole', () => {
    const urn = 'urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD)';
    expect(analyseQuery(` ${urn} `)).toMatchObject({ urn, terms: [urn] });
    expect(analyseQuery('urn casing').urn).toBeUndefined();
  });
});

describe('stems and look-alikes', () => {
  it('meets plural and singular, and a few suffixes', () => {
    expect(stemWord('domains')).toBe(stemWord('domain'));
    expect(stemWord('policies')).toBe('policy');
    expect(stemWord('configure')).toBe(stemWord('configuration'));
    expect(stemWord('access')).toBe('access');
  });

  it('keeps a full-text hit only when a highlighted word is the query word, not a fragment of it', () => {
    expect(resemblesQuery([{ text: 'q', mark: true }], ['qwxzv'])).toBe(false);
    expect(resemblesQuery([{ text: 'tag', mark: true }], ['tags'])).toBe(true);
    expect(resemblesQuery([{ text: 'Deleting', mark: true }], ['delete'])).toBe(true);
    expect(resemblesQuery([{ text: 'no marks', mark: false }], ['anything'])).toBe(true);
  });
});

describe('names search with hints', () => {
  const INDEX: NamesIndex = {
    version: 1,
    sections: ['Getting Started'],
    pages: [
      ['Domains', '/docs/domains', 0, 0, 3, ''],
      ['domain', '/docs/generated/metamodel/entities/domain', 0, 2, 3, ''],
      ['Snowflake', '/docs/category/snowflake', 0, 0, 3, '', 1],
      ['Snowflake', '/docs/generated/ingestion/sources/snowflake', 0, 1, 3, ''],
      ['Single sign-on with OIDC', '/docs/sso', 0, 0, 3, ''],
      ['What is DataHub?', '/docs/introduction', 0, 0, 3, ''],
      ['DataHub', '/docs/generated/ingestion/sources/datahub', 0, 1, 3, ''],
    ],
    names: [],
    tools: { urnInspector: '/docs/api/urn-inspector' },
  };
  const search = new NamesSearch(INDEX);
  const first = (q: string): string | undefined => {
    const plan = analyseQuery(q);
    return search.search(plan.text, {}, 5, { question: plan.question, connector: plan.connector, raw: plan.raw })[0]?.page.route;
  };

  it('answers a question with the guide, not the reference page of the same name', () => {
    expect(first('what is a domain')).toBe('/docs/domains');
  });

  it('puts the connector before a category listing of the same name', () => {
    expect(first('snowflak')).toBe('/docs/generated/ingestion/sources/snowflake');
    expect(first('connect snowflake')).toBe('/docs/generated/ingestion/sources/snowflake');
  });

  it('reads a capitalised acronym as the initials of a title', () => {
    expect(first('SSO')).toBe('/docs/sso');
  });

  it('counts a title typed word for word, stop words included', () => {
    expect(first('what is datahub')).toBe('/docs/introduction');
  });

  it('reads the tools from the index', () => {
    expect(search.tools.urnInspector).toBe('/docs/api/urn-inspector');
  });
});

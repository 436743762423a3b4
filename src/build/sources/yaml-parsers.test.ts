import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { fastLoad } from './read-yaml.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('the two YAML parsers of readYamlFile', () => {
  it('give the same value for every YAML file of this repository', () => {
    const files = execFileSync('git', ['ls-files', '*.yaml', '*.yml'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files.length).toBeGreaterThan(500);
    const differ = files.filter((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return !isDeepStrictEqual(fastLoad(text)?.value, parseDocument(text).toJS());
    });
    expect(differ).toEqual([]);
  });

  it('give the same value for the front matter of every page of this repository', () => {
    const pages = execFileSync('git', ['ls-files', '*.md', '*.mdx'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    const blocks = pages.flatMap((file) => {
      const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(ROOT, file), 'utf8'))?.[1];
      return block === undefined ? [] : [[file, block] as const];
    });
    expect(blocks.length).toBeGreaterThan(300);
    expect(blocks.filter(([, block]) => !isDeepStrictEqual(fastLoad(block)?.value, parseDocument(block).toJS())).map(([file]) => file)).toEqual([]);
  });

  it('agree on the YAML 1.2 core schema where YAML 1.1 readers differ, and js-yaml gives up on what yaml reports', () => {
    const text = 'a: yes\nb: 0o17\nc: 2024-05-01\nd: ~\ne: .inf\nf: "x"\ng: 012\n';
    expect(fastLoad(text)?.value).toEqual(parseDocument(text).toJS());
    expect(fastLoad(text)?.value).toMatchObject({ a: 'yes', b: 15, c: '2024-05-01', d: null });
    // An empty file, a duplicate key and a broken flow mapping: no value, so readYamlFile reads
    // them with `yaml` (which gives null for the first and reports the others with their line).
    expect(fastLoad('')).toBeUndefined();
    expect(fastLoad('a: 1\na: 2\n')).toBeUndefined();
    expect(fastLoad('a: {b: 1\n')).toBeUndefined();
  });
});

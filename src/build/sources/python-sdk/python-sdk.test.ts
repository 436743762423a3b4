import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsThrownBy } from '../../../../tests/helpers/problems.ts';
import { compileToHtml } from '../../compile/compile-html.ts';
import { checkPythonExample, pythonSyntaxProblems } from './check-python.ts';
import { pythonSdkHandler } from './handler.ts';
import { loadPythonSdk, type SdkModel } from './load-sdk.ts';
import { buildPythonSdkPages, moduleRoute, signatureText } from './pages.tsx';

const CLIENT = `module: acme.sdk.client
group: SDK v2
summary: The client of the test package.
upstream:
  path: src/acme/sdk/client.py
  commit: 0123456789abcdef0123456789abcdef01234567
classes:
  - name: AcmeClient
    summary: Connects to the server.
    init:
      - { name: server, type: str, kind: keyword-only }
      - { name: token, type: 'Optional[str]', default: None, kind: keyword-only }
    members:
      - name: from_env
        kind: classmethod
        summary: Builds a client from the environment.
        returns: AcmeClient
      - name: entities
        kind: property
        summary: The entity operations.
        returns: EntityClient
functions:
  - name: make_urn
    summary: Builds a URN.
    params:
      - { name: platform, type: str }
      - { name: env, type: str, default: '"PROD"' }
    returns: str
`;

const PACKAGE = `module: acme.sdk
group: SDK v2
summary: The package of the test SDK.
upstream:
  path: src/acme/sdk/__init__.py
  commit: unknown
reexports:
  - { name: AcmeClient, from: acme.sdk.client }
`;

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'python-sdk-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

function model(files: Record<string, string> = { 'acme.sdk.client.yaml': CLIENT, 'acme.sdk.yaml': PACKAGE }): SdkModel {
  return loadPythonSdk(project(files), 'reference/python-sdk')!;
}

describe('loadPythonSdk', () => {
  it('loads modules, their names, re-exports and implicit packages', () => {
    const m = model();
    expect(m.modules.map((x) => x.module)).toEqual(['acme.sdk', 'acme.sdk.client']);
    expect(m.names.get('acme.sdk.client')!.get('AcmeClient')).toMatchObject({ kind: 'class', members: ['from_env', 'entities'] });
    expect(m.names.get('acme.sdk')!.get('client')).toMatchObject({ kind: 'module' });
    expect(m.packages).toEqual(new Set(['acme']));
    expect(m.roots).toEqual(new Set(['acme']));
  });

  it('reports a schema problem at the line of the field', () => {
    const bad = CLIENT.replace('    summary: Builds a client from the environment.\n', '    summary: builds a client\n').replace('kind: keyword-only }\n      - { name: token', 'kind: keyword }\n      - { name: token');
    const problems = problemsThrownBy(() => model({ 'acme.sdk.client.yaml': bad }));
    expect(problems.map((p) => [p.file, p.line, p.code])).toEqual([
      ['reference/python-sdk/acme.sdk.client.yaml', 11, 'DATA_INVALID'],
      ['reference/python-sdk/acme.sdk.client.yaml', 16, 'DATA_INVALID'],
    ]);
    expect(problems[0]!.message).toContain('classes[0].init[0].kind');
    expect(problems[1]!.message).toContain('full stop');
  });

  it('reports a file named after another module, a name listed twice and a re-export of a missing name', () => {
    const twice = CLIENT.replace('functions:\n  - name: make_urn', 'functions:\n  - name: AcmeClient');
    const reexport = PACKAGE.replace('{ name: AcmeClient, from: acme.sdk.client }', '{ name: AcmeClint, from: acme.sdk.client }');
    const problems = problemsThrownBy(() => model({ 'acme.sdk.client.yaml': twice, 'acme.sdk.yaml': reexport, 'acme.other.yaml': PACKAGE }));
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      ['reference/python-sdk/acme.other.yaml', 1],
      ['reference/python-sdk/acme.sdk.client.yaml', 23],
      ['reference/python-sdk/acme.sdk.yaml', 8],
    ]);
    expect(problems[2]!.hint).toBe('Did you mean `AcmeClient`?');
  });
});

describe('checkPythonExample', () => {
  const m = model();

  it('passes a correct block, and ignores packages the reference does not cover', () => {
    const code = 'import os\nfrom acme.sdk import AcmeClient\nfrom acme.sdk.client import AcmeClient as C, make_urn\nfrom other_pkg import Anything\nimport acme.sdk.client\n\nclient = AcmeClient.from_env()\nurn = acme.sdk.client.make_urn("db")\n';
    expect(checkPythonExample(code, m)).toEqual([]);
  });

  it('reports a wrong name at its line and column, with the closest name and the module page', () => {
    const code = '# setup\nfrom acme.sdk.client import (\n    AcmeClient,\n    make_urm,\n)\n';
    expect(checkPythonExample(code, m, (mod) => moduleRoute(mod))).toEqual([
      { line: 4, column: 5, message: '`acme.sdk.client` has no name `make_urm` in the Python SDK reference; did you mean `make_urn`? (see /docs/python-sdk/reference/acme-sdk-client)' },
    ]);
  });

  it('reports an unknown module, and a name that lives in another module', () => {
    const problems = checkPythonExample('from acme.sdk.clients import AcmeClient\nfrom acme.sdk import make_urn\n', m);
    expect(problems).toEqual([
      { line: 1, column: 6, message: 'module `acme.sdk.clients` is not in the Python SDK reference; did you mean `acme.sdk.client`?' },
      { line: 2, column: 22, message: '`acme.sdk` has no name `make_urn` in the Python SDK reference; it is defined in `acme.sdk.client`' },
    ]);
  });

  it('checks module paths walked from an imported package and from a module alias', () => {
    const code = 'import acme.sdk.client\nimport acme.sdk.client as c\n\nacme.sdk.client.make_urm("x")\nc.AcmeClien\nacme.sdk.klient.x\n';
    expect(checkPythonExample(code, m).map((p) => [p.line, p.column, p.message.split(';')[0]])).toEqual([
      [4, 17, '`acme.sdk.client` has no name `make_urm` in the Python SDK reference'],
      [5, 3, '`acme.sdk.client` has no name `AcmeClien` in the Python SDK reference'],
      [6, 10, '`acme.sdk` has no name `klient` in the Python SDK reference'],
    ]);
  });

  it('reports a syntax error at its line, and still checks the imports', () => {
    const problems = checkPythonExample('from acme.sdk import AcmeClint\n\ndef broken(:\n    pass\n', m);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [1, '`acme.sdk` has no name `AcmeClint` in the Python SDK reference; did you mean `AcmeClient`?'],
      [3, 'Python syntax error at `:`'],
    ]);
  });

  it('reports Python 2 print, an unexpected indent and an unfinished block', () => {
    expect(pythonSyntaxProblems('print "hello"\n').map((p) => p.message)).toEqual(['Python 2 `print` statement: write `print(…)`']);
    expect(pythonSyntaxProblems('x = 1\n  y = 2\n')).toEqual([{ line: 2, column: 3, message: 'Python syntax error: unexpected indent (a top-level statement must start in the first column)' }]);
    expect(pythonSyntaxProblems('client.search(\n    query="x",\n')).toEqual([{ line: 3, column: 1, message: 'Python syntax error: the block ends in the middle of a statement' }]);
    expect(pythonSyntaxProblems('async def f():\n    async with a as b:\n        await b\nmatch x:\n    case 1:\n        pass\nprint(f"{x!r:>10}")\n')).toEqual([]);
  });
});

describe('pages and handler', () => {
  it('renders a page per module with an anchor per member, signatures and re-export links', () => {
    const pages = buildPythonSdkPages(model());
    expect(pages.map((p) => p.route)).toEqual(['/docs/python-sdk/reference', '/docs/python-sdk/reference/acme-sdk', '/docs/python-sdk/reference/acme-sdk-client']);
    const client = pages[2]!;
    expect([...client.ids]).toEqual(expect.arrayContaining(['classes', 'AcmeClient', 'AcmeClient.from_env', 'AcmeClient.entities', 'functions', 'make_urn']));
    expect(client.headings).toContainEqual({ depth: 3, id: 'AcmeClient', text: 'AcmeClient' });
    expect(client.bodyHtml).toContain('def __init__(self, *, server: str, token: Optional[str] = None)');
    expect(client.bodyHtml).toContain('def make_urn(platform: str, env: str = &quot;PROD&quot;) -&gt; str');
    expect(client.bodyHtml).toContain('commit <code>0123456789</code>');
    expect(pages[1]!.bodyHtml).toContain('href="/docs/python-sdk/reference/acme-sdk-client#AcmeClient"');
    expect(pages[0]!.bodyHtml).toContain('href="/docs/python-sdk/reference/acme-sdk-client"');
  });

  it('writes Python parameter markers and wraps long signatures', () => {
    expect(signatureText('def ', 'f', [
      { name: 'a', kind: 'positional-only' },
      { name: 'b', type: 'int', default: '1', kind: 'positional' },
      { name: 'c', kind: 'keyword-only' },
    ])).toBe('def f(a, /, b: int = 1, *, c)');
    expect(signatureText('def ', 'g', [{ name: 'args', kind: 'var-positional' }, { name: 'k', kind: 'keyword-only' }, { name: 'kw', kind: 'var-keyword' }])).toBe('def g(*args, k, **kw)');
    const long = signatureText('def ', 'h', Array.from({ length: 6 }, (_, i) => ({ name: `parameter_${i}`, type: 'Optional[str]', default: 'None', kind: 'positional' as const })), 'None');
    expect(long.split('\n')).toHaveLength(8);
  });

  it('checks python examples, lists modules in search and groups the sidebar', async () => {
    const dir = project({ 'acme.sdk.client.yaml': CLIENT, 'acme.sdk.yaml': PACKAGE });
    const output = (await pythonSdkHandler.generate(dir, 'reference/python-sdk', { pageByRoute: new Map(), contentRoutes: new Set(), docsBase: '/docs' }))!;
    expect(output.checkExample!('python', 'from acme.sdk import Nope\n')).toHaveLength(1);
    expect(output.checkExample!('yaml', 'from acme.sdk import Nope\n')).toEqual([]);
    expect(output.searchNames).toContainEqual({ name: 'AcmeClient.from_env', route: '/docs/python-sdk/reference/acme-sdk-client', anchor: 'AcmeClient.from_env', type: 'field' });
    expect(output.sidebarItems).toEqual([
      { type: 'category', label: 'Python SDK reference', link: { type: 'doc', id: 'python-sdk/reference' }, items: [{ type: 'category', label: 'SDK v2', items: ['python-sdk/reference/acme-sdk', 'python-sdk/reference/acme-sdk-client'] }] },
    ]);
  });

  it('receives the python blocks of a page from the compile step, at the fence line', async () => {
    const page = '# Title\n\nText.\n\n```python\nfrom acme.sdk import Nope\n```\n\n```bash\necho\n```\n';
    const { facts } = await compileToHtml(page, 'md', { file: 'x.md', lineOffset: 0, route: '/docs/x', sourceDir: '.', relPath: 'x.md', routeOfFile: new Map(), assetBase: '/assets/content', frontMatterTitle: 'Title' });
    expect(facts.examples).toEqual([{ lang: 'python', code: 'from acme.sdk import Nope', line: 5 }]);
  });
});

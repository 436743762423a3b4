import { GRAPHQL_CHECKER_ROUTE } from '../../../shared/graphql-checker.ts';
import { compileToHtml } from '../../compile/compile-html.ts';
import { BuildError } from '../../errors.ts';
import { loadGraphqlExamples, type GraphqlExample } from './examples.ts';
import type { GraphqlModel } from './model.ts';

/** A fence longer than any backtick run in the code. */
function fenced(lang: string, code: string): string {
  const fence = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return `${fence}${lang}\n${code.trimEnd()}\n${fence}`;
}

/** An example's code blocks, highlighted and copyable as any other (compiled by the Markdown pipeline). */
export interface RenderedExample {
  example: GraphqlExample;
  /** Tab value → label and block HTML: request, variables (when there are any), response. */
  blocks: { value: string; label: string; html: string }[];
}

async function codeBlockHtml(lang: string, code: string, route: string, checker: string | undefined): Promise<string> {
  const { html, facts } = await compileToHtml(`${fenced(lang, code)}\n`, 'md', {
    file: route,
    lineOffset: 0,
    route,
    sourceDir: '.',
    relPath: 'generated.md',
    routeOfFile: new Map(),
    assetBase: '/assets/content',
    frontMatterTitle: 'Example',
    graphqlChecker: checker,
  });
  const errors = facts.problems.filter((p) => p.severity !== 'warning');
  if (errors.length > 0) throw new BuildError(errors);
  return html;
}

/**
 * One example's request, variables and response as code blocks; the request block links to the
 * checker when the version has one.
 */
export async function renderExample(example: GraphqlExample, route: string, checker: string | undefined): Promise<RenderedExample> {
  const blocks = [{ value: 'request', label: 'Request', html: await codeBlockHtml('graphql', example.request, route, checker) }];
  if (example.variables && Object.keys(example.variables).length > 0) blocks.push({ value: 'variables', label: 'Variables', html: await codeBlockHtml('json', JSON.stringify(example.variables, null, 2), route, undefined) });
  blocks.push({ value: 'response', label: 'Response', html: await codeBlockHtml('json', JSON.stringify(example.response, null, 2), route, undefined) });
  return { example, blocks };
}

/** Every example rendered, keyed by operation (`Query.dataset`), in file order. */
export async function renderGraphqlExamples(examples: readonly GraphqlExample[], routeOf: (operation: string) => string, checker: string | undefined): Promise<Map<string, RenderedExample[]>> {
  const out = new Map<string, RenderedExample[]>();
  for (const example of examples) {
    const rendered = await renderExample(example, routeOf(example.operation), checker);
    out.set(example.operation, [...(out.get(example.operation) ?? []), rendered]);
  }
  return out;
}

/**
 * The examples of a reference folder (`examples.yaml`), checked against the model's schema and
 * rendered for `buildGraphqlPages`; request blocks link to the checker unless `archived` (the
 * checker holds the latest schema only).
 */
export async function graphqlExamplesFor(model: GraphqlModel, dir: string, displayDir: string, archived: boolean): Promise<Map<string, RenderedExample[]>> {
  const examples = loadGraphqlExamples(model.schema, dir, displayDir);
  const hrefOf = (operation: string): string => {
    const [root, name] = operation.split('.');
    const section = root === model.schema.getMutationType()?.name ? model.sections.mutations : model.sections.queries;
    return section.find((m) => m.name === name)?.href ?? '';
  };
  return renderGraphqlExamples(examples, hrefOf, archived ? undefined : GRAPHQL_CHECKER_ROUTE);
}

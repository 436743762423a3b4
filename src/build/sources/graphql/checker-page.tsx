import type { ReactElement } from 'react';
import { printSchema, type GraphQLSchema } from 'graphql';
import { IslandMount } from '../../../components/Island.tsx';
import {
  GRAPHQL_CHECKER_ROUTE,
  GRAPHQL_SCHEMA_FILE,
  GRAPHQL_SCHEMA_LEAN_FILE,
  GRAPHQL_TYPES_FILE,
  type GraphqlCheckerProps,
  type GraphqlTypeIndex,
} from '../../../shared/graphql-checker.ts';
import { compileToHtml } from '../../compile/compile-html.ts';
import type { SitePage } from '../../model/site.ts';
import { generatedPage } from '../generated-page.ts';
import { checkGraphqlOperation } from './check-operation.ts';
import type { GraphqlModel } from './model.ts';

/** The checker's starting text; used only when it validates against the schema being built. */
const EXAMPLE = `# Read a dataset: its name, description, platform and owners.
query getDataset($urn: String!) {
  dataset(urn: $urn) {
    urn
    properties {
      name
      description
    }
    platform {
      name
    }
    ownership {
      owners {
        owner {
          ... on CorpUser {
            username
          }
        }
      }
    }
  }
}`;

/** The example, or '' when this schema has no such fields (a test schema, a trimmed copy). */
export function checkerExample(schema: GraphQLSchema): string {
  return checkGraphqlOperation(schema, EXAMPLE).length === 0 ? EXAMPLE : '';
}

/**
 * `printSchema` output without its descriptions: what validation needs, a quarter of the bytes.
 * graphql-js prints every description as a block string on lines of its own (`"""` inside one
 * is escaped as `\"""`), so dropping those lines is exact, and ten times faster than a re-print.
 */
export function leanSdl(sdl: string): string {
  return sdl.replace(/^[ \t]*"""(?:[^"\\]|\\"""|\\|"(?!""))*"""\n/gm, '');
}

/** Where the reference documents each type and each root field, for the checker's links. */
function typeIndex(model: GraphqlModel): GraphqlTypeIndex {
  const types = Object.fromEntries([...model.typeMember].map(([name, member]) => [name, member.href]));
  const roots: GraphqlTypeIndex['roots'] = {};
  const query = model.schema.getQueryType()?.name;
  const mutation = model.schema.getMutationType()?.name;
  if (query) roots[query] = Object.fromEntries(model.sections.queries.map((m) => [m.name, m.href]));
  if (mutation) roots[mutation] = Object.fromEntries(model.sections.mutations.map((m) => [m.name, m.href]));
  return { types, roots };
}

/** The files the checker reads (and readers may download): the schema twice, and the type index. */
export function graphqlCheckerFiles(model: GraphqlModel): Map<string, string> {
  const sdl = printSchema(model.schema);
  return new Map([
    [GRAPHQL_SCHEMA_FILE, `${sdl}\n`],
    [GRAPHQL_SCHEMA_LEAN_FILE, leanSdl(sdl)],
    [GRAPHQL_TYPES_FILE, JSON.stringify(typeIndex(model))],
  ]);
}

function checkerProps(example: string, mode: GraphqlCheckerProps['mode']): GraphqlCheckerProps {
  return { schemaUrl: GRAPHQL_SCHEMA_LEAN_FILE, typesUrl: GRAPHQL_TYPES_FILE, example, mode };
}

/**
 * The checker on a reference section page: closed until opened; without JavaScript, a link to the
 * checker page. With JavaScript the link becomes the tool's toggle button and the tool itself
 * (React and the checker) is downloaded only when the reader opens it. The link wears the closed
 * tool's box and button, so neither step moves anything below it (no layout shift).
 */
export function InlineChecker({ example }: { example: string }): ReactElement {
  return (
    <IslandMount name="graphql-checker" props={checkerProps(example, 'inline')} label="GraphQL checker" start="interaction">
      <div className="gqlc gqlc-inline gqlc-fallback">
        <a className="gqlc-toggle" href={GRAPHQL_CHECKER_ROUTE} data-island-trigger="">
          Check a query against this schema
        </a>
      </div>
    </IslandMount>
  );
}

/** The checker's own page: the tool, what it checks, and the schema files. */
export async function buildCheckerPage(model: GraphqlModel, example: string, productName?: string): Promise<SitePage> {
  const schemaName = productName ? `the ${productName} schema` : 'the schema';
  const route = GRAPHQL_CHECKER_ROUTE;
  const exampleHtml = example
    ? (await compileToHtml(`\`\`\`graphql title="Example"\n${example}\n\`\`\`\n`, 'md', { file: route, lineOffset: 0, route, sourceDir: '.', relPath: 'generated.md', routeOfFile: new Map(), assetBase: '/assets/content', frontMatterTitle: 'Example' })).html
    : '';
  const roots = [model.schema.getQueryType(), model.schema.getMutationType()].filter(Boolean).length;
  return generatedPage({
    id: 'api/graphql/checker',
    route,
    title: 'GraphQL checker',
    description: `Paste a GraphQL query or mutation and check it against ${schemaName}, with errors at their line and links to the types it uses.`,
    keywords: ['graphql', 'validate', 'query', 'mutation', 'schema', 'sdl'],
    headings: [
      { depth: 2, id: 'what-it-checks', text: 'What it checks' },
      { depth: 2, id: 'examples-in-the-docs', text: 'Examples in the docs' },
      { depth: 2, id: 'the-schema-file', text: 'The schema file' },
    ],
    body: (
      <>
        <p className="lead">
          Paste a GraphQL query or mutation to check it against {schemaName} before you send it. Errors show with their line and column, and the types the
          query uses link to the <a href="/docs/graphql/queries">GraphQL reference</a>.
        </p>
        <IslandMount name="graphql-checker" props={checkerProps(example, 'page')} label="GraphQL checker" className="gqlc-page-slot">
          <p className="gqlc-nojs">
            The checker runs in your browser and needs JavaScript. Without it, check a query with any GraphQL tool against the schema file,{' '}
            <a href={GRAPHQL_SCHEMA_FILE}>graphql-schema.graphql</a>.
          </p>
          {exampleHtml ? <div dangerouslySetInnerHTML={{ __html: exampleHtml }} /> : null}
        </IslandMount>
        <h2 id="what-it-checks">
          <a className="heading-link" href="#what-it-checks">
            What it checks
          </a>
        </h2>
        <p>
          The checker parses the text and runs every validation rule of the GraphQL specification against the schema these docs are built from (
          {roots === 2 ? 'queries and mutations' : 'its root types'}), with graphql-js, in your browser. Nothing is sent to {productName ? `a ${productName} server` : 'any server'}. It reports:
        </p>
        <ul>
          <li>syntax errors, such as a missing closing brace;</li>
          <li>fields, arguments and types that do not exist, with a suggestion when a name is close;</li>
          <li>required arguments left out, and values or variables of the wrong type;</li>
          <li>fragments on the wrong type, unused variables and fragments, and duplicate operation names.</li>
        </ul>
        <p>
          A valid query can still fail when you run it: the checker cannot know whether the objects it names exist or whether your token has the privileges the query needs.
          Select an error to move the caret to it. Place the caret on a field or type name to see what it belongs to and what it returns.
        </p>
        <h2 id="examples-in-the-docs">
          <a className="heading-link" href="#examples-in-the-docs">
            Examples in the docs
          </a>
        </h2>
        <p>
          Every GraphQL operation in these docs has an <strong>Open in checker</strong> link under its code block, which opens this page with the example
          loaded, ready to change. Each section page of the GraphQL reference also has the checker, under <strong>Check a query against this schema</strong>.
          <strong> Copy link</strong> gives you a link to this page with your query in it, to share.
        </p>
        <h2 id="the-schema-file">
          <a className="heading-link" href="#the-schema-file">
            The schema file
          </a>
        </h2>
        <p>
          The schema is published as SDL with its descriptions, at <a href={GRAPHQL_SCHEMA_FILE}>{GRAPHQL_SCHEMA_FILE}</a>. Point the GraphQL plugin of your
          editor or a code generator at it to get completion and checks while you write. It matches the reference pages of this version of the docs; for the
          exact schema of your server, use its introspection.
        </p>
      </>
    ),
  });
}

/**
 * Build problems are data: a code from the catalogue below, where it happened and what to do.
 * Stages collect problems and throw one BuildError holding all of them, so an author sees every
 * mistake of a run at once.
 */

/** The catalogue of problems the build can report; each entry says what to do about it. */
export const PROBLEMS = {
  CONFIG_INVALID: 'Fix the field named above; src/config documents every key.',
  FRONT_MATTER_YAML: 'Fix the YAML between the two `---` lines (indentation, quotes, colons).',
  FRONT_MATTER_INVALID: 'Fix or remove the front matter key named above; allowed keys are listed in src/config/front-matter.ts.',
  TITLE_MISSING: 'Add `title:` to the front matter or start the page with a single `# Heading`.',
  H1_MULTIPLE: 'Keep one H1 (the title) and turn the others into `##` headings.',
  MARKDOWN_SYNTAX: 'Fix the Markdown/MDX syntax at that line (unclosed tag, stray `<` or `{` — escape them with a backslash or use inline code).',
  MDX_TAG_UNCLOSED: 'Close the tag named above (`</Name>`) where its content ends, or write it self-closing (`<Name />`) when it has none.',
  DIRECTIVE_UNCLOSED: 'Add a closing line of colons (as many as the opening, usually `:::`) where the box ends: without it the box takes in the rest of the page.',
  HEADING_ID_DUPLICATE: 'Reword one of the headings, or give it an explicit id: `## Heading {#unique-id}`.',
  FRONT_MATTER_UNCLOSED: 'End the front matter with a line `---` after its last key (or remove the opening `---` if the page has no front matter).',
  ENCODING_INVALID: 'Save the file as UTF-8 text (in most editors: "Save with encoding" → UTF-8); binary files such as images belong next to the page, linked with `![alt](./file.png)`.',
  FILE_UNREADABLE: 'Fix or remove the file named above (a symbolic link must point at an existing file, not at itself or a loop of links).',
  ROUTE_CASE_CONFLICT: 'Give one of the pages another `slug` or file name: routes that differ only in letter case are one file on macOS and Windows and one URL on case-insensitive hosts.',
  MDX_ESM: 'Remove the line: pages hold no code. An `import` of a component is accepted when site.config.ts `markdown.components` (or the `@theme/*` defaults) maps it to a registered component.',
  MDX_EXPRESSION: 'Remove the `{…}` expression: write the value as text, or put code in inline code or a code block.',
  MDX_UNKNOWN_COMPONENT: 'Use one of the registered components, or write plain Markdown.',
  MDX_PROPS_INVALID: 'Fix the component attributes as described.',
  RAW_HTML: 'Use Markdown or an MDX component instead of this HTML element (with `markdown.strict: false` in site.config.ts, raw HTML is sanitized instead).',
  HTML_REMOVED: 'Remove the element or attribute named above, or write it in Markdown: the sanitizer allows common formatting elements, images, tables and iframes from `markdown.iframeHosts`.',
  CHROME_LINK_BROKEN: 'Point the link in site.config.ts `chrome` at an existing page (a route such as /docs/quickstart), or remove it.',
  DIAGRAM_INVALID: 'Fix the diagram source at that line (try it in the Mermaid live editor), or use a supported diagram type: flowchart, sequenceDiagram, stateDiagram-v2, classDiagram or erDiagram.',
  CODE_LANGUAGE_UNKNOWN: 'Use a language Shiki knows (bash, yaml, json, graphql, python, java, sql, text …).',
  LINK_BROKEN: 'Point the link at an existing page (a route such as /docs/quickstart or a relative .md file).',
  ANCHOR_BROKEN: 'Use an anchor that exists on the target page (heading ids are listed in its table of contents).',
  IMAGE_MISSING: 'Add the image file next to the page or fix its path.',
  IMAGE_INVALID: 'Replace the file with a valid image of the format its name says (export it again), or fix the extension.',
  ROUTE_DUPLICATE: 'Give one of the pages another `slug` or move it.',
  ID_DUPLICATE: 'Give one of the pages another `id` in its front matter.',
  SIDEBAR_INVALID: 'Fix the sidebar item as described; see src/config/sidebar.ts.',
  OSS_ALTERNATIVE_INVALID: 'Set `oss_alternative` to the doc id (path under content/docs without extension) or /docs route of a page open-source readers can use, not a cloud-only one; or remove the key.',
  SIDEBAR_UNKNOWN_DOC: 'Use the id of an existing page (its path under content/docs without extension) or create the page.',
  DATA_INVALID: 'Fix the data file entry as described.',
  DATA_BLOCK_INVALID: 'Name a data table the site renders, whose data file exists in content/data.',
  EXAMPLE_INVALID: 'Fix the example so it matches the reference the message names (a GraphQL field or argument, a recipe key, a Python module or name, as its reference page lists them), or mark it as another language.',
  GRAPHQL_INVALID: 'Fix the schema as described: every type a field names must be defined once in the GraphQL folder in use (site.config.ts `reference.graphql`, or DOCS_GRAPHQL_DIR).',
  URN_INVALID: 'Fix the URN: urn:li:<entityType>:<key>, with a tuple key `(a,b,c)` holding as many parts as the entity key has fields (see /docs/generated/metamodel/entities). Write placeholders as <id> to show a shape.',
  SEARCH_INDEX_FAILED: 'Reinstall dependencies (`npm ci`) so the Pagefind binary for this platform is present, then build again.',
  REDIRECT_INVALID: 'Fix or remove the redirect named above in redirects.ts (old route → new route, both absolute routes).',
  REDIRECT_TARGET_MISSING: 'Point the redirect at an existing page (its route, as listed in dist/page-index.json) or remove it from redirects.ts.',
} as const;

export type ProblemCode = keyof typeof PROBLEMS;

/** One thing wrong with the input, located as precisely as the stage knows. */
export interface Problem {
  code: ProblemCode;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** Overrides the catalogue's hint when the stage knows a more precise fix. */
  hint?: string;
  /** A warning does not stop the build (`markdown.strict: false`); absent means an error. */
  severity?: 'warning';
}

export class BuildError extends Error {
  constructor(readonly problems: Problem[]) {
    super(formatProblems(problems));
    this.name = 'BuildError';
  }
}

/** `file:line:col  error CODE: message` followed by the fix on its own line. */
export function formatProblem(problem: Problem): string {
  const where = problem.file
    ? `${problem.file}${problem.line ? `:${problem.line}${problem.column ? `:${problem.column}` : ''}` : ''}  `
    : '';
  return `${where}${problem.severity ?? 'error'} ${problem.code}: ${problem.message}\n  fix: ${problem.hint ?? PROBLEMS[problem.code]}`;
}

/**
 * Every problem of a run, grouped by file (files in the order they were first reported, each
 * file's problems by line) under a count, so the whole job shows at once.
 */
export function formatProblems(problems: readonly Problem[]): string {
  const byFile = new Map<string, Problem[]>();
  for (const problem of problems) {
    const key = problem.file ?? '';
    byFile.set(key, [...(byFile.get(key) ?? []), problem]);
  }
  const groups = [...byFile.values()].map((group) => [...group].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)).map(formatProblem).join('\n\n'));
  const warnings = problems.filter((p) => p.severity === 'warning').length;
  const count = `${problems.length - warnings} error(s), ${warnings} warning(s) in ${byFile.size} file(s)`;
  return byFile.size > 1 || warnings > 0 ? `${groups.join('\n\n')}\n\n${count}` : groups.join('\n\n');
}

/**
 * Applies `markdown.strict`: under strict rules every warning is an error (its hint says how to
 * allow it), otherwise warnings stay warnings.
 */
export function applyStrictness(problems: Problem[], strict: boolean): Problem[] {
  if (!strict) return problems;
  return problems.map((p) => (p.severity === 'warning' ? { ...p, severity: undefined } : p));
}

/** Collects problems during a stage and throws them together at the end. */
export class ProblemList {
  readonly items: Problem[] = [];
  add(problem: Problem): void {
    this.items.push(problem);
  }
  throwIfAny(): void {
    if (this.items.length > 0) throw new BuildError(this.items);
  }
}

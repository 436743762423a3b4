import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { visitParents } from 'unist-util-visit-parents';
import { MDX_COMPONENT_PROPS, MDX_HTML_ELEMENTS, MDX_REQUIRED_PARENT, type MdxComponentName } from '../../components/mdx/schemas.ts';
import { componentForImport } from '../../config/markdown.ts';
import { formatIssuePath } from '../../config/zod-problems.ts';
import { houseRule, reportAt, type PageContext, type PageFacts } from './facts.ts';
import { jsxToHtmlElement } from './raw-html.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
const isRegistered = (name: string): name is MdxComponentName => Object.hasOwn(MDX_COMPONENT_PROPS, name);
const COMMENT_EXPRESSION = /^\s*\/\*[\s\S]*\*\/\s*$/;
const LINE_BREAK_HTML = /^<br\s*\/?>$/i;

/** Attribute list of a JSX element as plain props; `undefined` when an attribute is an expression. */
function readProps(node: JsxElement): Record<string, string | true> | undefined {
  const props: Record<string, string | true> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') return undefined;
    if (attribute.value !== null && attribute.value !== undefined && typeof attribute.value !== 'string') return undefined;
    props[attribute.name] = attribute.value ?? true;
  }
  return props;
}

/**
 * Reads the `import` lines of an MDX page: each must bring a component the site maps to the
 * registry (`markdown.components`, over the engine's `@theme/*` defaults). Each local name is
 * added to `aliases` (local name → registry name); anything else (an unknown import, an `export`)
 * is reported at its line.
 */
function readImports(node: { value: string; position?: JsxElement['position']; data?: { estree?: unknown } }, ctx: PageContext, facts: PageFacts, aliases: Map<string, MdxComponentName>): void {
  const program = node.data?.estree as { body?: { type: string; source?: { value?: unknown }; specifiers?: { type: string; local: { name: string }; imported?: { name?: string } }[]; loc?: { start: { line: number } } }[] } | undefined;
  const line0 = node.position?.start.line ?? 1;
  for (const statement of program?.body ?? []) {
    const at = { start: { line: statement.loc?.start.line ?? line0, column: 1 } };
    if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') {
      reportAt(ctx, facts, at, { code: 'MDX_ESM', message: '`export` is not allowed in pages' });
      continue;
    }
    const source = statement.source.value;
    const component = componentForImport(source, ctx.markdown?.components ?? {});
    const names = (statement.specifiers ?? []).map((sp) => sp.local.name);
    if (!component) {
      reportAt(ctx, facts, at, {
        code: 'MDX_ESM',
        message: `\`import ${names.join(', ') || '…'} from '${source}'\`: the site maps no component to '${source}'`,
        hint: `Map it in site.config.ts \`markdown: { components: { '${source}': '<Name>' } }\` to one of ${Object.keys(MDX_COMPONENT_PROPS).join(', ')}, or remove the import and the <${names[0] ?? 'Component'}> tags that use it.`,
      });
      continue;
    }
    for (const name of names) aliases.set(name, component);
  }
}

/**
 * Keeps MDX to the fixed component registry: `import` lines only for components the site maps
 * (then dropped), no `export`, no `{…}` expressions (comments excepted), only registered components
 * with valid attributes, each inside its required parent. Raw HTML (in Markdown, or lower-case
 * JSX elements in MDX) is an error under strict rules; otherwise it is kept for the sanitizer
 * (`rehype-raw-html.ts`). Card links join the link check.
 */
export function remarkComponents() {
  return (tree: Root, file: VFile): void => {
    const ctx = file.data.page;
    const facts = file.data.facts;
    if (!ctx || !facts) return;
    const relaxed = Boolean(ctx.markdown && !ctx.markdown.strict);
    const aliases = new Map<string, MdxComponentName>();
    let hasJsx = false;
    visit(tree, (node, index, parent) => {
      switch (node.type) {
        case 'mdxjsEsm':
          readImports(node as never, ctx, facts, aliases);
          if (parent && index !== undefined) {
            parent.children.splice(index, 1);
            return [SKIP, index];
          }
          return SKIP;
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          if (COMMENT_EXPRESSION.test(node.value) && parent && index !== undefined) {
            parent.children.splice(index, 1);
            return [SKIP, index];
          }
          reportAt(ctx, facts, node.position, { code: 'MDX_EXPRESSION', message: `JavaScript expression \`{${node.value.slice(0, 40)}}\` is not allowed` });
          return SKIP;
        case 'html':
          if (/^<!--[\s\S]*-->$/.test(node.value.trim()) && parent && index !== undefined) {
            parent.children.splice(index, 1);
            return [SKIP, index];
          }
          if (LINE_BREAK_HTML.test(node.value.trim()) && parent && index !== undefined) {
            parent.children[index] = { type: 'break', position: node.position };
            return SKIP;
          }
          // Relaxed rules: kept, parsed and sanitized after the Markdown becomes HTML.
          if (relaxed) return SKIP;
          reportAt(ctx, facts, node.position, { code: 'RAW_HTML', message: `raw HTML \`${node.value.trim().slice(0, 40)}\` is not allowed` });
          return SKIP;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          hasJsx = true;
          if (node.name && aliases.has(node.name)) node.name = aliases.get(node.name)!;
          return undefined;
        case 'paragraph':
          // `<Card …>text</Card>` on one line parses as a paragraph around the element: unwrap it
          // so the card sits directly in its grid.
          if (parent && index !== undefined && node.children.length > 0 && node.children.every((c) => (c.type === 'mdxJsxTextElement' && isRegistered(aliases.get(c.name ?? '') ?? c.name ?? '')) || (c.type === 'text' && c.value.trim() === ''))) {
            parent.children.splice(index, 1, ...(node.children.filter((c) => c.type !== 'text') as never[]));
            return index;
          }
          return undefined;
        default:
          return undefined;
      }
    });
    if (!hasJsx) return;
    visitParents(tree, (node, ancestors) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const jsxParent = [...ancestors].reverse().find((a) => a.type === 'mdxJsxFlowElement' || a.type === 'mdxJsxTextElement');
      checkElement(node, jsxParent);
    });

    function checkElement(node: JsxElement, parent: unknown): void {
      const name = node.name;
      if (!name) {
        reportAt(ctx!, facts!, node.position, { code: 'MDX_UNKNOWN_COMPONENT', message: 'JSX fragments (`<>`) are not allowed' });
        return;
      }
      // Relaxed rules: lower-case elements are HTML, handed to the sanitizer like raw HTML in Markdown.
      if (relaxed && /^[a-z]/.test(name) && !MDX_HTML_ELEMENTS.has(name)) {
        jsxToHtmlElement(node, (message, position) => reportAt(ctx!, facts!, position, { code: 'HTML_REMOVED', message, ...houseRule(ctx!) }));
        return;
      }
      const props = readProps(node);
      if (!props) {
        reportAt(ctx!, facts!, node.position, { code: 'MDX_EXPRESSION', message: `<${name}> has an attribute written as an expression`, hint: 'Write attribute values as quoted strings: title="Install".' });
        return;
      }
      if (MDX_HTML_ELEMENTS.has(name)) return;
      if (!isRegistered(name)) {
        const lower = /^[a-z]/.test(name);
        reportAt(ctx!, facts!, node.position, {
          code: lower ? 'RAW_HTML' : 'MDX_UNKNOWN_COMPONENT',
          message: lower ? `HTML element <${name}> is not allowed` : `unknown component <${name}>`,
          hint: lower ? undefined : `Use one of ${Object.keys(MDX_COMPONENT_PROPS).map((n) => `<${n}>`).join(', ')}, or plain Markdown.`,
        });
        return;
      }
      const parsed = MDX_COMPONENT_PROPS[name].safeParse(props);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : formatIssuePath(issue.path);
          reportAt(ctx!, facts!, node.position, { code: 'MDX_PROPS_INVALID', message: `<${name}> attribute \`${field}\`: ${issue.message}` });
        }
      }
      const requiredParent = MDX_REQUIRED_PARENT[name];
      const parentName = (parent as Partial<JsxElement> | undefined)?.name;
      if (requiredParent && parentName !== requiredParent) {
        reportAt(ctx!, facts!, node.position, { code: 'MDX_PROPS_INVALID', message: `<${name}> must sit directly inside <${requiredParent}>` });
      }
      if (name === 'FeatureAvailability' && typeof props.comparisonLink === 'string' && props.comparisonLink.startsWith('/')) {
        facts!.links.push({ href: props.comparisonLink, line: (node.position?.start.line ?? 0) + ctx!.lineOffset, column: node.position?.start.column });
      }
      if (name === 'Card' && typeof props.href === 'string') {
        facts!.links.push({ href: props.href, line: (node.position?.start.line ?? 0) + ctx!.lineOffset, column: node.position?.start.column });
      }
    }
  };
}

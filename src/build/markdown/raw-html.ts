import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { find, html } from 'property-information';

/** mdast node type of an HTML element written in an MDX page, on its way to the sanitizer. */
export const RAW_HTML_NODE = 'docsHtmlElement';

/** hast property marking an element that came from raw HTML: `rehype-raw-html.ts` sanitizes it, then removes the mark. */
export const RAW_HTML_MARK = 'dataDocsRawHtml';

type Position = MdxJsxFlowElement['position'];

/** The literal value of a JSX attribute expression (`width={500}` → "500"), or undefined when it is code. */
function literalValue(expression: { data?: { estree?: unknown } }): string | undefined {
  const program = expression.data?.estree as { body?: { type: string; expression?: { type: string; value?: unknown } }[] } | undefined;
  const statement = program?.body?.[0];
  const value = statement?.type === 'ExpressionStatement' && statement.expression?.type === 'Literal' ? statement.expression.value : undefined;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/**
 * Turns a lower-case JSX element of an MDX page (`<p align="center">`, `<img … />`, `<iframe>`)
 * into an mdast node that remark-rehype makes an element of the same name, its attributes as
 * hast properties and marked for the sanitizer. Attributes written as code (`style={{…}}`) cannot
 * be kept: each is reported through `warn`.
 */
export function jsxToHtmlElement(node: MdxJsxFlowElement | MdxJsxTextElement, warn: (message: string, position: Position) => void): void {
  const properties: Record<string, string | string[] | boolean> = { [RAW_HTML_MARK]: true };
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      warn(`<${node.name}>: a spread attribute \`{…}\` was removed`, node.position);
      continue;
    }
    let value: string | boolean | undefined;
    if (attribute.value === null || attribute.value === undefined) value = true;
    else if (typeof attribute.value === 'string') value = attribute.value;
    else value = literalValue(attribute.value);
    if (value === undefined) {
      warn(`<${node.name}>: attribute \`${attribute.name}\` is written as code and was removed`, node.position);
      continue;
    }
    const name = attribute.name === 'className' || attribute.name === 'class' ? 'className' : find(html, attribute.name).property;
    properties[name] = name === 'className' && typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : value;
  }
  const target = node as unknown as { type: string; data?: Record<string, unknown>; attributes?: unknown };
  target.type = RAW_HTML_NODE;
  target.data = { ...(target.data ?? {}), hName: node.name, hProperties: properties };
  delete target.attributes;
}

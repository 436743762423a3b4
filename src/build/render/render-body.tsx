import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { MDX_COMPONENTS } from '../../components/mdx/registry.ts';

/**
 * Resolves component names (`<Tabs>` is an identifier to the JSX runtime) from the registry and
 * nothing else; the Markdown stage has already rejected every other expression.
 */
function createEvaluater() {
  return {
    evaluateExpression(expression: { type: string; name?: string }): unknown {
      if (expression.type === 'Identifier' && expression.name && Object.hasOwn(MDX_COMPONENTS, expression.name)) {
        return MDX_COMPONENTS[expression.name as keyof typeof MDX_COMPONENTS];
      }
      throw new Error(`Unexpected MDX expression of type ${expression.type}`);
    },
    evaluateProgram(): never {
      throw new Error('MDX programs are not supported');
    },
  };
}

/** Turns a compiled page body into React elements, MDX tags mapped to the component registry. */
export function renderBody(tree: Root, file: string): ReactNode {
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: MDX_COMPONENTS as never,
    createEvaluater: createEvaluater as never,
    filePath: file,
  });
}

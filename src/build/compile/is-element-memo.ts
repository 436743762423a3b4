import type { Element, Parents } from 'hast';
import { convertElement, isElement as isElementEach } from 'hast-util-is-element';

export { convertElement };

type Test = Parameters<typeof convertElement>[0];
type Check = ReturnType<typeof convertElement>;

const checks = new WeakMap<object, Check>();

/**
 * `isElement` from hast-util-is-element, with the check for an array test made once per array.
 * The original converts its test on every call; hast-util-minify-whitespace (run by
 * hast-util-to-mdast on every generated page's twin) calls it with three long lists of tag names
 * for each node, and converting them was most of its time (measured on the real site: 1.5 s of
 * 1.85 s of whitespace minifying, single thread). A list of tag names becomes a Set lookup.
 * Bundled into the compile worker in place of the package's own export for the packages that
 * import it (see `workerEntry` in pool.ts); the answer is the same for any input.
 */
export function isElement(element: unknown, test?: Test, index?: number | null, parent?: Parents | null, context?: unknown): boolean {
  if (!Array.isArray(test)) return isElementEach(element, test, index, parent, context);
  let check = checks.get(test);
  if (!check) {
    const names = test.every((t): t is string => typeof t === 'string') ? new Set<string>(test) : undefined;
    check = names ? ((node: unknown) => isTagged(node) && names.has(node.tagName)) as Check : convertElement(test);
    checks.set(test, check);
  }
  return check.call(context, element, index ?? undefined, parent ?? undefined);
}

/** What the package's own check asks of a node before its test (an object with `type` and `tagName`). */
function isTagged(node: unknown): node is Element {
  return node !== null && typeof node === 'object' && 'type' in node && 'tagName' in node;
}

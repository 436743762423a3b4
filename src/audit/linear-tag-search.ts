import { HtmlElement, NodeType } from 'html-validate';

/**
 * html-validate 10.9's `HtmlElement#getElementsByTagName` builds its answer with `concat` at every
 * level of the tree, so each match is copied once per ancestor and every level leaves garbage
 * behind. Its rules reach it through `querySelectorAll` once per tag of each selector (a focusable
 * selector names a dozen tags), and on our pages it took a fifth of the audit's CPU time, with
 * much of the garbage collector's share on top. This replaces it with one depth-first pass that
 * returns the same elements in the same (document) order. Applied once, when the audit module
 * loads; `original` stays available so a test can compare the two.
 */
type TagSearch = (this: HtmlElement, tagName: string) => HtmlElement[];

export const original: TagSearch = HtmlElement.prototype.getElementsByTagName;

export function linearGetElementsByTagName(this: HtmlElement, tagName: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (parent: HtmlElement): void => {
    // childNodes, not childElements: the getter filters into a new array on every call.
    for (const node of parent.childNodes) {
      if (node.nodeType !== NodeType.ELEMENT_NODE) continue;
      const child = node as HtmlElement;
      if (child.is(tagName)) found.push(child);
      visit(child);
    }
  };
  visit(this);
  return found;
}

export function useLinearTagSearch(): void {
  HtmlElement.prototype.getElementsByTagName = linearGetElementsByTagName;
}

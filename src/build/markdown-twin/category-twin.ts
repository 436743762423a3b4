import type { List, ListItem, PhrasingContent, Root } from 'mdast';
import { isExternalHref } from '../../shared/routes.ts';
import type { NavNode, SitePage } from '../model/site.ts';
import { printMarkdown } from './twin-markdown.ts';

/**
 * The twin of a category's index page, as `CategoryPage` draws it: the title, the description and
 * one line per item, `[Label](url): description` (a category without a description says how many
 * pages it holds). Items with a twin are linked as their `.md`; every link is absolute.
 */
export function categoryTwin(page: Pick<SitePage, 'title' | 'description'>, items: readonly NavNode[], describe: (href: string) => string | undefined, hasTwin: (href: string) => boolean, siteUrl: string): string {
  const line = (item: NavNode): ListItem => {
    const url = isExternalHref(item.href) ? item.href : `${siteUrl}${item.href}${hasTwin(item.href) ? '.md' : ''}`;
    const label = `${item.label}${item.cloudOnly ? ' (DataHub Cloud only)' : ''}`;
    const about = describe(item.href) || (item.type === 'category' ? `${item.items?.length ?? 0} pages` : '');
    const children: PhrasingContent[] = [{ type: 'link', url, children: [{ type: 'text', value: label }] }];
    if (about) children.push({ type: 'text', value: `: ${about}` });
    return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
  };
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] },
      ...(page.description ? [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value: page.description }] }] : []),
      { type: 'list', ordered: false, spread: false, children: items.map(line) } satisfies List,
    ],
  };
  return printMarkdown(tree);
}

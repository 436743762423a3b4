import type { ReferenceHandler, SearchName } from '../../model/reference-handler.ts';
import { loadActionsReference } from './load-actions.ts';
import { ACTIONS_GROUPS, ACTIONS_INDEX_ID, buildActionsPages, itemId, itemRoute } from './pages.tsx';

/**
 * The Actions framework reference (`reference.actions`): an index and a page per event source,
 * action and event type; search finds plugin names, config keys and event fields.
 */
export const actionsHandler: ReferenceHandler = {
  generate(dir, displayDir, context) {
    const ref = loadActionsReference(dir, displayDir);
    if (!ref) return undefined;
    const { docsBase } = context;
    const searchNames: SearchName[] = [];
    for (const item of [...ref.sources, ...ref.actions]) {
      const route = itemRoute(item, docsBase);
      searchNames.push({ name: item.name, route, type: 'plugin' });
      for (const c of item.config) searchNames.push({ name: `${item.name}.${c.key}`, route, anchor: `config.${c.key}`, type: 'field' });
    }
    for (const event of ref.events) {
      const route = itemRoute(event, docsBase);
      searchNames.push({ name: event.name, route, type: 'keyword' });
      for (const f of event.fields) searchNames.push({ name: `${event.name}.${f.name}`, route, anchor: `field.${f.name}`, type: 'field' });
    }
    return {
      pages: buildActionsPages(ref, docsBase),
      searchNames,
      sidebarItems: [
        {
          type: 'category',
          label: 'Reference',
          link: { type: 'doc', id: ACTIONS_INDEX_ID },
          items: ACTIONS_GROUPS.filter((g) => ref[g.key].length > 0).map((g) => ({ type: 'category' as const, label: g.label, items: ref[g.key].map(itemId) })),
        },
      ],
    };
  },
};

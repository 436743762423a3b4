import type { ReferenceHandler, SearchName } from '../../model/reference-handler.ts';
import { checkPythonExample } from './check-python.ts';
import { anchorOf, loadPythonSdk } from './load-sdk.ts';
import { buildPythonSdkPages, moduleRoute, PYTHON_SDK_ID, moduleSlug } from './pages.tsx';
import { MODULE_GROUPS } from './schema.ts';

/** Languages of the fenced blocks checked as Python. */
const PYTHON_LANGS = new Set(['python', 'py']);

/**
 * The Python SDK reference (`reference.pythonSdk`): an index and a page per module, search names
 * for modules, classes, functions and members, and the check of every ```python example
 * (syntax, and imports and module paths of the packages the reference covers).
 */
export const pythonSdkHandler: ReferenceHandler = {
  generate(dir, displayDir, context) {
    const model = loadPythonSdk(dir, displayDir);
    if (!model) return undefined;
    const { docsBase } = context;
    const routeOf = (module: string) => (model.files.has(module) ? moduleRoute(module, docsBase) : undefined);
    const searchNames: SearchName[] = [];
    for (const mod of model.modules) {
      const route = moduleRoute(mod.module, docsBase);
      searchNames.push({ name: mod.module, route, type: 'keyword' });
      for (const c of mod.classes) {
        searchNames.push({ name: c.name, route, anchor: anchorOf(c.name), type: 'keyword' });
        for (const m of c.members) searchNames.push({ name: `${c.name}.${m.name}`, route, anchor: anchorOf(c.name, m.name), type: 'field' });
      }
      for (const f of mod.functions) searchNames.push({ name: f.name, route, anchor: anchorOf(f.name), type: 'keyword' });
    }
    return {
      pages: buildPythonSdkPages(model, { docsBase, productName: context.productName }),
      checkExample: (lang, code) => (PYTHON_LANGS.has(lang) ? checkPythonExample(code, model, routeOf) : []),
      searchNames,
      sidebarItems: [
        {
          type: 'category',
          label: 'Python SDK reference',
          link: { type: 'doc', id: PYTHON_SDK_ID },
          items: MODULE_GROUPS.filter((g) => model.modules.some((m) => m.group === g)).map((g) => ({
            type: 'category' as const,
            label: g,
            items: model.modules.filter((m) => m.group === g).map((m) => `${PYTHON_SDK_ID}/${moduleSlug(m.module)}`),
          })),
        },
      ],
    };
  },
};

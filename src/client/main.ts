import { setupCopyButtons } from './copy-code.ts';
import { setupCopyPage } from './copy-page.ts';
import { setupFeedback } from './feedback.ts';
import { setupEditionPicker } from './edition.ts';
import { setupIslands } from './islands.ts';
import { setupSearch } from './search.ts';
import { setupSidebar } from './sidebar.ts';
import { setupTabs } from './tabs.ts';
import { setupThemeToggle } from './theme.ts';
import { setupTocSpy } from './toc-spy.ts';
import { setupVersionMenu } from './version-menu.ts';

/** Every page's script: small, no framework; each feature is a no-op where its markup is absent. */
setupThemeToggle();
setupCopyButtons();
setupCopyPage();
setupTabs();
setupTocSpy();
setupSidebar();
setupEditionPicker();
setupSearch();
setupIslands();
setupFeedback();
setupVersionMenu();
if (document.querySelector('[data-field-filter]')) {
  void import('./field-filter.ts').then((m) => m.setupFieldFilters());
}
if (document.querySelector('[data-connector-filter]')) {
  void import('./connector-filter.ts').then((m) => m.setupConnectorFilter());
}
if (document.querySelector('table.matrix')) {
  void import('./matrix.ts').then((m) => m.setupMatrix());
}
if (document.body.classList.contains('page-not-found')) {
  void import('./not-found.ts').then((m) => m.suggestPages());
}

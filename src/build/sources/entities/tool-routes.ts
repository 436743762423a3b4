/**
 * Where the metadata model's tool pages are published: a module of its own, so code that only
 * links to them (the search's names index) does not load the pages' components.
 */
export const URN_INSPECTOR_ID = 'api/urn-inspector';
/** Where the URN inspector page is published (search offers pasted URNs to it). */
export const URN_INSPECTOR_ROUTE = '/docs/api/urn-inspector';

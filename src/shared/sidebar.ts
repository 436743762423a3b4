/**
 * The id of a sidebar category's item list, which its toggle names in `aria-controls`. The server
 * renders the list only for an open category; the client script creates it on first opening.
 */
export function sidebarListId(key: string): string {
  return `sb-${key.replace(/[^\w-]/g, '-')}`;
}

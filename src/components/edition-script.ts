import { EDITION_CHOICES, EDITION_PARAM, EDITION_STORAGE_KEY } from '../shared/edition.ts';

/**
 * Runs in <head> before first paint, after the theme script: sets `data-edition` on <html> to
 * the reader's edition choice, so the sidebar never shows items it is about to hide. A valid
 * `?edition=` in the URL wins and is remembered; otherwise the stored choice; otherwise `all`.
 * Without JavaScript the attribute is absent and every item shows.
 */
export const EDITION_INIT_SCRIPT =
  `(function(){var k='${EDITION_STORAGE_KEY}',v=/^(${EDITION_CHOICES.join('|')})$/,e=new URLSearchParams(location.search).get('${EDITION_PARAM}');` +
  "try{if(v.test(e))localStorage.setItem(k,e);else e=localStorage.getItem(k)}catch(x){}" +
  "document.documentElement.setAttribute('data-edition',v.test(e)?e:'all')})()";

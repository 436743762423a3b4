/**
 * Runs in <head> before first paint: marks that JavaScript is on (so tabs and toggles can take
 * over) and applies a stored light/dark choice; "system" leaves it to the OS via CSS
 * `color-scheme`, so there is never a flash of the wrong theme.
 */
export const THEME_INIT_SCRIPT =
  "(function(){var d=document.documentElement,p;d.classList.add('js');try{p=localStorage.getItem('theme')}catch(e){}" +
  "if(p!=='light'&&p!=='dark')p='system';d.setAttribute('data-theme-pref',p);if(p!=='system')d.setAttribute('data-theme',p)})()";

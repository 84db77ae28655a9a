/**
 * A button tapped before the page has hydrated is tapped again once it has (issue 18).
 *
 * React replays a click on a part it has not hydrated yet, but only once its root exists
 * (`hydrateRoot`). Before that the page is the server's HTML, and a tap on "Add to bag" did
 * nothing: the scripts come after the first paint (scriptsAfterPaint.ts), so on a slow phone that
 * moment can be long.
 *
 * The page's bootstrap script starts `EARLY_CLICKS`: it holds clicks on buttons that do nothing
 * without the page's script (a submit button of a form still submits it), each button once, in
 * order. The entry calls `replayEarlyClicks` right after `hydrateRoot`, and React then hydrates
 * what each click needs and handles it. The cookie banner's buttons are left to the banner
 * (features/consent/serverBanner.tsx).
 */
export const EARLY_CLICKS_GLOBAL = '__SHOP_EARLY_CLICKS__';

export const EARLY_CLICKS = `(function(){var q=[],d=document;function c(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(!b||b.disabled||b.closest('[data-consent]')||(b.type!=='button'&&b.form))return;e.preventDefault();if(q.indexOf(b)<0)q.push(b)}d.addEventListener('click',c,true);window.${EARLY_CLICKS_GLOBAL}=function(){d.removeEventListener('click',c,true);return q}})();`;

declare global {
  interface Window {
    [EARLY_CLICKS_GLOBAL]?: () => HTMLButtonElement[];
  }
}

/** Stops holding clicks and clicks again each button held that is still in the page. */
export function replayEarlyClicks(): void {
  const held = window[EARLY_CLICKS_GLOBAL]?.() ?? [];
  delete window[EARLY_CLICKS_GLOBAL];
  for (const button of held) if (button.isConnected && !button.disabled) button.click();
}

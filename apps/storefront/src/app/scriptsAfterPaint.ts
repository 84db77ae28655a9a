import { PAGE_STATE_GLOBAL } from './state';

/**
 * Issue 18: a page that is whole in the server's HTML (home, CMS, category, product, search) asks
 * for its scripts once its first frame has been painted, not with the HTML.
 *
 * - **Why.** On a phone's network the twenty-odd module preloads (~180 KB) shared the connection
 *   with the stylesheet and the page's largest image, and Lighthouse's phone counts every script
 *   that has arrived before the largest paint as holding that paint. Asked for after the paint, the
 *   scripts take nothing from it. Home went from 92–97 to 95–100, its LCP from 2.6–3.2 s to
 *   1.1–1.6 s (BENCHMARKS.md, sixth session).
 * - **What it costs.** Hydration starts one paint later. The page waited for that paint before
 *   hydrating anyway (entry.client.tsx), and its links work before hydration.
 * - **Which pages.** A page rendered in the browser (checkout, account, a bag without the cart id
 *   cookie) keeps its preloads in the head: its HTML is a loader, and painting that first would
 *   only delay the page. A bag the server rendered from the cookie is whole (`handle.wholeInHtml`).
 *
 * This is the body of an inline script that the server writes after the page's state (the
 * bootstrap script, covered by the page's Content-Security-Policy like the rest of it). It reads the
 * lists from `assets` in that state, so its text is the same on every page. It adds, in order:
 * - the store view's texts (a `fetch` preload, which the entry's request takes);
 * - the module preloads hydration waits for;
 * - the content's chunks at low priority;
 * - the entry module.
 *
 * A hidden tab paints no frames: there, and when the tab is hidden before the frame came, the
 * scripts load at once.
 */
export const SCRIPTS_AFTER_PAINT = `(function(a){var d=document,done=0;function link(rel,href,low){var l=d.createElement('link');l.rel=rel;l.href=href;if(rel==='preload'){l.setAttribute('as','fetch');l.setAttribute('crossorigin','anonymous')}if(low)l.setAttribute('fetchpriority','low');d.head.appendChild(l)}function load(){if(done)return;done=1;if(a.messages)link('preload',a.messages);a.preloads.forEach(function(h){link('modulepreload',h)});a.laterPreloads.forEach(function(h){link('modulepreload',h,1)});if(a.entry){var s=d.createElement('script');s.type='module';s.src=a.entry;d.head.appendChild(s)}}if(d.visibilityState==='hidden')load();else{d.addEventListener('visibilitychange',load,{once:true});requestAnimationFrame(function(){setTimeout(load,0)})}})(window.${PAGE_STATE_GLOBAL}.assets);`;

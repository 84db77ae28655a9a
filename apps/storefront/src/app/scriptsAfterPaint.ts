import { PAGE_STATE_GLOBAL } from './state';

/** How long after its first frame a page whose first contentful paint is never reported waits. */
export const FCP_BACKSTOP_MS = 2000;

/**
 * How long one task may go on adding links before it leaves the rest to the next task. With the
 * link that crosses it, a task took 1–13 ms (median 5 ms) under Lighthouse's instrumentation: at
 * its four-times slowdown, mostly under the 50 ms of a long task.
 */
export const LINK_TASK_BUDGET_MS = 4;

/**
 * Issue 18: a page that is whole in the server's HTML (home, CMS, category, product, search) asks
 * for its scripts once its first content has been painted, not with the HTML.
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
 * - the entry module;
 * - the module preloads hydration waits for;
 * - the content's chunks at low priority.
 *
 * It adds them in tasks of at most `LINK_TASK_BUDGET_MS` each (and then one more link): a link costs
 * the browser's main thread 0.1–2 ms to start its request, 1–5 ms with DevTools attached as
 * Lighthouse attaches it (~10 ms for a product page's twenty, ~76 ms at Lighthouse's 4× CPU), and in
 * one task that was a long task of its own on a phone (issue 18). Five links a task, as before, were
 * still 12–24 ms under Lighthouse: its phone counted them as 50–95 ms tasks (BENCHMARKS.md, nineteenth
 * session). A fast browser adds many links a task, a slow one one or two. The entry goes first and is
 * always in the first task, so its request waits for no later one.
 *
 * "Painted" is the first contentful paint as the browser reports it (a `paint` performance entry),
 * not the first animation frame. That frame's rendering is only committed: it is rastered and shown
 * later, 30–85 ms later on the test machines. Asked for at the frame, the entry and the first
 * preloads were sometimes in before the paint, and Lighthouse's phone then counted them as holding
 * it: FCP 1.4–1.5 s instead of 0.9 s and LCP 1.9–2.8 s, in about a third of the runs (BENCHMARKS.md,
 * sixteenth session). A browser without paint entries waits for the frame; a page whose paint is
 * never reported gets its scripts `FCP_BACKSTOP_MS` after its first frame.
 *
 * A hidden tab paints no frames and slows its timers: there, and when the tab is hidden before the
 * paint or between two of the tasks, everything left is added at once.
 */
export const SCRIPTS_AFTER_PAINT = `(function(a){var d=document,done=0;function add(x){var l=d.createElement(x[0]==='script'?'script':'link');if(x[0]==='script'){l.type='module';l.src=x[1]}else{l.rel=x[0];l.href=x[1];if(x[0]==='preload'){l.setAttribute('as','fetch');l.setAttribute('crossorigin','anonymous')}if(x[2])l.setAttribute('fetchpriority','low')}d.head.appendChild(l)}function load(){if(done)return;done=1;var q=[];if(a.messages)q.push(['preload',a.messages]);if(a.entry)q.push(['script',a.entry]);a.preloads.forEach(function(h){q.push(['modulepreload',h])});a.laterPreloads.forEach(function(h){q.push(['modulepreload',h,1])});(function next(){if(!q.length)return;var t=performance.now();do add(q.shift());while(q.length&&(d.visibilityState==='hidden'||q[0][0]==='script'||performance.now()-t<${LINK_TASK_BUDGET_MS}));if(q.length)setTimeout(next,0)})()}if(d.visibilityState==='hidden')load();else{d.addEventListener('visibilitychange',load,{once:true});var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes;if(types&&types.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();load()}}).observe({type:'paint',buffered:true});requestAnimationFrame(function(){setTimeout(load,${FCP_BACKSTOP_MS})})}else requestAnimationFrame(function(){setTimeout(load,0)})}})(window.${PAGE_STATE_GLOBAL}.assets);`;

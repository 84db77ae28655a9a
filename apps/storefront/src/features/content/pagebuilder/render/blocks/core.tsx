/**
 * The views of the blocks nearly every page is made of (the CMS footer alone uses layout, content
 * and newsletter), as one chunk. The server preloads a page's view chunks with its HTML, and on a
 * phone's HTTP/1.1 connection each chunk is a request before the page is interactive: with one
 * view per chunk the home page started ~50 scripts (Lighthouse). The home page's showcase blocks
 * are `showcase.tsx`; the rarer blocks (forms, map, promo bar, quiz, sets, tabs) keep a chunk each.
 */
import type { ViewModule } from '../registry';
import { views as cmsBlock } from './cmsBlock';
import { views as content } from './content';
import { views as layout } from './layout';
import { views as media } from './media';
import { views as newsletter } from './newsletter';

export const views: ViewModule = { ...layout, ...content, ...media, ...newsletter, ...cmsBlock };

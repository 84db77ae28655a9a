/**
 * The views of the blocks a home or landing page shows its range with (slider, category picker,
 * product rails, quiz teaser, journal rail, FAQ), as one chunk instead of six requests (see
 * `core.tsx`).
 */
import type { ViewModule } from '../registry';
import { views as blog } from './blog';
import { views as categories } from './categories';
import { views as faq } from './faq';
import { views as products } from './products';
import { views as quizPromo } from './quizPromo';
import { views as slider } from './slider';

export const views: ViewModule = { ...slider, ...categories, ...products, ...quizPromo, ...blog, ...faq };

/** Public style entry: `import { vars, sprinkles, breakpoints } from '@shop/ui/css'`. */
export { vars } from './themes/contract.css';
export type { ThemeVars } from './themes/contract.css';
export { shopTheme } from './themes/shop.css';
export { sprinkles, responsiveConditions } from './css/sprinkles.css';
export type { Sprinkles } from './css/sprinkles.css';
export { breakpoints, mediaQueries } from './css/breakpoints';
export type { Breakpoint } from './css/breakpoints';

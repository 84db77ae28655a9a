import { color } from './color';
import { motion } from './motion';
import { borderWidth, radius, shadow } from './radius';
import { layout, size, space } from './space';
import { font } from './typography';
import { zIndex } from './zIndex';

/** All values of the shop theme, shaped like the contract. */
export const shopTokens = { color, font, space, radius, borderWidth, shadow, zIndex, motion, size, layout };

export { color, contrastPairs } from './color';
export { font, motion, space, radius, borderWidth, shadow, zIndex, size, layout };

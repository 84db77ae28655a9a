import { fallbackVar, style, type StyleRule } from '@vanilla-extract/css';
import { mediaQueries } from '../css/breakpoints';
import { createLocalVar as createVar } from './localVar';

export interface BlockStyleVarSet {
  margin: readonly [string, string, string, string];
  padding: readonly [string, string, string, string];
  textAlign: string;
  minHeight: string;
  backgroundColor: string;
  borderColor: string;
  borderWidth: string;
  borderRadius: string;
}

function varSet(): BlockStyleVarSet {
  return {
    margin: [createVar(), createVar(), createVar(), createVar()],
    padding: [createVar(), createVar(), createVar(), createVar()],
    textAlign: createVar(),
    minHeight: createVar(),
    backgroundColor: createVar(),
    borderColor: createVar(),
    borderWidth: createVar(),
    borderRadius: createVar(),
  };
}

/** Page Builder's desktop styles, and its mobile-view overrides (below 768 px). */
export const desktopVars = varSet();
export const mobileVars = varSet();

const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;

function rule(pick: (key: keyof BlockStyleVarSet, index?: number) => string): StyleRule {
  const out: Record<string, string> = {};
  sides.forEach((side, i) => {
    out[`margin${side}`] = pick('margin', i);
    out[`padding${side}`] = pick('padding', i);
  });
  return {
    ...out,
    textAlign: pick('textAlign') as StyleRule['textAlign'],
    minHeight: pick('minHeight'),
    backgroundColor: pick('backgroundColor'),
    borderColor: pick('borderColor'),
    borderWidth: pick('borderWidth'),
    borderRadius: pick('borderRadius'),
  };
}

const initial: Record<keyof BlockStyleVarSet, string> = {
  margin: '0',
  padding: '0',
  textAlign: 'inherit',
  minHeight: 'auto',
  backgroundColor: 'transparent',
  borderColor: 'currentcolor',
  borderWidth: '0',
  borderRadius: '0',
};

function at(set: BlockStyleVarSet, key: keyof BlockStyleVarSet, index?: number): string {
  const value = set[key];
  return typeof value === 'string' ? value : (value[index ?? 0] as string);
}

/**
 * The box of every page-builder block: author margins/paddings/alignment/borders from inline
 * custom properties (none set → no outer margin), mobile overrides below 768 px.
 */
export const blockBox = style({
  ...rule((key, i) => fallbackVar(at(desktopVars, key, i), initial[key])),
  boxSizing: 'border-box',
  borderStyle: 'solid',
  '@media': {
    [mediaQueries.belowMedium]: {
      ...rule((key, i) => fallbackVar(at(mobileVars, key, i), at(desktopVars, key, i), initial[key])),
      selectors: { '&[data-pb-hidden="mobile"]': { display: 'none' } },
    },
    [mediaQueries.medium]: {
      selectors: { '&[data-pb-hidden="desktop"]': { display: 'none' } },
    },
  },
  selectors: {
    '&[data-pb-hidden="all"]': { display: 'none' },
  },
});

import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.ink,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

const inner = {
  maxWidth: vars.layout.containerWide,
  marginInline: 'auto',
  paddingInline: vars.layout.gutterMobile,
  '@media': { [mediaQueries.large]: { paddingInline: vars.layout.gutterDesktop } },
} as const;

export const content = style({
  ...inner,
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xxlarge,
  paddingBlock: vars.space.xxlarge,
  '@media': {
    [mediaQueries.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.large]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      paddingBlock: vars.space.xxxlarge,
      paddingInline: vars.layout.gutterDesktop,
    },
  },
});

export const bottom = style({ borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` });

export const bottomInner = style({
  ...inner,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  color: vars.color.muted,
  fontSize: vars.font.size.small,
});

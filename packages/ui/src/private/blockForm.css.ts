import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../css/breakpoints';
import { vars } from '../themes/contract.css';
import { blockContainer } from './blockQueries';

/** Shared looks of the page-builder form blocks (newsletter, contact, business inquiry, quiz). */
export const section = style({
  ...blockContainer,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  color: vars.color.ink,
  fontFamily: vars.font.family.body,
  '@media': { [mediaQueries.medium]: { padding: vars.space.xxlarge } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const note = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.inkSoft,
});

export const serverError = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.errorSoft,
  color: vars.color.ink,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
});

export const errorIcon = style({ flexShrink: 0, color: vars.color.error });

export const success = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.successSoft,
  color: vars.color.ink,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
});

export const successIcon = style({ flexShrink: 0, color: vars.color.success });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const offlineNoticeStatuses = ['offline', 'online'] as const;

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    width: '100%',
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.large,
    borderRadius: vars.radius.medium,
    border: `${vars.borderWidth.thin} solid transparent`,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.snug,
  },
  variants: {
    status: {
      offline: { backgroundColor: vars.color.ink, color: vars.color.onInk },
      online: {
        backgroundColor: vars.color.successSoft,
        color: vars.color.ink,
        borderColor: vars.color.success,
      },
    },
  },
});

export const dot = recipe({
  base: { flexShrink: 0, width: vars.space.small, height: vars.space.small, borderRadius: vars.radius.round },
  variants: {
    status: {
      offline: { backgroundColor: vars.color.warningSoft },
      online: { backgroundColor: vars.color.success },
    },
  },
});

export const text = style({ margin: 0, flex: 1 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

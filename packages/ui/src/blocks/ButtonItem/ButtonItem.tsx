import { Button } from '../../components/Button';
import { RegisteredLink } from '../../components/LinkProvider';
import { blockLinkProps, type BlockLink } from '../../private/blockLink';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './ButtonItem.css';

export const buttonItemVariants = ['primary', 'secondary', 'link'] as const;
export type ButtonItemVariant = (typeof buttonItemVariants)[number];

export interface ButtonItemProps {
  text: string;
  /** Page Builder button type; default `primary`. */
  variant?: ButtonItemVariant;
  link?: BlockLink;
  /** Added to the accessible name when the link opens a new tab. */
  newTabLabel?: string;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

/** One button of a `Buttons` block: a link styled as the kit's `Button`. */
export function ButtonItem({
  text,
  variant = 'primary',
  link,
  newTabLabel = 'opens in a new tab',
  style,
  mobileStyle,
}: ButtonItemProps) {
  const box = blockBoxProps(style, mobileStyle);
  const fullWidth = true;
  return (
    <div {...box} className={cx(box.className, css.root)}>
      {link && link.href ? (
        <Button asChild variant={variant} fullWidth={fullWidth}>
          <RegisteredLink
            {...blockLinkProps(link, undefined, text)}
            {...(link.openInNewTab ? { 'aria-label': `${text} (${newTabLabel})` } : {})}
          />
        </Button>
      ) : (
        // Without a link Page Builder shows the label only; it is not a control.
        <Button asChild variant={variant} fullWidth={fullWidth}>
          <span>{text}</span>
        </Button>
      )}
    </div>
  );
}

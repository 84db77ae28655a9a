import { skipLink } from './SkipLink.css';

export interface SkipLinkProps {
  /** Id of the main content, with `#`. */
  href?: string;
  /** Text of the link; the app passes a translated one. */
  children?: string;
  /** Keep visible without focus (stories, screenshots). */
  forceVisible?: boolean;
}

/** First focusable element of the page: jumps past the header to the main content. */
export function SkipLink({
  href = '#main',
  children = 'Skip to content',
  forceVisible = false,
}: SkipLinkProps) {
  return (
    <a className={skipLink} href={href} data-visible={forceVisible ? '' : undefined}>
      {children}
    </a>
  );
}

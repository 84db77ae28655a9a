import { RichText, type RichTextSize } from '@shop/ui';
import { useCmsLinkNavigation } from './useCmsLinkNavigation';

/** Sanitized CMS HTML whose internal links navigate client-side like the rest of the shop. */
export function CmsHtml({ html, size }: { html: string; size?: RichTextSize }) {
  const onClick = useCmsLinkNavigation();
  return <RichText html={html} onClick={onClick} {...(size ? { size } : {})} />;
}

import { Faq } from '@shop/ui/blocks/Faq';
import { uiStyle } from '../blockProps';
import type { BlockViewProps, ViewModule } from '../registry';

/** FAQ as an accordion, with FAQPage JSON-LD in the server's HTML. */
function FaqView({ block }: BlockViewProps<'faq'>) {
  const items = block.items.filter((item) => item.question.trim());
  if (items.length === 0) return null;
  return <Faq items={items} style={uiStyle(block.style)} mobileStyle={uiStyle(block.mobileStyle)} />;
}

export const views: ViewModule = { faq: FaqView };

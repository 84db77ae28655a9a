import { TabsBlock } from '@shop/ui/blocks/TabsBlock';
import { uiStyle } from '../blockProps';
import { ChildBlocks } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';

function TabsView({ block }: BlockViewProps<'tabs'>) {
  const items = block.items.filter((item) => !item.style.hidden);
  if (items.length === 0) return null;
  return (
    <TabsBlock
      items={items.map((item, i) => ({
        name: item.name,
        id: item.id ?? `tab-${i}`,
        content: <ChildBlocks blocks={item.children} />,
      }))}
      defaultIndex={Math.min(block.activeTab, items.length - 1)}
      align={block.align}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    />
  );
}

export const views: ViewModule = { tabs: TabsView };

import { Text } from '@shop/ui';
import { useIntl } from 'react-intl';
import { isContentError } from '../../data/pageContent';
import { ChildBlocks, usePageBuilder } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';

/** A CMS block embedded with the block widget: its content, or (spec §8) the error that stopped it. */
function CmsBlockView({ block }: BlockViewProps<'block'>) {
  const intl = useIntl();
  const { data } = usePageBuilder();
  const content = data.cmsBlocks[block.blockId];
  if (!content) return null;
  if (isContentError(content)) {
    return (
      <div role="status">
        <Text tone="muted">{intl.formatMessage({ id: 'cms.blockError' }, { message: content.error })}</Text>
      </div>
    );
  }
  return <ChildBlocks blocks={content.blocks} />;
}

export const views: ViewModule = { block: CmsBlockView };

import { Column } from '@shop/ui/blocks/Column';
import { ColumnGroup } from '@shop/ui/blocks/ColumnGroup';
import { ColumnLine } from '@shop/ui/blocks/ColumnLine';
import { Row } from '@shop/ui/blocks/Row';
import { useIntl } from 'react-intl';
import { uiBackground, uiStyle, verticalAlign } from '../blockProps';
import { ContentProblem } from '../ContentProblem';
import { ChildBlocks } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';

function RowView({ block }: BlockViewProps<'row'>) {
  const intl = useIntl();
  const background = uiBackground(block.background);
  const parallax = block.parallax.enabled && !block.parallax.error && background?.image;
  return (
    <Row
      appearance={block.appearance}
      background={background}
      parallax={parallax ? { speed: block.parallax.speed } : undefined}
      verticalAlign={verticalAlign(block.style)}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
      pauseVideoLabel={intl.formatMessage({ id: 'pagebuilder.pauseVideo' })}
      playVideoLabel={intl.formatMessage({ id: 'pagebuilder.playVideo' })}
    >
      {block.parallax.error ? <ContentProblem message={block.parallax.error} /> : null}
      <ChildBlocks blocks={block.children} />
    </Row>
  );
}

function ColumnGroupView({ block }: BlockViewProps<'column-group'>) {
  return (
    <ColumnGroup
      background={uiBackground(block.background)}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    >
      <ChildBlocks blocks={block.children} />
    </ColumnGroup>
  );
}

function ColumnLineView({ block }: BlockViewProps<'column-line'>) {
  return (
    <ColumnLine style={uiStyle(block.style)} mobileStyle={uiStyle(block.mobileStyle)}>
      <ChildBlocks blocks={block.children} />
    </ColumnLine>
  );
}

function ColumnView({ block }: BlockViewProps<'column'>) {
  return (
    <Column
      width={block.widthPercent}
      verticalAlign={verticalAlign(block.style)}
      background={uiBackground(block.background)}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    >
      <ChildBlocks blocks={block.children} />
    </Column>
  );
}

/** A tab outside tabs (hand-written HTML): its content still shows. */
function TabItemView({ block }: BlockViewProps<'tab-item'>) {
  return <ChildBlocks blocks={block.children} />;
}

export const views: ViewModule = {
  row: RowView,
  'column-group': ColumnGroupView,
  'column-line': ColumnLineView,
  column: ColumnView,
  'tab-item': TabItemView,
};

import { Component, createElement, Suspense, use, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { HydrateWhenSeen } from '../../../../platform/hydration/HydrateWhenSeen';
import { useCmsLinkNavigation } from '../../cms/useCmsLinkNavigation';
import type { PageContent } from '../data/pageContent';
import { childrenOf, walkBlocks } from '../refs';
import type { Block } from '../types';
import { PageBuilderContext, type RenderMode } from './context';
import { ContentProblem, logOnce } from './ContentProblem';
import { findPriorityBlock } from './priority';
import { viewFor } from './registry';

interface BoundaryProps {
  type: string;
  children: ReactNode;
}

/** One broken block (bad content, a component bug) never takes the page with it. */
class BlockErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(
      `[pagebuilder] the "${this.props.type}" block failed to render`,
      error,
      info.componentStack,
    );
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ContentProblem message={`${this.props.type}: ${error.message}`} />;
  }
}

function BlockView({ block }: { block: Block }) {
  const view = viewFor(block.type);
  // Loaders preload every view a page needs, so this suspends only for content they did not see.
  const View = view instanceof Promise ? (use(view), viewFor(block.type)) : view;
  if (View instanceof Promise) return null;
  if (!View) {
    logOnce(`No view for "${block.type}" blocks: their content is shown`);
    const children = childrenOf(block);
    return children.length > 0 ? <Blocks blocks={children} /> : null;
  }
  // Views are module-level components looked up by type, never created here.
  return createElement(View, { block: block as never });
}

/**
 * Renders blocks in order, each in its own error boundary (the browser) and Suspense boundary:
 * a block that throws while the server renders is left to the browser, whose boundary contains it.
 */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => (
    <BlockErrorBoundary key={index} type={block.type}>
      <Suspense fallback={null}>
        <BlockView block={block} />
      </Suspense>
    </BlockErrorBoundary>
  ));
}

const renderBlocks = (blocks: readonly Block[]) => <Blocks blocks={blocks} />;

/**
 * The content's top-level blocks (rows, in Page Builder's markup). Issue 18: each hydrates when
 * the shopper comes near it, except the one holding the LCP image (the hero), which hydrates with
 * the page: a home page is mostly rows below the fold, and hydrating them all at once held the
 * first paint and the main thread.
 */
function TopBlocks({ blocks, priorityBlock }: { blocks: readonly Block[]; priorityBlock: Block | null }) {
  return blocks.map((block, index) => {
    const rendered = <Blocks key={index} blocks={[block]} />;
    const holdsPriority = priorityBlock !== null && [...walkBlocks([block])].includes(priorityBlock);
    return holdsPriority ? rendered : <HydrateWhenSeen key={index}>{rendered}</HydrateWhenSeen>;
  });
}

export interface PageBuilderProps {
  content: PageContent;
  /** Give the first banner or image `priority` (main content only, not the footer). */
  priority?: boolean;
  /** Default `preview` under the Vite dev server (authors and developers see content problems). */
  mode?: RenderMode;
  headingLevel?: 2 | 3;
  textSize?: 'compact';
  /** `blog` on journal posts: product cards show the image only (spec §2). */
  productCards?: 'blog';
}

/**
 * Page Builder content as @shop/ui blocks. Internal links navigate client-side (one delegated
 * click handler, as for CMS HTML).
 */
export function PageBuilder({
  content,
  priority = false,
  mode = import.meta.env.DEV ? 'preview' : 'live',
  headingLevel = 2,
  textSize,
  productCards,
}: PageBuilderProps) {
  const onClick = useCmsLinkNavigation();
  const value = useMemo(
    () => ({
      data: content.data,
      mode,
      priorityBlock: priority ? findPriorityBlock(content.blocks) : null,
      headingLevel,
      ...(textSize ? { textSize } : {}),
      ...(productCards ? { productCards } : {}),
      renderBlocks,
    }),
    [content, mode, priority, headingLevel, textSize, productCards],
  );
  return (
    <PageBuilderContext.Provider value={value}>
      {/* Delegated link handling only: an unstyled element (no kit box, no sprinkles runtime).
          `data-cms-content` marks the shop's content (not the interface) for checks such as
          issue 20's language guard. */}
      <div onClick={onClick} data-cms-content="">
        <TopBlocks blocks={content.blocks} priorityBlock={value.priorityBlock} />
      </div>
    </PageBuilderContext.Provider>
  );
}

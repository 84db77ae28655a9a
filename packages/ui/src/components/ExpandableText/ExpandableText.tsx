import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { body, root, toggle } from './ExpandableText.css';

export interface ExpandableTextProps {
  children?: ReactNode;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  moreLabel?: string;
  lessLabel?: string;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Long text (e.g. a category description, spec §2 "expandable or truncated") shown as a few lines
 * with "Read more". The full text is always in the HTML; short text gets no button.
 */
export function ExpandableText({
  children,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  moreLabel = 'Read more',
  lessLabel = 'Read less',
}: ExpandableTextProps) {
  const [expanded, setExpanded] = useControllableState(expandedProp, defaultExpanded, onExpandedChange);
  const [overflows, setOverflows] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  useIsomorphicLayoutEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    const next = el.scrollHeight > el.clientHeight + 1;
    // The layout is final within this commit (React applies the state only after every layout
    // effect): whatever measures or scrolls later in the same commit — a scroll position restored
    // on back/forward — sees the page as it will be painted.
    if (buttonRef.current) buttonRef.current.hidden = !next;
    setOverflows(next);
  }, [children, expanded]);
  const state = expanded || !overflows ? 'expanded' : 'collapsed';
  return (
    <div className={root}>
      <div ref={ref} id={id} className={body} data-state={state}>
        {children}
      </div>
      <button
        ref={buttonRef}
        type="button"
        className={toggle}
        hidden={!overflows}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? lessLabel : moreLabel}
      </button>
    </div>
  );
}

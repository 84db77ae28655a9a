import {
  Children,
  cloneElement,
  forwardRef,
  isValidElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * `asChild` support for the shell's components (Button, Link, HeaderTrigger, PromoBar): renders the
 * single child element with the slot's props merged in. Same contract as Radix's Slot — child props
 * win, event handlers run child first then slot, class names join, styles merge, refs compose — in
 * a third of the bytes, because it sits in every page's first download. Radix's own primitives
 * (Dialog, Select…) keep theirs inside their lazy chunks.
 */
export interface SlotProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
}

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

/** Marks the child a `Slot` renders as; the Slot's other children go inside that element. */
export function Slottable({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

function composeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/** Slot props merged under the child's; a child prop left undefined keeps the slot's (exported for tests). */
export function mergeSlotProps(slot: AnyProps, child: AnyProps): AnyProps {
  const merged: AnyProps = { ...slot };
  for (const [key, theirs] of Object.entries(child)) {
    if (theirs === undefined) continue;
    const own = slot[key];
    if (own === undefined) merged[key] = theirs;
    else if (/^on[A-Z]/.test(key) && typeof own === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = (theirs as Handler)(...args);
        (own as Handler)(...args);
        return result;
      };
    } else if (key === 'className') merged[key] = [own, theirs].filter(Boolean).join(' ');
    else if (key === 'style') merged[key] = { ...(own as object), ...(theirs as object) };
    else merged[key] = theirs;
  }
  return merged;
}

const isSlottable = (node: ReactNode): node is ReactElement<{ children?: ReactNode }> =>
  isValidElement(node) && node.type === Slottable;

export const Slot = forwardRef<HTMLElement, SlotProps>(function Slot({ children, ...props }, ref) {
  const nodes = Children.toArray(children);
  const marked = nodes.find(isSlottable);
  // With a Slottable, its child is the element and the Slot's other children become its content.
  const target = marked ? marked.props.children : children;
  if (!isValidElement<AnyProps>(target)) return null;
  const childRef = target.props['ref'] as Ref<HTMLElement> | undefined;
  const merged = { ...mergeSlotProps(props, target.props), ref: ref ? composeRefs(ref, childRef) : childRef };
  if (!marked) return cloneElement(target, merged);
  const own = target.props['children'] as ReactNode;
  // Spread as arguments, not one array, so positional children need no keys.
  return cloneElement(target, merged, ...nodes.map((node) => (node === marked ? own : node)));
});

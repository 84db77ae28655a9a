import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { createContext, useContext, type PointerEvent, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useHoverIntent, type UseHoverIntentResult } from '../../hooks/useHoverIntent';
import { cx } from '../../private/cx';
import { floating } from '../Popover/Popover.css';
import * as styles from './DropdownMenu.css';

export const dropdownMenuAligns = ['start', 'center', 'end'] as const;
export type DropdownMenuAlign = (typeof dropdownMenuAligns)[number];

export interface DropdownMenuRootProps {
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Desktop menus: open after the pointer rests 300 ms on the trigger, close after it leaves. */
  openOnHover?: boolean;
  /** Hover delay in ms (spec §9: 300). */
  hoverDelay?: number;
}
export interface DropdownMenuTriggerProps {
  /** A single focusable element (usually a Button). */
  children: ReactNode;
}
export interface DropdownMenuContentProps {
  children?: ReactNode;
  align?: DropdownMenuAlign;
}
export interface DropdownMenuItemProps {
  children?: ReactNode;
  /** Chosen with click, Enter or Space; the menu then closes. */
  onSelect?: () => void;
  disabled?: boolean;
  /** Render the single child (e.g. a router link) as the item. */
  asChild?: boolean;
}

const HoverContext = createContext<UseHoverIntentResult | null>(null);

/**
 * Menu of actions or links on Radix DropdownMenu: click, Enter, Space or ArrowDown open it, arrows
 * move, typing jumps, Escape closes and returns focus. With `openOnHover` it also opens on hover.
 */
function Root({
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  openOnHover = false,
  hoverDelay,
}: DropdownMenuRootProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const hover = useHoverIntent({
    open: isOpen,
    onOpenChange: setOpen,
    openDelay: hoverDelay,
    disabled: !openOnHover,
  });
  return (
    // Non-modal: the page stays reachable (a hover menu must let the pointer leave it); a click
    // outside or Escape still closes it.
    <RadixMenu.Root open={isOpen} onOpenChange={setOpen} modal={false}>
      <HoverContext.Provider value={openOnHover ? hover : null}>{children}</HoverContext.Provider>
    </RadixMenu.Root>
  );
}

function Trigger({ children }: DropdownMenuTriggerProps) {
  const hover = useContext(HoverContext);
  return (
    <RadixMenu.Trigger
      asChild
      {...hover?.hoverProps}
      onPointerDown={(event: PointerEvent) => {
        if (!hover) return;
        const keep = hover.openedByHover();
        hover.cancel();
        // A click on a trigger whose menu opened by hover keeps it open.
        if (keep) event.preventDefault();
      }}
    >
      {children}
    </RadixMenu.Trigger>
  );
}

function Content({ children, align = 'start' }: DropdownMenuContentProps) {
  const hover = useContext(HoverContext);
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        className={cx(floating, styles.content)}
        align={align}
        sideOffset={8}
        collisionPadding={16}
        loop
        {...hover?.hoverProps}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

function Item({ children, onSelect, disabled, asChild }: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item className={styles.item} onSelect={onSelect} disabled={disabled} asChild={asChild}>
      {children}
    </RadixMenu.Item>
  );
}

/** Non-interactive heading of a Group. */
function Label({ children }: { children?: ReactNode }) {
  return <RadixMenu.Label className={styles.label}>{children}</RadixMenu.Label>;
}

function Group({ children }: { children?: ReactNode }) {
  return <RadixMenu.Group>{children}</RadixMenu.Group>;
}

function Separator() {
  return <RadixMenu.Separator className={styles.separator} />;
}

export const DropdownMenu = { Root, Trigger, Content, Item, Label, Group, Separator };

import * as RadixPopover from '@radix-ui/react-popover';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useHoverIntent, type UseHoverIntentResult } from '../../hooks/useHoverIntent';
import { Icon } from '../Icon';
import { close, floating } from './Popover.css';

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;
export const popoverAligns = ['start', 'center', 'end'] as const;
export type PopoverSide = (typeof popoverSides)[number];
export type PopoverAlign = (typeof popoverAligns)[number];

export interface PopoverRootProps {
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Desktop behaviour: open after the pointer rests 300 ms on the trigger, close after leaving. */
  openOnHover?: boolean;
  /** Hover delay in ms (spec §9: 300). */
  hoverDelay?: number;
}
export interface PopoverTriggerProps {
  /** A single focusable element (usually a Button). */
  children: ReactNode;
}
export interface PopoverContentProps {
  children?: ReactNode;
  side?: PopoverSide;
  align?: PopoverAlign;
  /** Accessible name of the panel (the dialog role needs one). */
  label: string;
  /** Shows a × button with this accessible name. */
  closeLabel?: string;
}

const HoverContext = createContext<UseHoverIntentResult | null>(null);

/** Non-modal floating panel anchored to its trigger. Click, Enter/Space and (optionally) hover open it. */
function Root({
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  openOnHover = false,
  hoverDelay,
}: PopoverRootProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const hover = useHoverIntent({
    open: isOpen,
    onOpenChange: setOpen,
    openDelay: hoverDelay,
    disabled: !openOnHover,
  });
  return (
    <RadixPopover.Root open={isOpen} onOpenChange={setOpen}>
      <HoverContext.Provider value={openOnHover ? hover : null}>{children}</HoverContext.Provider>
    </RadixPopover.Root>
  );
}

function Trigger({ children }: PopoverTriggerProps) {
  const hover = useContext(HoverContext);
  return (
    <RadixPopover.Trigger
      asChild
      {...hover?.hoverProps}
      onClick={(event: MouseEvent) => {
        if (!hover) return;
        // A click on a trigger whose panel opened by hover keeps it open instead of toggling it shut.
        const keep = hover.openedByHover();
        hover.cancel();
        if (keep) event.preventDefault();
      }}
    >
      {children}
    </RadixPopover.Trigger>
  );
}

function Content({ children, side = 'bottom', align = 'center', label, closeLabel }: PopoverContentProps) {
  const hover = useContext(HoverContext);
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        className={floating}
        side={side}
        align={align}
        sideOffset={8}
        collisionPadding={16}
        aria-label={label}
        {...hover?.hoverProps}
        onOpenAutoFocus={(event) => {
          // Opened by hover: leave focus where it is (the pointer user did not ask to move it).
          if (hover?.openedByHover()) event.preventDefault();
        }}
      >
        {children}
        {closeLabel ? (
          <RadixPopover.Close className={close} aria-label={closeLabel}>
            <Icon name="close" size="small" />
          </RadixPopover.Close>
        ) : null}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}

/** Wraps a single element that closes the popover. */
function Close({ children }: { children: ReactNode }) {
  return <RadixPopover.Close asChild>{children}</RadixPopover.Close>;
}

export const Popover = { Root, Trigger, Content, Close };

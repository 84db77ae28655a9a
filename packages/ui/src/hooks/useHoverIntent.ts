import { useCallback, useEffect, useRef, type PointerEvent } from 'react';

/** Spec §9: hover delay 300 ms before a desktop menu opens. */
export const hoverOpenDelay = 300;
/** Grace period after the pointer leaves, so it can cross the gap between trigger and panel. */
export const hoverCloseDelay = 150;

export interface UseHoverIntentOptions {
  /** Current open state (the caller owns it). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  openDelay?: number;
  closeDelay?: number;
  /** Turn hover behaviour off (e.g. touch layouts); click and keyboard keep working. */
  disabled?: boolean;
}

export interface HoverIntentHandlers {
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
}

export interface UseHoverIntentResult {
  /** Spread on the trigger and on the panel: entering either keeps the menu open. */
  hoverProps: HoverIntentHandlers;
  /** True while the current open state was caused by hovering (not by click or keyboard). */
  openedByHover: () => boolean;
  /** Clears a pending open or close (call on click and key presses). */
  cancel: () => void;
}

/**
 * Opens after the pointer rests `openDelay` ms on a trigger and closes `closeDelay` ms after it
 * leaves both trigger and panel. Only mouse pointers count: touch and pen use click.
 */
export function useHoverIntent({
  open,
  onOpenChange,
  openDelay = hoverOpenDelay,
  closeDelay = hoverCloseDelay,
  disabled = false,
}: UseHoverIntentOptions): UseHoverIntentResult {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const byHover = useRef(false);
  const openRef = useRef(open);
  const changeRef = useRef(onOpenChange);
  useEffect(() => {
    openRef.current = open;
    changeRef.current = onOpenChange;
    if (!open) byHover.current = false;
  });

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const onPointerEnter = useCallback(
    (event: PointerEvent) => {
      if (disabled || event.pointerType !== 'mouse') return;
      cancel();
      if (openRef.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        byHover.current = true;
        changeRef.current(true);
      }, openDelay);
    },
    [cancel, disabled, openDelay],
  );

  const onPointerLeave = useCallback(
    (event: PointerEvent) => {
      if (disabled || event.pointerType !== 'mouse') return;
      cancel();
      if (!openRef.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        byHover.current = false;
        changeRef.current(false);
      }, closeDelay);
    },
    [cancel, closeDelay, disabled],
  );

  const openedByHover = useCallback(() => byHover.current && openRef.current, []);

  return { hoverProps: { onPointerEnter, onPointerLeave }, openedByHover, cancel };
}

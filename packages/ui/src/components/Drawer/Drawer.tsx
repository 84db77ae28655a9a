import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, useEffect, useState, type ReactNode } from 'react';
import { registerToastDock } from '../../private/toastDock';
import { DescribedContext, Dialog } from '../Dialog/Dialog';
import { closeButton } from '../Dialog/Dialog.css';
import { Icon } from '../Icon';
import { content, drawerSides, mask, toastDock } from './Drawer.css';

export { drawerSides };
export type DrawerSide = (typeof drawerSides)[number];

export interface DrawerRootProps {
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}
export interface DrawerContentProps {
  /** Drawer.Header (Title, Description), Drawer.Body and Drawer.Footer. */
  children?: ReactNode;
  /** Edge the sheet slides in from. */
  side?: DrawerSide;
  /** Accessible name of the close (×) button. */
  closeLabel?: string;
  hideClose?: boolean;
  /** Where focus goes on open; `event.preventDefault()` keeps Radix from focusing the first control. */
  onOpenAutoFocus?: (event: Event) => void;
}

function Root(props: DrawerRootProps) {
  return <RadixDialog.Root {...props} />;
}

/**
 * Side sheet: a modal dialog fixed to the left or right edge, over a mask. The mask shows while
 * the drawer is open and a click on it closes the drawer (spec §4); Escape closes too.
 */
const Content = forwardRef<HTMLDivElement, DrawerContentProps>(function Content(
  { children, side = 'right', closeLabel = 'Close', hideClose = false, onOpenAutoFocus },
  ref,
) {
  const [described, setDescribed] = useState(false);
  const [dock, setDock] = useState<HTMLDivElement | null>(null);
  useEffect(() => (dock ? registerToastDock(dock) : undefined), [dock]);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={mask} data-drawer-mask="" />
      <RadixDialog.Content
        ref={ref}
        className={content({ side })}
        data-side={side}
        {...(onOpenAutoFocus ? { onOpenAutoFocus } : {})}
        {...(described ? {} : { 'aria-describedby': undefined })}
      >
        <DescribedContext.Provider value={setDescribed}>{children}</DescribedContext.Provider>
        {/* Toasts shown while the drawer is open land here, below its controls (never over them). */}
        <div ref={setDock} className={toastDock} data-toast-dock="" />
        {hideClose ? null : (
          <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
            <Icon name="close" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});

export const Drawer = {
  Root,
  Trigger: Dialog.Trigger,
  Content,
  Header: Dialog.Header,
  Title: Dialog.Title,
  Description: Dialog.Description,
  Body: Dialog.Body,
  Footer: Dialog.Footer,
  Close: Dialog.Close,
};

import type { ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { actions, groups } from './FilterDialog.css';

export interface FilterDialogProps {
  /** Filter groups (e.g. FilterGroup from the commerce set). */
  children?: ReactNode;
  /** Element that opens the dialog (the filter bar's "Filter" button). */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Spec: applies the chosen filters (mobile applies on Accept); the dialog then closes. */
  onAccept?: () => void;
  /** Spec: clears filters and sort; the dialog stays open. */
  onClear?: () => void;
  title?: string;
  acceptLabel?: string;
  clearLabel?: string;
  closeLabel?: string;
  /** Optional line under the title (e.g. "128 products"). */
  description?: ReactNode;
}

/** Mobile filters: a full-screen dialog titled "Shop Filter" with Accept and Clear (spec §2). */
export function FilterDialog({
  children,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  onAccept,
  onClear,
  title = 'Shop Filter',
  acceptLabel = 'Accept',
  clearLabel = 'Clear',
  closeLabel = 'Close',
  description,
}: FilterDialogProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content size="medium" closeLabel={closeLabel}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        </Dialog.Header>
        <Dialog.Body>
          <div className={groups}>{children}</div>
        </Dialog.Body>
        <Dialog.Footer>
          <div className={actions}>
            <Button variant="secondary" fullWidth onClick={onClear}>
              {clearLabel}
            </Button>
            <Button
              fullWidth
              onClick={() => {
                onAccept?.();
                setOpen(false);
              }}
            >
              {acceptLabel}
            </Button>
          </div>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

import * as RadixDialog from '@radix-ui/react-dialog';
import {
  createContext,
  forwardRef,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon';
import * as styles from './Dialog.css';

export const dialogSizes = styles.dialogSizes;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogRootProps {
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}
export interface DialogTriggerProps {
  /** A single element (usually a Button) that opens the dialog. */
  children: ReactNode;
}
export interface DialogContentProps {
  /** Dialog.Header (Title, Description), Dialog.Body and Dialog.Footer. */
  children?: ReactNode;
  size?: DialogSize;
  /** Accessible name of the close (×) button. */
  closeLabel?: string;
  /** Hide the × button (the footer must then offer a way to close). */
  hideClose?: boolean;
}
export interface DialogSlotProps {
  children?: ReactNode;
}

/** Lets Content know whether a Description exists, so aria-describedby never points nowhere. */
export const DescribedContext = createContext<(described: boolean) => void>(() => {});

/** Holds the open state: `open` / `defaultOpen` / `onOpenChange`. */
function Root(props: DialogRootProps) {
  return <RadixDialog.Root {...props} />;
}

function Trigger({ children }: DialogTriggerProps) {
  return <RadixDialog.Trigger asChild>{children}</RadixDialog.Trigger>;
}

/**
 * The dialog: overlay, focus trap, Escape to close, scroll lock, labelled by its Title.
 * Below 640 px it fills the screen as a sheet; from 640 px it is a centred card.
 */
const Content = forwardRef<HTMLDivElement, DialogContentProps>(function Content(
  { children, size = 'medium', closeLabel = 'Close', hideClose = false },
  ref,
) {
  const [described, setDescribed] = useState(false);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        ref={ref}
        className={styles.content({ size })}
        data-size={size}
        {...(described ? {} : { 'aria-describedby': undefined })}
      >
        <DescribedContext.Provider value={setDescribed}>{children}</DescribedContext.Provider>
        {hideClose ? null : (
          <RadixDialog.Close className={styles.closeButton} aria-label={closeLabel}>
            <Icon name="close" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});

/** Top of the dialog: Title and optional Description. */
function Header({ children }: DialogSlotProps) {
  return <div className={styles.header}>{children}</div>;
}

/** The dialog's accessible name. Required. */
function Title({ children }: DialogSlotProps) {
  return <RadixDialog.Title className={styles.title}>{children}</RadixDialog.Title>;
}

/** Optional line under the title; becomes the accessible description. */
function Description({ children }: DialogSlotProps) {
  const setDescribed = useContext(DescribedContext);
  useLayoutEffect(() => {
    setDescribed(true);
    return () => setDescribed(false);
  }, [setDescribed]);
  return <RadixDialog.Description className={styles.description}>{children}</RadixDialog.Description>;
}

/** Main area; scrolls when the content is long (and is then focusable, so keys can scroll it). */
function Body({ children }: DialogSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={styles.body}
      tabIndex={scrolls ? 0 : undefined}
      data-scrollable={scrolls || undefined}
    >
      {children}
    </div>
  );
}

/** Actions at the bottom, right-aligned. */
function Footer({ children }: DialogSlotProps) {
  return <div className={styles.footer}>{children}</div>;
}

/** Wraps a single element (e.g. a Button) that closes the dialog when activated. */
function Close({ children }: DialogSlotProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

export const Dialog = { Root, Trigger, Content, Header, Title, Description, Body, Footer, Close };

import { useEffect, useRef, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { Drawer } from '../Drawer';
import { Icon } from '../Icon';
import { RegisteredLink } from '../LinkProvider';
import * as styles from './MobilePanel.css';

export interface MobileNavItem {
  id: string;
  label: string;
  href: string;
  children?: MobileNavItem[];
}

export interface MobilePanelProps {
  /** Category tree; items with children open a nested level with a Back button. */
  items: MobileNavItem[];
  /** About, Journal… (spec: the Journal link shows only when the blog is active — the app decides). */
  links?: MobileNavItem[];
  /** Search field slot at the top. */
  search?: ReactNode;
  /** Store (location) switcher slot at the bottom. */
  store?: ReactNode;
  /** Language switcher slot at the bottom. */
  language?: ReactNode;
  /** Element that opens the panel (the hamburger button). */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Ids from the root to the level shown; [] is the top level. */
  path?: string[];
  defaultPath?: string[];
  onPathChange?: (path: string[]) => void;
  title?: string;
  backLabel?: string;
  closeLabel?: string;
  /** Link to the whole category at the top of a level. */
  viewAllLabel?: (item: MobileNavItem) => string;
  /** Names the navigation landmark. */
  navLabel?: string;
}

/** Follows `path` down the tree; stops at the first id that is not found. */
export function resolveLevel(items: MobileNavItem[], path: string[]): MobileNavItem[] {
  const trail: MobileNavItem[] = [];
  let level = items;
  for (const id of path) {
    const next = level.find((item) => item.id === id);
    if (!next?.children?.length) break;
    trail.push(next);
    level = next.children;
  }
  return trail;
}

/**
 * Slide-in navigation for small screens on the Drawer (left): search, category levels with
 * Back, about/journal links, store and language slots. Focus moves to Back when a level opens
 * and back to the item when it closes; Escape or the mask closes the panel.
 */
export function MobilePanel({
  items,
  links = [],
  search,
  store,
  language,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  path,
  defaultPath = [],
  onPathChange,
  title = 'Menu',
  backLabel = 'Back',
  closeLabel = 'Close menu',
  viewAllLabel = (item) => `View all ${item.label}`,
  navLabel = 'Mobile',
}: MobilePanelProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [currentPath, setPath] = useControllableState(path, defaultPath, onPathChange);
  const trail = resolveLevel(items, currentPath);
  const node = trail[trail.length - 1];
  const level = node?.children ?? items;
  const backRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const returnTo = useRef<string | null>(null);
  const depth = trail.length;

  useEffect(() => {
    if (!isOpen) return;
    if (returnTo.current) {
      listRef.current?.querySelector<HTMLElement>(`[data-item="${CSS.escape(returnTo.current)}"]`)?.focus();
      returnTo.current = null;
    } else if (depth > 0) backRef.current?.focus();
  }, [depth, isOpen]);

  return (
    <Drawer.Root
      open={isOpen}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next && currentPath.length) setPath([]);
      }}
    >
      {trigger ? <Drawer.Trigger>{trigger}</Drawer.Trigger> : null}
      <Drawer.Content side="left" closeLabel={closeLabel}>
        <Drawer.Header>
          <Drawer.Title>{title}</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body>
          <div className={styles.section}>
            {search}
            <nav aria-label={navLabel} className={styles.section}>
              {node ? (
                <>
                  <button
                    ref={backRef}
                    type="button"
                    className={styles.back}
                    onClick={() => {
                      returnTo.current = node.id;
                      setPath(currentPath.slice(0, trail.length - 1));
                    }}
                  >
                    <Icon name="chevron-left" size="small" />
                    {backLabel}
                    <span className={visuallyHidden}> ({trail[trail.length - 2]?.label ?? title})</span>
                  </button>
                  <h3 className={styles.levelHeading}>{node.label}</h3>
                  <RegisteredLink href={node.href} className={styles.viewAll}>
                    {viewAllLabel(node)}
                  </RegisteredLink>
                </>
              ) : null}
              <ul ref={listRef} className={styles.list} data-depth={depth}>
                {level.map((item) => (
                  <li key={item.id}>
                    {item.children?.length ? (
                      <button
                        type="button"
                        className={styles.row}
                        data-item={item.id}
                        onClick={() => setPath([...trail.map((t) => t.id), item.id])}
                      >
                        {item.label}
                        <Icon name="chevron-right" size="small" />
                      </button>
                    ) : (
                      <RegisteredLink href={item.href} className={styles.row}>
                        {item.label}
                      </RegisteredLink>
                    )}
                  </li>
                ))}
              </ul>
              {!node && links.length ? (
                <ul className={styles.secondary}>
                  {links.map((link) => (
                    <li key={link.id}>
                      <RegisteredLink href={link.href} className={styles.secondaryLink}>
                        {link.label}
                      </RegisteredLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </nav>
            {!node && (store || language) ? (
              <div className={styles.slots}>
                {store}
                {language}
              </div>
            ) : null}
          </div>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

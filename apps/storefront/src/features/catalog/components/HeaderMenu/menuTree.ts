/** Spec §3 "Menu": flat items with parent_id (0 is the root) → a tree in position order. */
export interface MenuItemInput<P> {
  item_id?: string | null;
  title?: string | null;
  url?: string | null;
  parent_id?: number | null;
  position?: number | null;
  is_active?: boolean | null;
  dropdown_products?: (P | null)[] | null;
}
export interface MenuNode<P> {
  id: string;
  label: string;
  href: string;
  products: P[];
  children: MenuNode<P>[];
}

/** Store-relative link for a menu URL: absolute URLs stay, paths get one leading slash. */
export function menuHref(url: string | null | undefined): string {
  if (!url) return '/';
  if (/^[a-z]+:\/\//i.test(url)) return url;
  return `/${url.replace(/^\/+/, '')}`;
}

export function buildMenuTree<P>(
  items: readonly (MenuItemInput<P> | null)[] | null | undefined,
): MenuNode<P>[] {
  const active = (items ?? []).filter(
    (i): i is MenuItemInput<P> => Boolean(i?.item_id) && i?.is_active !== false,
  );
  const byParent = new Map<number, MenuItemInput<P>[]>();
  for (const item of active) {
    const parent = item.parent_id ?? 0;
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  const seen = new Set<string>();
  const build = (parent: number): MenuNode<P>[] =>
    (byParent.get(parent) ?? [])
      .slice()
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .flatMap((item) => {
        const id = String(item.item_id);
        if (seen.has(id)) return []; // a cycle in bad data must not loop forever
        seen.add(id);
        return [
          {
            id,
            label: item.title ?? '',
            href: menuHref(item.url),
            products: (item.dropdown_products ?? []).filter((p): p is P => p !== null),
            children: build(Number(item.item_id)),
          },
        ];
      });
  return build(0);
}

/** The section a path belongs to: the top item whose link (or a child's) is the path. */
export function currentTopItem<P>(tree: readonly MenuNode<P>[], pathname: string): string | null {
  const matches = (node: MenuNode<P>): boolean =>
    node.href === pathname || node.children.some((child) => matches(child));
  return tree.find(matches)?.id ?? null;
}

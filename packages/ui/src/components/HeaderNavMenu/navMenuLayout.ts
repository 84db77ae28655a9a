/** Spec §9: a dropdown with 1 product uses the featured layout; with 2 or 3 the special layout. */
export const navDropdownLayouts = ['links', 'featured', 'special'] as const;
export type NavDropdownLayout = (typeof navDropdownLayouts)[number];

/** Most products a dropdown shows. */
export const navDropdownMaxProducts = 3;

export function navDropdownLayout(productCount: number): NavDropdownLayout {
  if (productCount <= 0) return 'links';
  return productCount === 1 ? 'featured' : 'special';
}

/** The products a dropdown shows (at most three). */
export function navDropdownProducts<P>(products: readonly P[] | undefined): P[] {
  return (products ?? []).slice(0, navDropdownMaxProducts);
}

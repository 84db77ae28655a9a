/**
 * The root route's loader (see `route.tsx`): a module of its own because the browser needs it
 * only when the server could not render the page.
 */
import { storefrontConfig } from '../../platform/config';
import { buildMenuTree, type MenuNode } from '../../features/catalog/components/HeaderMenu/menuTree';
import { HeaderMenuFragmentDoc } from '../../features/catalog/components/HeaderMenu/__generated__/HeaderMenu';
import { ShellDocument } from './__generated__/Shell';
import { getFragmentData } from '../../gql/fragment-masking';
import { loadPageContent } from '../../features/content/pagebuilder/data/loadPageContent';
import type { Loader } from '../../platform/routing/deps';
import type { ShellData } from './route';

export const FOOTER_BLOCK_ID = 'footer';

type MenuProduct = ShellData['menu'][number]['products'][number];

/** The shell's data (footer block, store list, menus) for every page. */
export const loadShell = (async (_args, { apollo, storeCode, basename }) => {
  try {
    // Partial data is fine here: a failing menu or block must not take the rest of the shell.
    const { data, error } = await apollo.query({
      query: ShellDocument,
      variables: { blocks: [FOOTER_BLOCK_ID], menu: `menu-${storeCode}`, homeMenu: `menu-${storeCode}-home` },
      errorPolicy: 'all',
    });
    const block = data?.cmsBlocks?.items?.find((b) => b?.identifier === FOOTER_BLOCK_ID);
    const stores = (data?.availableStores ?? [])
      .filter((s): s is NonNullable<typeof s> => Boolean(s?.store_code))
      .filter((s) => !storefrontConfig.staffStoreCodes.includes(s.store_code ?? ''))
      .sort((a, b) => (a.store_sort_order ?? 0) - (b.store_sort_order ?? 0))
      .map((s) => ({
        code: s.store_code ?? '',
        name: s.store_name ?? s.store_code ?? '',
        currency: s.default_display_currency_code ?? '',
        locale: s.locale ?? '',
      }));
    const menuOf = (m: NonNullable<typeof data>['menu']) =>
      buildMenuTree(getFragmentData(HeaderMenuFragmentDoc, m)?.items) as MenuNode<MenuProduct>[];
    return {
      footer: block
        ? { content: await loadPageContent(block.content ?? '', { apollo, basename }) }
        : { error: error?.message ?? FOOTER_BLOCK_ID },
      stores,
      menu: data ? menuOf(data.menu) : [],
      homeMenu: data ? menuOf(data.homeMenu) : [],
    } satisfies ShellData;
  } catch (error) {
    // Spec §8: a CMS block that fails shows its error message; the page lives on.
    return {
      footer: { error: error instanceof Error ? error.message : String(error) },
      stores: [],
      menu: [],
      homeMenu: [],
    } satisfies ShellData;
  }
}) satisfies Loader<ShellData>;

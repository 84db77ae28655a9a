import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress as brotliCompressed, constants as zlibConstants, gzip as gzipped } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { compileHints } from './bundling/compileHints';
import { cssGroups } from './bundling/cssGroups';
import { messageCatalogues } from './bundling/messages';
import { shopPwa } from './pwa/vitePlugin';

/** The build's Brotli and gzip copies of its files (the server sends the one a browser accepts). */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP_OPTIONS = { level: 9 };
const brotliCompress = promisify(brotliCompressed);
const gzip = promisify(gzipped);

/** react-router's production build (its package exports only the development one). */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/** Modules of the `page-shared` chunk (see its group below). */
const PAGE_SHARED: readonly RegExp[] = [
  /packages[\\/]ui[\\/]src[\\/](private[\\/](inlineVars|cx|visuallyHidden\.css|useInputsBeforeHydration)|hooks[\\/]useControllableState|css[\\/]breakpoints)\.tsx?|packages[\\/]ui[\\/]src[\\/]components[\\/](Image|Shimmer|RichText)[\\/]|node_modules[\\/]@apollo[\\/]client[\\/]react[\\/]hooks[\\/]useApolloClient\.js$/,
  /storefront[\\/]src[\\/](gql[\\/]fragment-masking|platform[\\/]store[\\/]storeAlternates)\.ts$/,
  /node_modules[\\/]@apollo[\\/]client[\\/](errors[\\/]|utilities[\\/]invariant[\\/]|utilities[\\/]internal[\\/](globals[\\/]|makeUniqueId|stringifyForDisplay)|version\.js)/,
  /node_modules[\\/]@vanilla-extract[\\/]recipes[\\/]dist[\\/]createRuntimeFn/,
  /node_modules[\\/]@apollo[\\/]client[\\/]react[\\/]context[\\/]/,
  /packages[\\/]ui[\\/]src[\\/](private[\\/]Slot\.tsx$|components[\\/]Heading[\\/])/,
  /storefront[\\/]src[\\/](platform[\\/]config|features[\\/]content[\\/](index|cms[\\/]sanitize(Options)?))\.ts$/,
  /vite[\\/]preload-helper/,
  /storefront[\\/]src[\\/](platform[\\/](routing[\\/]errors|analytics[\\/](emit|ecommerce))|features[\\/](cart[\\/]errors|catalog[\\/]selectionUrl))\.ts$/,
];

/** Modules of the `after-hydration` chunk (see its group below). */
const AFTER_HYDRATION: readonly RegExp[] = [
  // The header's and the shell's lazy parts.
  /packages[\\/]ui[\\/]src[\\/](components[\\/](HeaderNavMenu|HeaderTrigger|Counter|PageLoadingBar|SearchBox|StoreSwitcher)[\\/]|hooks[\\/](useHoverIntent|usePageLoadingBar))|storefront[\\/]src[\\/](app[\\/](AppToaster|shell[\\/](SiteStoreSwitcher|NavigationEffects))\.tsx|features[\\/](catalog[\\/]components[\\/]HeaderSearch[\\/](HeaderSearch\.tsx|searchState\.ts)|wishlist[\\/](components[\\/]WishlistTrigger[\\/]WishlistTrigger\.tsx|dialogState\.ts)|cart[\\/]components[\\/]MiniCart[\\/]HeaderCart\.tsx|account[\\/]components[\\/]AccountTrigger[\\/]AccountTrigger\.tsx))$/,
  // Apollo Client and what it brings, except the modules the first loads import.
  /node_modules[\\/]@apollo[\\/]client[\\/](?!(?:react[\\/]context|react[\\/]hooks[\\/]useApolloClient|errors|utilities[\\/]invariant|utilities[\\/]internal[\\/](?:globals|makeUniqueId|stringifyForDisplay)|version)[\\/.])/,
  /node_modules[\\/](?:@wry|optimism|rxjs|graphql|@graphql-typed-document-node)[\\/]/,
  /storefront[\\/]src[\\/]platform[\\/]data[\\/](?:apollo\.ts|links[\\/])/,
  // The cart's count and shared state, the sign-in markers, the consent cookie, the wish list
  // sync and guest list, the resolver's shimmer and the navigation effects' helpers.
  /storefront[\\/]src[\\/]features[\\/]cart[\\/](?:count|cartId|cartIdStore|miniCartStore|recovery)\.ts$/,
  /storefront[\\/]src[\\/]features[\\/]cart[\\/]__generated__[\\/]GetItemCount\.ts$/,
  /storefront[\\/]src[\\/](?:features[\\/]account[\\/](?:signedIn|authContext)|platform[\\/]session[\\/]markerStore|features[\\/]wishlist[\\/]sync)\.ts$/,
  /storefront[\\/]src[\\/]features[\\/]wishlist[\\/]__generated__[\\/]GetCustomerWishlistMenu\.ts$/,
  /storefront[\\/]src[\\/](?:platform[\\/](?:consent[\\/]|cookies[\\/]cookies\.ts$)|features[\\/]wishlist[\\/](?:guestList\.ts|__generated__[\\/]AddProductsToWishlist\.ts)$)/,
  /storefront[\\/]src[\\/]app[\\/](?:shell[\\/](?:NavigationScroll|usePageViews)|resolver[\\/]ResolverShimmer)\.tsx?$/,
  /packages[\\/]ui[\\/]src[\\/]components[\\/]Loader[\\/]/,
];

/** The modules of the `cms-shared` chunk (see its group below). */
const CMS_SHARED: readonly RegExp[] = [
  /storefront[\\/]src[\\/]features[\\/]content[\\/](cms[\\/](useCmsLinkNavigation|internalLink)|pagebuilder[\\/](refs|data[\\/]pageContent|render[\\/](ContentProblem|priority|context|blockProps)))\.tsx?$|packages[\\/]ui[\\/]src[\\/]private[\\/](blockLink|blockStyle|BlockRail)(\.css)?\.tsx?$/,
  /packages[\\/]ui[\\/]src[\\/](private[\\/](useHydrated|useBlockForm|blockForm\.css|FormMessages)|components[\\/]Toast[\\/]toastStore)\.tsx?$/,
  /storefront[\\/]src[\\/](features[\\/]content[\\/]pagebuilder[\\/]forms[\\/]useSubmission|platform[\\/](toasts|captcha[\\/]firstInteraction))\.ts$/,
];

/**
 * One config, two builds: `vite build` makes the browser bundle (with a manifest the server reads
 * to link each route's chunks and CSS), `vite build --ssr` the server renderer. `@shop/ui` is
 * compiled from source (the `source` export condition) so only the components a route uses ship,
 * CSS included.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    vanillaExtractPlugin(),
    react(),
    // Brotli and gzip copies of the browser files, written once at build time; the server's
    // static file handler (sirv) sends the one a browser accepts.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', BROTLI_OPTIONS),
          defineAlgorithm('gzip', GZIP_OPTIONS),
        ],
        exclude: [/\.map$/, /\.vite[\\/]/],
      }),
    // Issue 17: icons, the manifest's facts and the Workbox service worker at /sw.js.
    !isSsrBuild && shopPwa({ appRoot: path.dirname(fileURLToPath(import.meta.url)) }),
    !isSsrBuild && cssGroups(),
    // Issue 18: V8 compiles the browser's chunks while they stream in (bundling/compileHints.ts).
    !isSsrBuild &&
      compileHints({
        '.br': (code) => brotliCompress(code, BROTLI_OPTIONS),
        '.gz': (code) => gzip(code, GZIP_OPTIONS),
      }),
    // The store views' texts as shared files of the build, not in every page (bundling/messages.ts).
    !isSsrBuild &&
      messageCatalogues({ srcDir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'src') }),
  ],
  resolve: {
    // `es2015`: packages that ship an ES2015 build next to an ES5 one (rxjs, under Apollo Client)
    // give the class-syntax build, without tslib's downlevel helpers (the target is es2022).
    conditions: ['source', 'es2015', ...defaultClientConditions],
    alias: [
      // react-router's package exports only its development build (warnings on, for its own
      // framework's plugin to swap): the server and browsers get the production one, the same code
      // without them (600 B less of every page's first download).
      { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
      // The server pre-parses message catalogues to ICU ASTs, so browsers never need the parser.
      ...(isSsrBuild
        ? []
        : [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]),
    ],
  },
  ssr: {
    noExternal: ['@shop/ui'],
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
  },
  build: {
    manifest: !isSsrBuild,
    // Lazy chunks list what they import for preloading; the chunks every page's entry already
    // loaded (the bundler's runtime, React's JSX runtime, vanilla-extract's runtime) are left out
    // of those lists: preloading them again does nothing, and the lists travel in the first download.
    modulePreload: {
      resolveDependencies: (_filename, deps) =>
        deps.filter((dep) => !/(?:^|\/)(?:rolldown-runtime|jsx-runtime|createRuntimeFn)[-.]/.test(dep)),
    },
    sourcemap: true,
    target: 'es2022',
    emptyOutDir: true,
    // CSS per chunk (vanilla-extract writes one file per component), then joined by `cssGroups`
    // into the shell's stylesheet, linked render-blocking in every page's head, and one per lazy
    // feature (account, checkout, blog, extras), which loads with the feature's chunks: Vite's
    // preload helper waits for it before a lazy route or component renders. See BENCHMARKS.md
    // "CSS split" for the bytes per page.
    cssCodeSplit: true,
    rollupOptions: isSsrBuild
      ? undefined
      : {
          input: 'src/app/entry.client.tsx',
          // React and its JSX runtime stay one chunk (shared by the entry and every lazy chunk).
          // Left alone, Rolldown splits them into two whenever some chunk uses React without
          // JSX, which costs every page a request and ~0.3 KB gzip.
          // The kit's components that travel together (a product card and its parts and price, text
          // fields with their validation, image + rich text) are one chunk each instead of a
          // dozen tiny ones: gzip compresses them together and the catalogue pages save ~4 KB.
          // Only the listed modules move (no dependencies), so nothing joins the shell's entry.
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  // With React: its scheduler, react-dom's small public module (`createPortal`;
                  // left alone it became a chunk of its own when the cookie banner's root came),
                  // and HydrateWhenSeen with the `useHydrated` hook it calls (every page's footer
                  // rows, the category and the product page); their CommonJS imports run while
                  // they are evaluated, so they sit with them, not in the entry or `page-shared`.
                  // (react-dom's client, the bulk, stays in the entry, fetched at low priority.)
                  name: 'jsx-runtime',
                  test: /node_modules[\\/](react|scheduler)[\\/]|node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$|storefront[\\/]src[\\/]platform[\\/](hydration[\\/]HydrateWhenSeen\.tsx|useHydrated\.ts)$/,
                },
                {
                  name: 'product-card',
                  test: /packages[\\/]ui[\\/]src[\\/](components[\\/](Pagination|ProductCard|Price|Swatch|SwatchGroup|ProductLabel|ProductLabels|Breadcrumbs)[\\/])|storefront[\\/]src[\\/](features[\\/]catalog[\\/]components[\\/]ProductCard[\\/]|features[\\/]catalog[\\/]configurableOptions|features[\\/]catalog[\\/]price[\\/]|features[\\/]cart[\\/]addToCartButton)|packages[\\/]ui[\\/]src[\\/]hooks[\\/]useRovingRadio\.ts$|storefront[\\/]src[\\/]features[\\/](catalog[\\/]stock|wishlist[\\/]button)\.ts$/,
                },
                {
                  // What every rendering of CMS content shares (client-side link handling, the
                  // content problem notice, the Page Builder renderer's helpers and the kit's block
                  // helpers) and what the footer's newsletter form adds (its submission hook and
                  // messages, toasts, the captcha's first-interaction hook, the kit's hydration
                  // flag): one chunk instead of fifteen tiny ones (140–1,200 B each) that every
                  // page with CMS content — the footer is — requested separately. None of them is
                  // in a budgeted first load (BENCHMARKS.md "Fewer script requests"); the renderer
                  // and the registry stay chunks of their own (the server preloads them by name).
                  name: 'cms-shared',
                  test: (id: string) => CMS_SHARED.some((pattern) => pattern.test(id)),
                },
                {
                  // The small modules the guest pages' first loads share beyond the entry (the kit's
                  // helpers, Slot, Heading, Image, Shimmer and RichText, the generated fragment
                  // reader, the store view alternates, Apollo's context, invariant helpers and error
                  // class, the recipes runtime, Vite's preload helper, the shop's config, routing and
                  // cart error helpers, the e-commerce events, the CMS sanitizer's options and the
                  // content barrel, the selection URL): one chunk instead of about fifteen requests
                  // of 0.3–3 KB before a page is
                  // interactive (issue 18: at most 20). Only modules that import no other chunk
                  // belong here: a component in it would import the kit's chunks, which import this
                  // one back (a cycle: the recipes runtime was undefined when Heading ran).
                  name: 'page-shared',
                  test: (id: string) => PAGE_SHARED.some((pattern) => pattern.test(id)),
                },
                {
                  // Radix's small shared parts (context, slot, presence, portal, dismissable layer,
                  // collection, …), which the header's menus, the toasts, the dialogs and the
                  // showcase blocks import: one chunk instead of up to nine. The dialog, popper and
                  // floating-ui parts stay apart (only their screens need them).
                  name: 'radix',
                  test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(context|compose-refs|slot|primitive|presence|portal|dismissable-layer|collection|id|direction|roving-focus|visually-hidden|use-(layout-effect|effect-event|controllable-state|callback-ref|escape-keydown|is-hydrated)))[\\/]/,
                },
                {
                  // The cart's screens (bag page, mini cart, checkout) share their calls, hooks and
                  // feedback, the offline check and the kit's cart parts: one chunk instead of
                  // nine requests before the bag page is interactive.
                  name: 'cart-screens',
                  test: /storefront[\\/]src[\\/](features[\\/](cart[\\/]((hooks|feedback|cartItemProps|cartEvents|operations)\.ts|components[\\/]CartPage[\\/]savedPromoCode\.ts|__generated__[\\/](?!GetItemCount)\w+\.ts)|offline[\\/]network\.ts))$|packages[\\/]ui[\\/]src[\\/]components[\\/](CartItem|CartLayout|CouponForm|CartSummary)[\\/]/,
                },
                {
                  // What every page with the shell loads right after hydration, in one chunk
                  // instead of about twenty requests (issue 18: at most 20 scripts before a page
                  // is interactive): the header's and the shell's lazy parts (navigation menu,
                  // search, wish list, cart and account triggers, store switcher, loading bar,
                  // toasts, navigation effects), Apollo Client (the cart and account triggers and
                  // the tracking hooks query while they render), the cart's count and state, the
                  // sign-in markers and the wish list sync. None of it is in a first load: the
                  // server does not preload it, and the Apollo modules the first loads import
                  // (its context, invariant helpers and error classes) are left out of the group.
                  name: 'after-hydration',
                  test: (id: string) => AFTER_HYDRATION.some((pattern) => pattern.test(id)),
                },
                {
                  name: 'choice-fields',
                  test: /packages[\\/]ui[\\/]src[\\/]components[\\/](RadioGroup|QuantityInput)[\\/]/,
                },
                {
                  name: 'form-fields',
                  test: /packages[\\/]ui[\\/]src[\\/](components[\\/](TextField|TextAreaField|Checkbox)[\\/]|validation[\\/])/,
                },
              ],
            },
          },
        },
  },
}));

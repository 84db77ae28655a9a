/**
 * The typed block tree the storefront builds from Magento Page Builder HTML.
 *
 * Magento core content types keep Magento's `data-content-type` names (row, column-group,
 * column-line, column, text, html, heading, image, video, banner, slider/slide, buttons/button-item,
 * divider, tabs/tab-item, products, block, map). The spec's shop-specific blocks have no Magento
 * core equivalent; they use the `data-content-type` values in `CUSTOM_CONTENT_TYPES` below, with
 * their settings in `data-*` attributes on the main element (see each interface's comment).
 *
 * Strings holding HTML (`html`, `content`, `answer`, `description` …) are sanitized only when
 * `parsePageBuilder` is given `deps.sanitize` (the app passes `cms/sanitize`'s DOMPurify); without
 * it they are as authored and must not reach the page unsanitized.
 */

/** Top, right, bottom, left in CSS pixels (Page Builder writes px for margins and paddings). */
export interface Spacing {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** The inline (or `data-pb-style`) styles Page Builder writes, as typed values. */
export interface BlockStyle {
  margin?: Spacing;
  padding?: Spacing;
  textAlign?: TextAlign;
  /** A CSS length as written, e.g. `300px` or `50vh`. */
  minHeight?: string;
  /** A CSS colour as written, e.g. `rgb(240, 236, 228)` or `#fff`. */
  backgroundColor?: string;
  /** A CSS colour as written. */
  borderColor?: string;
  /** In px. */
  borderWidth?: number;
  /** In px. */
  borderRadius?: number;
  /** The row/column `justify-content` (vertical alignment of its content). */
  justifyContent?: string;
  /** `display: none` — Page Builder's "hide on this device/store" switch. */
  hidden?: boolean;
}

/** Fields every block has. */
export interface BlockBase {
  /** `data-appearance`, or the content type's default when absent. */
  appearance: string;
  style: BlockStyle;
  /** Overrides below the mobile breakpoint (Page Builder's mobile view), only when authored. */
  mobileStyle?: BlockStyle;
  /** Author CSS classes (Page Builder's own `pagebuilder-*` classes are dropped). */
  cssClasses: string[];
}

export interface ResponsiveImages {
  desktop?: string;
  mobile?: string;
}

/**
 * A link Page Builder stores as a widget directive (`{{widget type='…\\Category\\Widget\\Link'
 * id_path='category/3' …}}`): the app resolves it to a URL with the page's batched query.
 */
export interface LinkEntity {
  kind: 'category' | 'product' | 'page';
  id: string;
}

export interface Link {
  /** The URL; empty while `entity` still needs resolving to one. */
  href: string;
  /** `data-link-type`: default | category | product | page. */
  linkType: string;
  openInNewTab: boolean;
  entity?: LinkEntity;
}

export interface VideoBackground {
  src: string;
  loop: boolean;
  playOnlyVisible: boolean;
  lazyLoad: boolean;
  fallbackImage?: string;
  overlayColor?: string;
}

export interface Background {
  color?: string;
  images: ResponsiveImages;
  /** CSS `background-size` written by Page Builder: cover | contain | auto. */
  size?: string;
  position?: string;
  repeat?: boolean;
  attachment?: string;
  video?: VideoBackground;
}

export const ROW_APPEARANCES = ['contained', 'full-width', 'full-bleed'] as const;
export type RowAppearance = (typeof ROW_APPEARANCES)[number];

export interface RowBlock extends BlockBase {
  type: 'row';
  appearance: RowAppearance;
  background: Background;
  parallax: {
    enabled: boolean;
    speed: number;
    /**
     * Spec §5: "Invalid unit provided" / "Must provide matching units" when the shop's
     * `data-parallax-start`/`data-parallax-end` offsets are wrong (parallax then stays off).
     */
    error?: string;
  };
  children: Block[];
}

export interface ColumnGroupBlock extends BlockBase {
  type: 'column-group';
  gridSize: number;
  background: Background;
  children: Block[];
}

export interface ColumnLineBlock extends BlockBase {
  type: 'column-line';
  children: Block[];
}

export interface ColumnBlock extends BlockBase {
  type: 'column';
  /** Percentage of the line, e.g. 33.3333; undefined when not written. */
  widthPercent?: number;
  background: Background;
  children: Block[];
}

export interface TextBlock extends BlockBase {
  type: 'text';
  html: string;
}

export interface HtmlBlock extends BlockBase {
  type: 'html';
  /** Raw author HTML (Page Builder stores it entity-escaped; this is the unescaped form). */
  html: string;
}

export interface HeadingBlock extends BlockBase {
  type: 'heading';
  level: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
}

export interface ImageBlock extends BlockBase {
  type: 'image';
  images: ResponsiveImages;
  alt: string;
  title: string;
  caption?: string;
  link?: Link;
}

export interface VideoBlock extends BlockBase {
  type: 'video';
  src: string;
  /** `iframe` for YouTube/Vimeo embeds, `file` for a `<video>` element. */
  kind: 'iframe' | 'file';
  autoplay: boolean;
  /** Max width as written, e.g. `600px`. */
  maxWidth?: string;
}

export const BANNER_APPEARANCES = ['poster', 'collage-left', 'collage-centered', 'collage-right'] as const;
export type BannerAppearance = (typeof BANNER_APPEARANCES)[number];

export interface BannerBlock extends BlockBase {
  type: 'banner';
  appearance: BannerAppearance;
  /** `data-slide-name` when the banner is a slide of a slider. */
  name?: string;
  background: Background;
  /** When to show the overlay: always | hover | never. */
  showOverlay: 'always' | 'hover' | 'never';
  overlayColor?: string;
  /** When to show the button: always | hover | never. */
  showButton: 'always' | 'hover' | 'never';
  button?: { text: string; style: ButtonStyle };
  link?: Link;
  /** The banner's message, HTML. */
  content: string;
}

export interface SliderBlock extends BlockBase {
  type: 'slider';
  autoplay: boolean;
  /** Milliseconds between slides. */
  autoplaySpeed: number;
  fade: boolean;
  infiniteLoop: boolean;
  showArrows: boolean;
  showDots: boolean;
  slides: BannerBlock[];
}

export const BUTTON_STYLES = ['primary', 'secondary', 'link'] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];

export interface ButtonItemBlock extends BlockBase {
  type: 'button-item';
  text: string;
  buttonStyle: ButtonStyle;
  link?: Link;
}

export interface ButtonsBlock extends BlockBase {
  type: 'buttons';
  /** inline | stacked. */
  appearance: string;
  sameWidth: boolean;
  items: ButtonItemBlock[];
}

export interface DividerBlock extends BlockBase {
  type: 'divider';
  line: { width?: string; thickness?: number; color?: string };
}

export interface TabItemBlock extends BlockBase {
  type: 'tab-item';
  name: string;
  id?: string;
  children: Block[];
}

export interface TabsBlock extends BlockBase {
  type: 'tabs';
  /** Index of the tab open first. */
  activeTab: number;
  /** left | center | right, from the `tab-align-*` class. */
  align: 'left' | 'center' | 'right';
  items: TabItemBlock[];
}

export interface FaqItem {
  question: string;
  /** HTML. */
  answer: string;
}

/**
 * `data-content-type="faq"` with `faq-item` children, each holding
 * `data-element="question"` and `data-element="answer"` (a `<details><summary>` pair is read too).
 */
export interface FaqBlock extends BlockBase {
  type: 'faq';
  items: FaqItem[];
}

export type ProductsCondition =
  { kind: 'skus'; skus: string[] } | { kind: 'category'; categoryIds: string[] } | { kind: 'none' };

export interface CarouselSettings {
  autoplay: boolean;
  autoplaySpeed: number;
  infiniteLoop: boolean;
  showArrows: boolean;
  showDots: boolean;
}

/** Magento's Products content type: a `{{widget type="…ProductsList" …}}` directive inside. */
export interface ProductsBlock extends BlockBase {
  type: 'products';
  /** grid | carousel. */
  appearance: string;
  condition: ProductsCondition;
  count?: number;
  sortOrder?: string;
  carousel?: CarouselSettings;
}

/** A CMS block embedded by `{{widget type="Magento\Cms\Block\Widget\Block" block_id="…"}}`. */
export interface CmsBlockRefBlock extends BlockBase {
  type: 'block';
  /** Numeric id or identifier, as written in `block_id`. */
  blockId: string;
}

export interface MapLocation {
  name: string;
  latitude: number;
  longitude: number;
  comment: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

/** Spec §9: map default zoom 8, scroll-wheel zoom off. */
export const MAP_DEFAULT_ZOOM = 8;
export const MAP_SCROLL_WHEEL = false;

/** Spec §9: banner/slide overlay content max width, and the mobile image breakpoint (below it). */
export const OVERLAY_MAX_WIDTH_PX = 540;
export const MOBILE_BREAKPOINT_PX = 768;

export interface MapBlock extends BlockBase {
  type: 'map';
  locations: MapLocation[];
  zoom: number;
  showControls: boolean;
  /** Height as written, e.g. `300px`. */
  height?: string;
}

/* ---- Shop blocks from the spec (custom data-content-type values) ---- */

/** `newsletter`: data-title, content HTML from `data-element="description"` (or its body). */
export interface NewsletterBlock extends BlockBase {
  type: 'newsletter';
  title: string;
  description: string;
}

/** `bulk-buy`: data-skus="A,B,C" — products a customer can add in quantity from one table. */
export interface BulkBuyBlock extends BlockBase {
  type: 'bulk-buy';
  title: string;
  skus: string[];
}

/** `business-submission-form`: data-title; the form fields are spec §3's business inquiry. */
export interface BusinessSubmissionFormBlock extends BlockBase {
  type: 'business-submission-form';
  title: string;
  description: string;
}

/** `contact-form`: data-title. */
export interface ContactFormBlock extends BlockBase {
  type: 'contact-form';
  title: string;
  description: string;
}

/** `product-quiz`: data-quiz-id (optional). */
export interface ProductQuizBlock extends BlockBase {
  type: 'product-quiz';
  quizId?: string;
  title: string;
}

export const QUIZ_PROMO_DEFAULTS = {
  title: 'Skin Quiz',
  text: "Not sure what your skin needs? Let's build you a personalised routine.",
  buttonText: 'Take The Test',
} as const;

/** `quiz-promo`: data-title, data-text, data-button-text, data-link (spec §8 texts as defaults). */
export interface QuizPromoBlock extends BlockBase {
  type: 'quiz-promo';
  title: string;
  text: string;
  buttonText: string;
  link?: string;
}

/** `promo-bar`: content HTML, data-link, background colour from the style. */
export interface PromoBarBlock extends BlockBase {
  type: 'promo-bar';
  content: string;
  link?: string;
}

/** `login-popup-button`: data-label (or the element's text). */
export interface LoginPopupButtonBlock extends BlockBase {
  type: 'login-popup-button';
  label: string;
}

/** `bestseller-slider`: data-title, data-category-id (optional), data-count. */
export interface BestsellerSliderBlock extends BlockBase {
  type: 'bestseller-slider';
  title: string;
  categoryId?: string;
  count: number;
}

/** `blog-slider`: data-title, data-post-ids="1,2" or data-category-id, data-count. */
export interface BlogSliderBlock extends BlockBase {
  type: 'blog-slider';
  title: string;
  postIds: string[];
  categoryId?: string;
  count: number;
}

/**
 * `bundle`: a set bought together — `data-skus="A,B,C"` with an
 * optional set price `data-price`; `data-sku` names a bundle product instead. data-title, and
 * `data-element="description"` HTML.
 */
export interface BundleBlock extends BlockBase {
  type: 'bundle';
  sku: string;
  skus: string[];
  price?: number;
  title: string;
  description: string;
}

/** `category-picker`: data-title, data-category-ids="3,4,5". */
export interface CategoryPickerBlock extends BlockBase {
  type: 'category-picker';
  title: string;
  categoryIds: string[];
}

/** Any content type this parser does not know: its children still render. */
export interface UnknownBlock extends BlockBase {
  type: 'unknown';
  contentType: string;
  children: Block[];
  /** The element's inner HTML when it has no Page Builder children (else empty). */
  html: string;
}

export type Block =
  | RowBlock
  | ColumnGroupBlock
  | ColumnLineBlock
  | ColumnBlock
  | TextBlock
  | HtmlBlock
  | HeadingBlock
  | ImageBlock
  | VideoBlock
  | BannerBlock
  | SliderBlock
  | ButtonsBlock
  | ButtonItemBlock
  | DividerBlock
  | TabsBlock
  | TabItemBlock
  | FaqBlock
  | ProductsBlock
  | CmsBlockRefBlock
  | MapBlock
  | NewsletterBlock
  | BulkBuyBlock
  | BusinessSubmissionFormBlock
  | ContactFormBlock
  | ProductQuizBlock
  | QuizPromoBlock
  | PromoBarBlock
  | LoginPopupButtonBlock
  | BestsellerSliderBlock
  | BlogSliderBlock
  | BundleBlock
  | CategoryPickerBlock
  | UnknownBlock;

export type BlockType = Block['type'];

/** The spec's shop blocks, as the `data-content-type` values authors write. */
export const CUSTOM_CONTENT_TYPES = [
  'newsletter',
  'bulk-buy',
  'business-submission-form',
  'contact-form',
  'product-quiz',
  'quiz-promo',
  'promo-bar',
  'login-popup-button',
  'bestseller-slider',
  'blog-slider',
  'bundle',
  'category-picker',
] as const satisfies readonly BlockType[];

export interface ParseResult {
  blocks: Block[];
  warnings: string[];
}

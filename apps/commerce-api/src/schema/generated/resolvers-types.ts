import type { GraphQLResolveInfo } from 'graphql';
import type {
  RoutedProduct,
  RoutedCategory,
  RoutedCmsPage,
  MoneyModel,
  MenuItemRow,
  SwatchModel,
} from '../../resolvers/models.js';
import type { BlogPostModel, BlogAuthorModel, BlogCategoryModel } from '../../domain/blog.js';
import type { BlogCommentModel } from '../../domain/blog-comments.js';
import type { CartAddress } from '../../domain/cart.js';
import type { CartModel, CartItemModel, OrderItemModel } from '../../resolvers/cart-shape.js';
import type { ResolverContext } from '../../resolvers/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

export type AddConfigurableProductsToCartInput = {
  cart_id: Scalars['String']['input'];
  cart_items: Array<InputMaybe<ConfigurableProductCartItemInput>>;
};

export type AddConfigurableProductsToCartOutput = {
  __typename?: 'AddConfigurableProductsToCartOutput';
  cart: Cart;
};

export type AddProductsToCartOutput = {
  __typename?: 'AddProductsToCartOutput';
  /** The cart after products have been added. */
  cart: Cart;
  /** Contains errors encountered while adding an item to the cart. */
  user_errors: Array<Maybe<Error>>;
};

/** Contains the customer's wish list and any errors encountered. */
export type AddProductsToWishlistOutput = {
  __typename?: 'AddProductsToWishlistOutput';
  user_errors: Array<Maybe<WishListUserInputError>>;
  wishlist: Wishlist;
};

export type AddSimpleProductsToCartInput = {
  cart_id: Scalars['String']['input'];
  cart_items: Array<InputMaybe<SimpleProductCartItemInput>>;
};

export type AddSimpleProductsToCartOutput = {
  __typename?: 'AddSimpleProductsToCartOutput';
  cart: Cart;
};

/** Contains the resultant wish list and any error information. */
export type AddWishlistItemsToCartOutput = {
  __typename?: 'AddWishlistItemsToCartOutput';
  add_wishlist_items_to_cart_user_errors: Array<Maybe<WishlistCartUserInputError>>;
  status: Scalars['Boolean']['output'];
  wishlist: Wishlist;
};

/** Contains information for each filterable option (such as price, category `UID`, and custom attributes). */
export type Aggregation = {
  __typename?: 'Aggregation';
  /** Attribute code of the aggregation group. */
  attribute_code: Scalars['String']['output'];
  /** The number of options in the aggregation group. */
  count?: Maybe<Scalars['Int']['output']>;
  /** The aggregation display name. */
  label?: Maybe<Scalars['String']['output']>;
  /** Array of options for the aggregation. */
  options?: Maybe<Array<Maybe<AggregationOption>>>;
  /** The relative position of the attribute in a layered navigation block. */
  position?: Maybe<Scalars['Int']['output']>;
};

/** An implementation of `AggregationOptionInterface`. */
export type AggregationOption = AggregationOptionInterface & {
  __typename?: 'AggregationOption';
  count?: Maybe<Scalars['Int']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

/** Defines aggregation option fields. */
export type AggregationOptionInterface = {
  count?: Maybe<Scalars['Int']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

/** Filter category aggregations in layered navigation. */
export type AggregationsCategoryFilterInput = {
  /** Indicates whether to include only direct subcategories or all children categories at all levels. */
  includeDirectChildrenOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An input object that specifies the filters used in product aggregations. */
export type AggregationsFilterInput = {
  /** Filter category aggregations in layered navigation. */
  category?: InputMaybe<AggregationsCategoryFilterInput>;
};

export type AmBlogAuthor = {
  __typename?: 'AmBlogAuthor';
  author_id?: Maybe<Scalars['Int']['output']>;
  /** Portrait URL (under /media/). */
  image?: Maybe<Scalars['String']['output']>;
  job_title?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  post_count?: Maybe<Scalars['Int']['output']>;
  short_description?: Maybe<Scalars['String']['output']>;
  url_key?: Maybe<Scalars['String']['output']>;
};

export type AmBlogAuthors = {
  __typename?: 'AmBlogAuthors';
  items?: Maybe<Array<Maybe<AmBlogAuthor>>>;
};

export type AmBlogCategories = {
  __typename?: 'AmBlogCategories';
  items?: Maybe<Array<Maybe<AmBlogCategory>>>;
};

export type AmBlogCategory = RoutableInterface & {
  __typename?: 'AmBlogCategory';
  category_id?: Maybe<Scalars['Int']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** Number of published posts in the category. */
  post_count?: Maybe<Scalars['Int']['output']>;
  redirect_code: Scalars['Int']['output'];
  relative_url?: Maybe<Scalars['String']['output']>;
  sort_order?: Maybe<Scalars['String']['output']>;
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  url_key?: Maybe<Scalars['String']['output']>;
};

export type AmBlogComment = {
  __typename?: 'AmBlogComment';
  comment_id?: Maybe<Scalars['Int']['output']>;
  created_at?: Maybe<Scalars['String']['output']>;
  /** Extension: true when the signed-in customer wrote this comment. */
  is_own?: Maybe<Scalars['Boolean']['output']>;
  /** Plain text. */
  message?: Maybe<Scalars['String']['output']>;
  /** The commenter's first name and the initial of the last name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The post id. */
  post_id?: Maybe<Scalars['String']['output']>;
  /** The comment this one replies to. */
  reply_to?: Maybe<Scalars['String']['output']>;
  /** 1 pending, 2 approved, 3 rejected. */
  status?: Maybe<Scalars['String']['output']>;
  updated_at?: Maybe<Scalars['String']['output']>;
};

export type AmBlogComments = {
  __typename?: 'AmBlogComments';
  items?: Maybe<Array<Maybe<AmBlogComment>>>;
};

export type AmBlogLeaveCommentInput = {
  /** Ignored: comments are written by signed-in customers. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Plain text, 2 to 2000 characters; links are shown as text links, HTML is never rendered. */
  message: Scalars['String']['input'];
  /** Ignored: the name comes from the customer account. */
  name?: InputMaybe<Scalars['String']['input']>;
  post_id: Scalars['Int']['input'];
  /** The comment this one answers (an approved comment of the same post, or the customer's own). */
  reply_to?: InputMaybe<Scalars['Int']['input']>;
};

export type AmBlogLeaveCommentOutput = {
  __typename?: 'AmBlogLeaveCommentOutput';
  comment?: Maybe<AmBlogComment>;
};

/** Blog listing type. */
export type AmBlogPageType = 'ALL' | 'AUTHOR' | 'CATEGORY' | 'SEARCH' | 'TAG';

export type AmBlogPost = RoutableInterface & {
  __typename?: 'AmBlogPost';
  /** The post author id. */
  author_id?: Maybe<Scalars['String']['output']>;
  /** The post's relative URL (blog/{url_key}). */
  canonical_url?: Maybe<Scalars['String']['output']>;
  /** Comma-separated category ids. */
  categories?: Maybe<Scalars['String']['output']>;
  /** Number of approved comments. */
  comment_count?: Maybe<Scalars['Int']['output']>;
  created_at?: Maybe<Scalars['String']['output']>;
  /** The post body (HTML). */
  full_content?: Maybe<Scalars['String']['output']>;
  is_featured?: Maybe<Scalars['Boolean']['output']>;
  /** Card image URL for lists and sliders. */
  list_thumbnail?: Maybe<Scalars['String']['output']>;
  list_thumbnail_alt?: Maybe<Scalars['String']['output']>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  /** Extension: the author. */
  post_author?: Maybe<AmBlogAuthor>;
  /** Extension: the post's categories, by sort order. */
  post_categories: Array<AmBlogCategory>;
  /** The ID number assigned to the post. */
  post_id?: Maybe<Scalars['Int']['output']>;
  /** Extension: the post's tags, by name. */
  post_tags: Array<AmBlogTag>;
  /** Hero image URL (under /media/). */
  post_thumbnail?: Maybe<Scalars['String']['output']>;
  post_thumbnail_alt?: Maybe<Scalars['String']['output']>;
  /** Extension: the post in the other store views' languages, for hreflang links. */
  post_translations: Array<AmBlogPostTranslation>;
  /** Publication date-time (ISO 8601). */
  published_at?: Maybe<Scalars['String']['output']>;
  /** Routing: 0, or 301/302 when the requested URL is an old URL of the post. */
  redirect_code: Scalars['Int']['output'];
  /** Comma-separated ids of related posts (sharing tags or categories, most shared first). */
  related_post_ids?: Maybe<Scalars['String']['output']>;
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Teaser (HTML) for lists and sliders. */
  short_content?: Maybe<Scalars['String']['output']>;
  /** 2 = published (only published posts are served). */
  status?: Maybe<Scalars['String']['output']>;
  /** Comma-separated tag ids. */
  tag_ids?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /** Post URL key: the storefront shows it at /blog/{url_key}. */
  url_key?: Maybe<Scalars['String']['output']>;
  views?: Maybe<Scalars['String']['output']>;
};

/** Extension: where a post lives in another store view. */
export type AmBlogPostTranslation = {
  __typename?: 'AmBlogPostTranslation';
  /** Magento locale code of the store view, e.g. de_DE. */
  locale: Scalars['String']['output'];
  store_code: Scalars['String']['output'];
  url_key: Scalars['String']['output'];
};

export type AmBlogPosts = {
  __typename?: 'AmBlogPosts';
  /** Number of posts matching the listing (all pages). */
  all_post_size?: Maybe<Scalars['Int']['output']>;
  /** An array of posts. */
  items?: Maybe<Array<Maybe<AmBlogPost>>>;
  page_info?: Maybe<SearchResultPageInfo>;
};

export type AmBlogTag = {
  __typename?: 'AmBlogTag';
  name?: Maybe<Scalars['String']['output']>;
  post_count?: Maybe<Scalars['Int']['output']>;
  tag_id?: Maybe<Scalars['Int']['output']>;
  url_key?: Maybe<Scalars['String']['output']>;
};

export type AmBlogTags = {
  __typename?: 'AmBlogTags';
  items?: Maybe<Array<Maybe<AmBlogTag>>>;
};

/** A product label (spec §3 "Label"). */
export type AmLabel = {
  __typename?: 'AmLabel';
  /** Customer groups that see the label (0 guest, 1 general, 2 PRO, 3 retailer). */
  customer_group_ids?: Maybe<Array<Maybe<Scalars['Int']['output']>>>;
  /** Image URL for image labels. */
  image?: Maybe<Scalars['String']['output']>;
  /** Label id; -1 is the derived "Out of Stock" label, -2 "Coming Soon". */
  label_id?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** Where the label sits on the image: top-left, top-right, bottom-left, bottom-right. */
  position?: Maybe<Scalars['String']['output']>;
  product_id?: Maybe<Scalars['Int']['output']>;
  /** Label size in percent of the image width. */
  size?: Maybe<Scalars['String']['output']>;
  /** CSS declarations for the label. */
  style?: Maybe<Scalars['String']['output']>;
  /** Label text in the store view's language. */
  txt?: Maybe<Scalars['String']['output']>;
};

/** Label display settings (spec §3 "Label settings"). */
export type AmLabelSetting = {
  __typename?: 'AmLabelSetting';
  /** Selector of the listing card image container. */
  category_container?: Maybe<Scalars['String']['output']>;
  /** 0 vertical, 1 horizontal. */
  labels_alignment?: Maybe<Scalars['Int']['output']>;
  /** Gap between labels in px. */
  margin_between?: Maybe<Scalars['Int']['output']>;
  max_labels?: Maybe<Scalars['Int']['output']>;
  /** Selector of the product page image container. */
  product_container?: Maybe<Scalars['String']['output']>;
  show_several_on_place?: Maybe<Scalars['Boolean']['output']>;
};

/** A social sign-in button. */
export type AmSocialLoginButton = {
  __typename?: 'AmSocialLoginButton';
  /** The provider's name for the button. */
  label?: Maybe<Scalars['String']['output']>;
  /** The provider's key, used in `url` and `createSocialLoginRequest`. */
  type?: Maybe<Scalars['String']['output']>;
  /** Where the shop starts the sign-in: `/amsociallogin/social/login?type=…` on the shop's own origin. */
  url?: Maybe<Scalars['String']['output']>;
};

export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  /** The coupon code the shopper applied to the card. */
  code: Scalars['String']['output'];
};

/** Adobe Commerce: contains an applied gift card with applied and remaining balance. */
export type AppliedGiftCard = {
  __typename?: 'AppliedGiftCard';
  /** The amount applied to the current cart. */
  applied_balance?: Maybe<Money>;
  /** The gift card account code. */
  code?: Maybe<Scalars['String']['output']>;
  /** The remaining balance on the gift card. */
  current_balance?: Maybe<Money>;
  /** The expiration date of the gift card. */
  expiration_date?: Maybe<Scalars['String']['output']>;
};

export type ApplyCouponToCartInput = {
  cart_id: Scalars['String']['input'];
  coupon_code: Scalars['String']['input'];
};

export type ApplyCouponToCartOutput = {
  __typename?: 'ApplyCouponToCartOutput';
  cart: Cart;
};

export type ApplyGiftCardToCartInput = {
  cart_id: Scalars['String']['input'];
  gift_card_code: Scalars['String']['input'];
};

export type ApplyGiftCardToCartOutput = {
  __typename?: 'ApplyGiftCardToCartOutput';
  cart: Cart;
};

/** Adobe Commerce: a gift card applied to an order. */
export type ApplyGiftCardToOrder = {
  __typename?: 'ApplyGiftCardToOrder';
  applied_balance: Money;
  code: Scalars['String']['output'];
};

export type ApplyRewardPointsToCartOutput = {
  __typename?: 'ApplyRewardPointsToCartOutput';
  cart: Cart;
};

/** A card as entered at checkout. */
export type AuroraCcInput = {
  /** The card number (spaces and dashes ignored). */
  card_number: Scalars['String']['input'];
  /** The security code (3 digits, 4 for American Express). */
  cvc: Scalars['String']['input'];
  /** Expiry month, 1 to 12. */
  expiration_month: Scalars['Int']['input'];
  /** Expiry year, four digits. */
  expiration_year: Scalars['Int']['input'];
  /** Save the card for later (Magento's name): signed-in customers only; saved when the order is placed. */
  is_active_payment_token_enabler?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AvailablePaymentMethod = {
  __typename?: 'AvailablePaymentMethod';
  /** The payment method code. */
  code: Scalars['String']['output'];
  /** If the payment method is an online integration */
  is_deferred: Scalars['Boolean']['output'];
  /** True when the method redirects to a payment provider and needs confirmLocalPayment afterwards. */
  is_redirect?: Maybe<Scalars['Boolean']['output']>;
  /** The payment method title. */
  title: Scalars['String']['output'];
};

/** Contains details about the possible shipping methods and carriers. */
export type AvailableShippingMethod = {
  __typename?: 'AvailableShippingMethod';
  /** The cost of shipping using this shipping method. */
  amount: Money;
  /** Indicates whether this shipping method can be applied to the cart. */
  available: Scalars['Boolean']['output'];
  /** A string that identifies a commercial carrier or an offline shipping method. */
  carrier_code: Scalars['String']['output'];
  /** The label for the carrier code. */
  carrier_title: Scalars['String']['output'];
  /** Describes an error condition. */
  error_message?: Maybe<Scalars['String']['output']>;
  /** Estimated delivery, e.g. "2-4 working days". */
  estimated_delivery_time?: Maybe<Scalars['String']['output']>;
  /** A shipping method code associated with a carrier. The value could be null if no method is available. */
  method_code?: Maybe<Scalars['String']['output']>;
  /** The label for the shipping method code. The value could be null if no method is available. */
  method_title?: Maybe<Scalars['String']['output']>;
  price_excl_tax: Money;
  price_incl_tax: Money;
};

/**
 * Spec §7 awinCommissionGroup: the order's commission group parts in Awin's `CODE:amount` form
 * (amount with 2 decimals), recorded under eventId.
 */
export type AwinCommissionGroupOutput = {
  __typename?: 'AwinCommissionGroupOutput';
  commissionGroup: Scalars['String']['output'];
  eventId: Scalars['String']['output'];
  pixelID?: Maybe<Scalars['String']['output']>;
};

export type BillingAddressInput = {
  address?: InputMaybe<CartAddressInput>;
  customer_address_id?: InputMaybe<Scalars['Int']['input']>;
  same_as_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  use_for_shipping?: InputMaybe<Scalars['Boolean']['input']>;
};

export type BillingCartAddress = CartAddressInterface & {
  __typename?: 'BillingCartAddress';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country: CartAddressCountry;
  firstname: Scalars['String']['output'];
  is_business?: Maybe<Scalars['Boolean']['output']>;
  lastname: Scalars['String']['output'];
  middlename?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  region?: Maybe<CartAddressRegion>;
  registration_id?: Maybe<Scalars['String']['output']>;
  street: Array<Maybe<Scalars['String']['output']>>;
  telephone?: Maybe<Scalars['String']['output']>;
  /** The unique id of the customer cart address. */
  uid: Scalars['ID']['output'];
  vat_id?: Maybe<Scalars['String']['output']>;
};

/** Spec §3 "Blacklist data": the SKUs and page URLs the shop's tracking leaves out (spec §5 rules). */
export type BlacklistData = {
  __typename?: 'BlacklistData';
  skus: Array<Scalars['String']['output']>;
  urls: Array<Scalars['String']['output']>;
};

/** Contains details about an individual category that comprises a breadcrumb. */
export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  /** @deprecated Use `category_uid` instead. */
  category_id?: Maybe<Scalars['Int']['output']>;
  category_level?: Maybe<Scalars['Int']['output']>;
  category_name?: Maybe<Scalars['String']['output']>;
  category_uid: Scalars['ID']['output'];
  category_url_key?: Maybe<Scalars['String']['output']>;
  category_url_path?: Maybe<Scalars['String']['output']>;
};

/**
 * A business inquiry (spec §3): all fields required; text fields at most 65 characters, the message
 * at most 2000.
 */
export type BusinessInquiryInput = {
  company: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2 code of the country the business operates in, e.g. DE. */
  country_code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Job title of the person asking. */
  position: Scalars['String']['input'];
};

export type BusinessInquiryOutput = {
  __typename?: 'BusinessInquiryOutput';
  /** Reference the shopper can quote in follow-up mail. */
  inquiry_id: Scalars['ID']['output'];
  reply_max_working_days: Scalars['Int']['output'];
  /** The sales team replies within this many working days (3 to 5). */
  reply_min_working_days: Scalars['Int']['output'];
  /** True once the inquiry is stored and the sales team's notice is queued. */
  status: Scalars['Boolean']['output'];
};

/** Contains the contents and other details about a guest or customer cart. */
export type Cart = {
  __typename?: 'Cart';
  /** @deprecated Use `applied_coupons` instead. */
  applied_coupon?: Maybe<AppliedCoupon>;
  /** An array of `AppliedCoupon` objects. Each object contains the `code` text attribute, which specifies the coupon code. */
  applied_coupons?: Maybe<Array<Maybe<AppliedCoupon>>>;
  /** Adobe Commerce: an array of gift card items applied to the cart. */
  applied_gift_cards?: Maybe<Array<Maybe<AppliedGiftCard>>>;
  /** Adobe Commerce: the amount of reward points applied to the cart. */
  applied_reward_points?: Maybe<RewardPointsAmount>;
  /** An array of available payment methods. */
  available_payment_methods?: Maybe<Array<Maybe<AvailablePaymentMethod>>>;
  /** Sample products the shopper can add (quantity always 1). */
  available_samples: Array<Maybe<ProductInterface>>;
  /** The billing address assigned to the cart. */
  billing_address?: Maybe<BillingCartAddress>;
  /** The email address of the guest or customer. */
  email?: Maybe<Scalars['String']['output']>;
  /** Gift progress: free shipping, small gift, large gift and extra gift stages with the amounts left. */
  gift_progress: GiftProgress;
  /** The unique ID for a `Cart` object. */
  id: Scalars['ID']['output'];
  /** Indicates whether the cart contains only virtual products. */
  is_virtual: Scalars['Boolean']['output'];
  /** @deprecated Use `itemsV2` instead. */
  items?: Maybe<Array<Maybe<CartItemInterface>>>;
  /** An array of products that have been added to the cart. */
  itemsV2?: Maybe<CartItems>;
  /** The cart owner's personal coupons usable today (empty for a guest cart). */
  loyalty_coupons: Array<LoyaltyCoupon>;
  /** Loyalty points this cart would earn (3% of the order amount) and their money value. */
  potential_reward_points?: Maybe<RewardPointsAmount>;
  /** Pricing details for the quote. */
  prices?: Maybe<CartPrices>;
  /** How many free sachet samples one cart may hold. */
  sample_limit: Scalars['Int']['output'];
  /** The selected payment method. */
  selected_payment_method?: Maybe<SelectedPaymentMethod>;
  /** An array of shipping addresses assigned to the cart. */
  shipping_addresses: Array<Maybe<ShippingCartAddress>>;
  /** The total number of items in the cart. */
  total_quantity: Scalars['Float']['output'];
};

/** Contains the contents and other details about a guest or customer cart. */
export type CartItemsV2Args = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type CartAddressCountry = {
  __typename?: 'CartAddressCountry';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type CartAddressInput = {
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  country_code: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  /** Business address (legal entity) rather than a private one. */
  is_business?: InputMaybe<Scalars['Boolean']['input']>;
  lastname: Scalars['String']['input'];
  middlename?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  region_id?: InputMaybe<Scalars['Int']['input']>;
  /** Legal entity: company registration number. */
  registration_id?: InputMaybe<Scalars['String']['input']>;
  save_in_address_book?: InputMaybe<Scalars['Boolean']['input']>;
  street: Array<InputMaybe<Scalars['String']['input']>>;
  telephone: Scalars['String']['input'];
  /** The customer's Tax/VAT number (for corporate customers). */
  vat_id?: InputMaybe<Scalars['String']['input']>;
};

export type CartAddressInterface = {
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country: CartAddressCountry;
  firstname: Scalars['String']['output'];
  is_business?: Maybe<Scalars['Boolean']['output']>;
  lastname: Scalars['String']['output'];
  postcode?: Maybe<Scalars['String']['output']>;
  region?: Maybe<CartAddressRegion>;
  registration_id?: Maybe<Scalars['String']['output']>;
  street: Array<Maybe<Scalars['String']['output']>>;
  telephone?: Maybe<Scalars['String']['output']>;
  /** The unique id of the customer cart address. */
  uid: Scalars['ID']['output'];
  vat_id?: Maybe<Scalars['String']['output']>;
};

export type CartAddressRegion = {
  __typename?: 'CartAddressRegion';
  code?: Maybe<Scalars['String']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  region_id?: Maybe<Scalars['Int']['output']>;
};

export type CartDiscount = {
  __typename?: 'CartDiscount';
  amount: Money;
  label: Array<Maybe<Scalars['String']['output']>>;
};

export type CartDiscountType = 'ITEM' | 'SHIPPING';

export type CartItemError = {
  __typename?: 'CartItemError';
  code: CartItemErrorType;
  message: Scalars['String']['output'];
};

export type CartItemErrorType = 'ITEM_INCREMENTS' | 'ITEM_QTY' | 'UNDEFINED';

export type CartItemInput = {
  /** An array of entered options for the base product, such as personalization text. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** For a child product, the SKU of its parent product. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** The amount or number of an item to add. */
  quantity: Scalars['Float']['input'];
  /** The selected options for the base product, such as color or size, using the unique ID for an object such as `CustomizableRadioOption`, `CustomizableDropDownOption`, or `ConfigurableProductOptionsValues`. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** The SKU of the product. */
  sku: Scalars['String']['input'];
};

/** An interface for products in a cart. */
export type CartItemInterface = {
  /** Label of the cart rule discounting this line, if any. */
  customDiscountLabel?: Maybe<Scalars['String']['output']>;
  /** Contains details about errors on the item. */
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  /** Label shown on a free-gift line (e.g. "Free cosmetic pouch"). */
  gwpCartLabel?: Maybe<Scalars['String']['output']>;
  /** True when the line does not count towards gift progress (samples, free gifts, gift cards). */
  hideFromGwp: Scalars['Boolean']['output'];
  /** @deprecated Use `uid` instead. */
  id: Scalars['String']['output'];
  /** True for a free gift added by a gift-with-purchase stage (one per purchase, never combined). */
  isFreeGift: Scalars['Boolean']['output'];
  /** True if requested quantity is less than available stock, false otherwise. */
  is_available: Scalars['Boolean']['output'];
  /** Contains details about the price of the item, including taxes and discounts. */
  prices?: Maybe<CartItemPrices>;
  /** Details about an item in the cart. */
  product: ProductInterface;
  /** The quantity of this item in the cart. */
  quantity: Scalars['Float']['output'];
  /** The unique ID for a `CartItemInterface` object. */
  uid: Scalars['ID']['output'];
};

/** Contains details about the price of the item, including taxes and discounts. */
export type CartItemPrices = {
  __typename?: 'CartItemPrices';
  /** An array of discounts to be applied to the cart item. */
  discounts?: Maybe<Array<Maybe<Discount>>>;
  /** The price of the item before any discounts were applied. The price that might include tax, depending on the configured display settings for cart. */
  price: Money;
  /** The price of the item before any discounts were applied. The price that might include tax, depending on the configured display settings for cart. */
  price_including_tax: Money;
  /** The value of the price multiplied by the quantity of the item. */
  row_total: Money;
  /** The value of `row_total` plus the tax applied to the item. */
  row_total_including_tax: Money;
  /** The total of all discounts applied to the item. */
  total_item_discount?: Maybe<Money>;
};

export type CartItemUpdateInput = {
  /** @deprecated Use `cart_item_uid` instead. */
  cart_item_id?: InputMaybe<Scalars['Int']['input']>;
  cart_item_uid?: InputMaybe<Scalars['ID']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

export type CartItems = {
  __typename?: 'CartItems';
  items: Array<Maybe<CartItemInterface>>;
  page_info?: Maybe<SearchResultPageInfo>;
  total_count: Scalars['Int']['output'];
};

/** Contains details about the final price of items in the cart, including discount and tax information. */
export type CartPrices = {
  __typename?: 'CartPrices';
  /** An array containing the names and amounts of taxes applied to each item in the cart. */
  applied_taxes?: Maybe<Array<Maybe<CartTaxItem>>>;
  /** @deprecated Use discounts instead. */
  discount?: Maybe<CartDiscount>;
  /** An array containing cart rule discounts, store credit and gift cards applied to the cart. */
  discounts?: Maybe<Array<Maybe<Discount>>>;
  /** Free-shipping threshold for the shipping (or store default) country and what is left to reach it. */
  free_shipping_qualifier?: Maybe<FreeShippingQualifier>;
  /** The total, including discounts, taxes, shipping, and other fees. */
  grand_total?: Maybe<Money>;
  /** The subtotal without any applied taxes. */
  subtotal_excluding_tax?: Maybe<Money>;
  /** The subtotal including any applied taxes. */
  subtotal_including_tax?: Maybe<Money>;
  /** The subtotal with any discounts applied, but not taxes. */
  subtotal_with_discount_excluding_tax?: Maybe<Money>;
};

export type CartTaxItem = {
  __typename?: 'CartTaxItem';
  /** The amount of tax applied to the item. */
  amount: Money;
  /** The description of the tax. */
  label: Scalars['String']['output'];
};

export type CartUserInputError = Error & {
  __typename?: 'CartUserInputError';
  /** A cart-specific error code. */
  code: CartUserInputErrorType;
  /** A localized error message. */
  message: Scalars['String']['output'];
};

export type CartUserInputErrorType =
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'INSUFFICIENT_STOCK'
  | 'INVALID_PARAMETER_VALUE'
  | 'NOT_SALABLE'
  | 'PERMISSION_DENIED'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED';

/** Defines the filters to be used in the search. */
export type CategoryFilterInput = {
  /** Filter by the unique category ID for a `CategoryInterface` object. */
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  /** Deprecated: use 'category_uid' to filter uniquely identifiers of categories. */
  ids?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by the display name of the category. */
  name?: InputMaybe<FilterMatchTypeInput>;
  /** Filter by the unique parent category ID for a `CategoryInterface` object. */
  parent_category_uid?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by the unique parent category ID for a `CategoryInterface` object. */
  parent_id?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by the part of the URL that identifies the category. */
  url_key?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by the URL path for the category. */
  url_path?: InputMaybe<FilterEqualTypeInput>;
};

/** Contains the full set of attributes that can be returned in a category search. */
export type CategoryInterface = {
  available_sort_by?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  breadcrumbs?: Maybe<Array<Maybe<Breadcrumb>>>;
  /** Absolute storefront URL of the category in the current store view. */
  canonical_full_url?: Maybe<Scalars['String']['output']>;
  canonical_url?: Maybe<Scalars['String']['output']>;
  children_count?: Maybe<Scalars['String']['output']>;
  cms_block?: Maybe<CmsBlock>;
  /** CMS block shown in the middle of the listing. */
  cms_block_middle?: Maybe<CmsBlock>;
  default_sort_by?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  display_mode?: Maybe<Scalars['String']['output']>;
  /** The same category in the other public store views. */
  hreflangs?: Maybe<Array<Maybe<Hreflang>>>;
  /** @deprecated Use `uid` instead. */
  id?: Maybe<Scalars['Int']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  /** Image for small screens. */
  image_mobile?: Maybe<Scalars['String']['output']>;
  include_in_menu?: Maybe<Scalars['Int']['output']>;
  is_anchor?: Maybe<Scalars['Int']['output']>;
  landing_page?: Maybe<Scalars['Int']['output']>;
  /** CMS block id shown in the middle of the listing. */
  landing_page_middle?: Maybe<Scalars['Int']['output']>;
  level?: Maybe<Scalars['Int']['output']>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_keywords?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  path_in_store?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  product_count?: Maybe<Scalars['Int']['output']>;
  products?: Maybe<CategoryProducts>;
  uid: Scalars['ID']['output'];
  url_key?: Maybe<Scalars['String']['output']>;
  url_path?: Maybe<Scalars['String']['output']>;
  url_suffix?: Maybe<Scalars['String']['output']>;
};

/** Contains the full set of attributes that can be returned in a category search. */
export type CategoryInterfaceProductsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductAttributeSortInput>;
};

/** Contains details about the products assigned to a category. */
export type CategoryProducts = {
  __typename?: 'CategoryProducts';
  items?: Maybe<Array<Maybe<ProductInterface>>>;
  page_info?: Maybe<SearchResultPageInfo>;
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** Contains a collection of `CategoryTree` objects and pagination information. */
export type CategoryResult = {
  __typename?: 'CategoryResult';
  items?: Maybe<Array<Maybe<CategoryTree>>>;
  page_info?: Maybe<SearchResultPageInfo>;
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** Contains the hierarchy of categories. */
export type CategoryTree = CategoryInterface &
  RoutableInterface & {
    __typename?: 'CategoryTree';
    available_sort_by?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
    breadcrumbs?: Maybe<Array<Maybe<Breadcrumb>>>;
    canonical_full_url?: Maybe<Scalars['String']['output']>;
    canonical_url?: Maybe<Scalars['String']['output']>;
    /** A tree of child categories. */
    children?: Maybe<Array<Maybe<CategoryTree>>>;
    children_count?: Maybe<Scalars['String']['output']>;
    cms_block?: Maybe<CmsBlock>;
    cms_block_middle?: Maybe<CmsBlock>;
    default_sort_by?: Maybe<Scalars['String']['output']>;
    description?: Maybe<Scalars['String']['output']>;
    display_mode?: Maybe<Scalars['String']['output']>;
    hreflangs?: Maybe<Array<Maybe<Hreflang>>>;
    /** @deprecated Use `uid` instead. */
    id?: Maybe<Scalars['Int']['output']>;
    image?: Maybe<Scalars['String']['output']>;
    image_mobile?: Maybe<Scalars['String']['output']>;
    include_in_menu?: Maybe<Scalars['Int']['output']>;
    is_anchor?: Maybe<Scalars['Int']['output']>;
    landing_page?: Maybe<Scalars['Int']['output']>;
    landing_page_middle?: Maybe<Scalars['Int']['output']>;
    level?: Maybe<Scalars['Int']['output']>;
    meta_description?: Maybe<Scalars['String']['output']>;
    meta_keywords?: Maybe<Scalars['String']['output']>;
    meta_title?: Maybe<Scalars['String']['output']>;
    name?: Maybe<Scalars['String']['output']>;
    path?: Maybe<Scalars['String']['output']>;
    path_in_store?: Maybe<Scalars['String']['output']>;
    position?: Maybe<Scalars['Int']['output']>;
    product_count?: Maybe<Scalars['Int']['output']>;
    products?: Maybe<CategoryProducts>;
    redirect_code: Scalars['Int']['output'];
    relative_url?: Maybe<Scalars['String']['output']>;
    type?: Maybe<UrlRewriteEntityTypeEnum>;
    uid: Scalars['ID']['output'];
    url_key?: Maybe<Scalars['String']['output']>;
    url_path?: Maybe<Scalars['String']['output']>;
    url_suffix?: Maybe<Scalars['String']['output']>;
  };

/** Contains the hierarchy of categories. */
export type CategoryTreeProductsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductAttributeSortInput>;
};

/** Defines all Checkout Agreement information */
export type CheckoutAgreement = {
  __typename?: 'CheckoutAgreement';
  /** Checkout Agreement identifier */
  agreement_id: Scalars['Int']['output'];
  /** Checkout Agreement checkbox text */
  checkbox_text: Scalars['String']['output'];
  /** Checkout Agreement content */
  content: Scalars['String']['output'];
  /** Checkout Agreement content height */
  content_height?: Maybe<Scalars['String']['output']>;
  /** Is Checkout Agreement content in HTML format */
  is_html: Scalars['Boolean']['output'];
  mode: CheckoutAgreementMode;
  /** Checkout Agreement name */
  name: Scalars['String']['output'];
};

export type CheckoutAgreementMode = 'AUTO' | 'MANUAL';

/** An error encountered while adding an item to the cart. */
export type CheckoutUserInputError = {
  __typename?: 'CheckoutUserInputError';
  /** An error code that is specific to Checkout. */
  code: CheckoutUserInputErrorCodes;
  /** A localized error message. */
  message: Scalars['String']['output'];
  /** The path to the input field that caused an error. See the GraphQL specification about path errors for details: http://spec.graphql.org/draft/#sec-Errors */
  path: Array<Maybe<Scalars['String']['output']>>;
};

/** Why a line of the order could not be put back into the cart. */
export type CheckoutUserInputErrorCodes =
  'INSUFFICIENT_STOCK' | 'NOT_SALABLE' | 'PRODUCT_NOT_FOUND' | 'REORDER_NOT_AVAILABLE' | 'UNDEFINED';

/** A variant of a configurable product as the storefront's swatches need it. */
export type ChildProduct = {
  __typename?: 'ChildProduct';
  /** The option value ids (`value_index`) that select this variant, in configurable option order. */
  option_ids?: Maybe<Array<Maybe<Scalars['Int']['output']>>>;
  /** The variant itself (sku, stock_status, max_qty, volume, media_gallery …). */
  product?: Maybe<SimpleProduct>;
  /** Swatch of the variant's first option (colour hex, image or text). */
  swatch?: Maybe<SwatchDataInterface>;
};

/** Contains details about a specific CMS block. */
export type CmsBlock = {
  __typename?: 'CmsBlock';
  /** The content of the CMS block in raw HTML. */
  content?: Maybe<Scalars['String']['output']>;
  /** The CMS block identifier. */
  identifier?: Maybe<Scalars['String']['output']>;
  /** The title assigned to the CMS block. */
  title?: Maybe<Scalars['String']['output']>;
};

/** Contains an array CMS block items. */
export type CmsBlocks = {
  __typename?: 'CmsBlocks';
  /** An array of CMS blocks. */
  items?: Maybe<Array<Maybe<CmsBlock>>>;
};

/** Contains details about a CMS page. */
export type CmsPage = RoutableInterface & {
  __typename?: 'CmsPage';
  /** The content of the CMS page in raw HTML. */
  content?: Maybe<Scalars['String']['output']>;
  /** The heading that displays at the top of the CMS page. */
  content_heading?: Maybe<Scalars['String']['output']>;
  /** The same page (same identifier) in the other public store views where it is active. */
  hreflangs?: Maybe<Array<Maybe<Hreflang>>>;
  /** The ID of a CMS page. */
  identifier?: Maybe<Scalars['String']['output']>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_keywords?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  /** The design layout of the page. */
  page_layout?: Maybe<Scalars['String']['output']>;
  redirect_code: Scalars['Int']['output'];
  relative_url?: Maybe<Scalars['String']['output']>;
  /** The name that appears in the breadcrumb trail navigation and in the browser title bar and tab. */
  title?: Maybe<Scalars['String']['output']>;
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /** The URL key of the CMS page, which is often based on the `content_heading`. */
  url_key?: Maybe<Scalars['String']['output']>;
};

export type ColorSwatchData = SwatchDataInterface & {
  __typename?: 'ColorSwatchData';
  value?: Maybe<Scalars['String']['output']>;
};

/** Contains a text value that can include HTML tags. */
export type ComplexTextValue = {
  __typename?: 'ComplexTextValue';
  /** Text that can contain HTML tags. */
  html: Scalars['String']['output'];
};

/** Contains details about a configurable product attribute option. */
export type ConfigurableAttributeOption = {
  __typename?: 'ConfigurableAttributeOption';
  /** The ID assigned to the attribute. */
  code?: Maybe<Scalars['String']['output']>;
  /** A string that describes the configurable attribute option. */
  label?: Maybe<Scalars['String']['output']>;
  /** The unique ID for a `ConfigurableAttributeOption` object. */
  uid: Scalars['ID']['output'];
  /** A unique index number assigned to the configurable product option. */
  value_index?: Maybe<Scalars['Int']['output']>;
};

export type ConfigurableCartItem = CartItemInterface & {
  __typename?: 'ConfigurableCartItem';
  /** An array containing the configuranle options the shopper selected. */
  configurable_options: Array<Maybe<SelectedConfigurableOption>>;
  /** Product details of the cart item. */
  configured_variant: ProductInterface;
  customDiscountLabel?: Maybe<Scalars['String']['output']>;
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  gwpCartLabel?: Maybe<Scalars['String']['output']>;
  hideFromGwp: Scalars['Boolean']['output'];
  /** @deprecated Use `uid` instead. */
  id: Scalars['String']['output'];
  isFreeGift: Scalars['Boolean']['output'];
  is_available: Scalars['Boolean']['output'];
  prices?: Maybe<CartItemPrices>;
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  uid: Scalars['ID']['output'];
};

/** Defines basic features of a configurable product and its simple product variants. */
export type ConfigurableProduct = PhysicalProductInterface &
  ProductInterface &
  RoutableInterface & {
    __typename?: 'ConfigurableProduct';
    /** Make-up artist notes (HTML); null for skincare. */
    backstage?: Maybe<Scalars['String']['output']>;
    /** Absolute storefront URL of the product in the current store view. */
    canonical_full_url?: Maybe<Scalars['String']['output']>;
    canonical_url?: Maybe<Scalars['String']['output']>;
    categories?: Maybe<Array<Maybe<CategoryInterface>>>;
    /** Certificates held by the product, e.g. "Vegan Society". */
    certificates?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
    /** Variants with their option ids and swatch, for cards and the product page. */
    child_products?: Maybe<Array<Maybe<ChildProduct>>>;
    /** The product line the item belongs to. */
    collection?: Maybe<Scalars['String']['output']>;
    /** An array of options for the configurable product. */
    configurable_options?: Maybe<Array<Maybe<ConfigurableProductOptions>>>;
    country_of_manufacture?: Maybe<Scalars['String']['output']>;
    crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
    description?: Maybe<ComplexTextValue>;
    /** EAN-13 barcode. */
    ean_code?: Maybe<Scalars['String']['output']>;
    /** Second image shown when a card is hovered. */
    hover_image?: Maybe<ProductImage>;
    /** How to use the product (HTML). */
    how_to_use?: Maybe<Scalars['String']['output']>;
    /** @deprecated Use the `uid` field instead. */
    id?: Maybe<Scalars['Int']['output']>;
    image?: Maybe<ProductImage>;
    /** Ingredients in label order. */
    ingredients?: Maybe<Array<Maybe<ProductIngredient>>>;
    /** Announced but not yet sellable; shows the "Coming Soon" label. */
    is_coming_soon?: Maybe<Scalars['Boolean']['output']>;
    /** The shopper may pay a custom price (at least the price shown). */
    is_custom_price?: Maybe<Scalars['Boolean']['output']>;
    /** True for colour cosmetics (enables shade finder and try-on). */
    is_makeup?: Maybe<Scalars['Boolean']['output']>;
    /** Can be ordered now and ships when stock arrives. */
    is_pre_order?: Maybe<Scalars['Boolean']['output']>;
    /** A free sachet sample. */
    is_sample_product?: Maybe<Scalars['Boolean']['output']>;
    /** Product labels visible to the customer group of the request (`customer-group` header, guest 0), plus the derived labels -1 Out of Stock and -2 Coming Soon. */
    labels?: Maybe<Array<Maybe<AmLabel>>>;
    /** Largest quantity one cart may hold; null means no limit. */
    max_qty?: Maybe<Scalars['Float']['output']>;
    media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
    meta_description?: Maybe<Scalars['String']['output']>;
    meta_keyword?: Maybe<Scalars['String']['output']>;
    meta_title?: Maybe<Scalars['String']['output']>;
    name?: Maybe<Scalars['String']['output']>;
    only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
    /** For a variant, the SKU of its configurable parent. */
    parent_sku?: Maybe<Scalars['String']['output']>;
    /** Products shown in the product page's "you may also like" block. */
    pdp_related_products?: Maybe<Array<Maybe<ProductInterface>>>;
    /** Title with the pack size, for cards and carts. */
    presentation_title?: Maybe<Scalars['String']['output']>;
    /** @deprecated Use `price_range` for product price information. */
    price?: Maybe<ProductPrices>;
    price_range: PriceRange;
    rating_summary: Scalars['Float']['output'];
    redirect_code: Scalars['Int']['output'];
    related_products?: Maybe<Array<Maybe<ProductInterface>>>;
    relative_url?: Maybe<Scalars['String']['output']>;
    review_count: Scalars['Int']['output'];
    /** The list of products reviews. */
    reviews: ProductReviews;
    /** Delivery and returns notes for this product (HTML). */
    shipping_info?: Maybe<Scalars['String']['output']>;
    short_description?: Maybe<ComplexTextValue>;
    sku?: Maybe<Scalars['String']['output']>;
    small_image?: Maybe<ProductImage>;
    special_price?: Maybe<Scalars['Float']['output']>;
    stock_status?: Maybe<ProductStockStatus>;
    /** Sourcing and packaging notes (HTML). */
    sustainability?: Maybe<Scalars['String']['output']>;
    swatch_image?: Maybe<Scalars['String']['output']>;
    thumbnail?: Maybe<ProductImage>;
    type?: Maybe<UrlRewriteEntityTypeEnum>;
    /** @deprecated Use `__typename` instead. */
    type_id?: Maybe<Scalars['String']['output']>;
    uid: Scalars['ID']['output'];
    upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
    url_key?: Maybe<Scalars['String']['output']>;
    url_rewrites?: Maybe<Array<Maybe<UrlRewrite>>>;
    url_suffix?: Maybe<Scalars['String']['output']>;
    /** An array of simple product variants. */
    variants?: Maybe<Array<Maybe<ConfigurableVariant>>>;
    /** Pack size shown on cards and the volume switch, e.g. "50 ml". */
    volume?: Maybe<Scalars['String']['output']>;
    /** The same product in other pack sizes (the volume switch). */
    volume_products?: Maybe<Array<Maybe<ProductInterface>>>;
    weight?: Maybe<Scalars['Float']['output']>;
  };

/** Defines basic features of a configurable product and its simple product variants. */
export type ConfigurableProductReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type ConfigurableProductCartItemInput = {
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** The quantity and SKU of the configurable product. */
  data: CartItemInput;
  /** The SKU of the parent configurable product. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** Deprecated. Use `CartItemInput.sku` instead. */
  variant_sku?: InputMaybe<Scalars['String']['input']>;
};

/** Defines configurable attributes for the specified product. */
export type ConfigurableProductOptions = {
  __typename?: 'ConfigurableProductOptions';
  /** A string that identifies the attribute. */
  attribute_code?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `attribute_uid` instead. */
  attribute_id?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `attribute_uid` instead. */
  attribute_id_v2?: Maybe<Scalars['Int']['output']>;
  /** The unique ID for an `Attribute` object. */
  attribute_uid: Scalars['ID']['output'];
  /** @deprecated Use `uid` instead. */
  id?: Maybe<Scalars['Int']['output']>;
  /** A displayed string that describes the configurable product option. */
  label?: Maybe<Scalars['String']['output']>;
  /** A number that indicates the order in which the attribute is displayed. */
  position?: Maybe<Scalars['Int']['output']>;
  /** @deprecated `product_id` is not needed and can be obtained from its parent. */
  product_id?: Maybe<Scalars['Int']['output']>;
  /** The unique ID for a `ConfigurableProductOptions` object. */
  uid: Scalars['ID']['output'];
  /** Indicates whether the option is the default. */
  use_default?: Maybe<Scalars['Boolean']['output']>;
  /** An array that defines the `value_index` codes assigned to the configurable product. */
  values?: Maybe<Array<Maybe<ConfigurableProductOptionsValues>>>;
};

/** Contains the index number assigned to a configurable product option. */
export type ConfigurableProductOptionsValues = {
  __typename?: 'ConfigurableProductOptionsValues';
  default_label?: Maybe<Scalars['String']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  store_label?: Maybe<Scalars['String']['output']>;
  swatch_data?: Maybe<SwatchDataInterface>;
  uid?: Maybe<Scalars['ID']['output']>;
  use_default_value?: Maybe<Scalars['Boolean']['output']>;
  /** @deprecated Use `uid` instead. */
  value_index?: Maybe<Scalars['Int']['output']>;
};

/** Contains all the simple product variants of a configurable product. */
export type ConfigurableVariant = {
  __typename?: 'ConfigurableVariant';
  /** An array of configurable attribute options. */
  attributes?: Maybe<Array<Maybe<ConfigurableAttributeOption>>>;
  /** An array of linked simple products. */
  product?: Maybe<SimpleProduct>;
};

/** A configurable product wish list item. */
export type ConfigurableWishlistItem = WishlistItemInterface & {
  __typename?: 'ConfigurableWishlistItem';
  added_at: Scalars['String']['output'];
  /**
   * The SKU of the simple product corresponding to a set of selected configurable options.
   * @deprecated Use `ConfigurableWishlistItem.configured_variant.sku` instead.
   */
  child_sku: Scalars['String']['output'];
  /** An array of selected configurable options. */
  configurable_options?: Maybe<Array<Maybe<SelectedConfigurableOption>>>;
  /** Product details of the selected variant. The value is null if some options are not configured. */
  configured_variant?: Maybe<ProductInterface>;
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  product?: Maybe<ProductInterface>;
  quantity: Scalars['Float']['output'];
};

export type ConfirmLocalPaymentInput = {
  cart_id: Scalars['String']['input'];
  /** Reference the provider returned to the callback URL. */
  payment_reference?: InputMaybe<Scalars['String']['input']>;
  result: LocalPaymentResult;
};

export type ConfirmLocalPaymentOutput = {
  __typename?: 'ConfirmLocalPaymentOutput';
  errors: Array<Maybe<PlaceOrderError>>;
  /** The order, now processing (authorised) or canceled (refused/cancelled, its cart restored). */
  order?: Maybe<CustomerOrder>;
  /** When the payment failed: an active cart holding the order's items. */
  restored_cart_id?: Maybe<Scalars['String']['output']>;
};

/** Contains details about a contact request. */
export type ContactUsInput = {
  /** The shopper's comment to the merchant. */
  comment: Scalars['String']['input'];
  /** The email address of the shopper. */
  email: Scalars['String']['input'];
  /** The full name of the shopper. */
  name: Scalars['String']['input'];
  /** The shopper's telephone number. */
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** Contains the status of the request. */
export type ContactUsOutput = {
  __typename?: 'ContactUsOutput';
  /** Indicates whether the request was successful. */
  status: Scalars['Boolean']['output'];
};

/** Contains the source and destination wish lists after copying products (Adobe Commerce). */
export type CopyProductsBetweenWishlistsOutput = {
  __typename?: 'CopyProductsBetweenWishlistsOutput';
  destination_wishlist: Wishlist;
  source_wishlist: Wishlist;
  user_errors: Array<Maybe<WishListUserInputError>>;
};

export type Country = {
  __typename?: 'Country';
  /** An array of regions within a particular country. */
  available_regions?: Maybe<Array<Maybe<Region>>>;
  /** The name of the country in English. */
  full_name_english?: Maybe<Scalars['String']['output']>;
  /** The name of the country in the current locale. */
  full_name_locale?: Maybe<Scalars['String']['output']>;
  /** The unique ID for a `Country` object. */
  id?: Maybe<Scalars['String']['output']>;
  /** The three-letter abbreviation of the country, such as USA. */
  three_letter_abbreviation?: Maybe<Scalars['String']['output']>;
  /** The two-letter abbreviation of the country, such as US. */
  two_letter_abbreviation?: Maybe<Scalars['String']['output']>;
};

/** ISO 3166-1 alpha-2 codes of the countries the shop ships to. */
export type CountryCodeEnum =
  | 'AT'
  | 'AU'
  | 'BE'
  | 'CZ'
  | 'DE'
  | 'DK'
  | 'EE'
  | 'ES'
  | 'FI'
  | 'FR'
  | 'GB'
  | 'IT'
  | 'LT'
  | 'LV'
  | 'NL'
  | 'NO'
  | 'PL'
  | 'SE'
  | 'US';

export type CreateGuestCartInput = {
  /** Optional client-generated ID */
  cart_uid?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateGuestCartOutput = {
  __typename?: 'CreateGuestCartOutput';
  /** The newly created cart. */
  cart?: Maybe<Cart>;
};

/** Defines a new product review. */
export type CreateProductReviewInput = {
  /** The customer's nickname. Defaults to the customer name, if logged in. */
  nickname: Scalars['String']['input'];
  /** The ratings details by category. For example, Price: 5 stars, Quality: 4 stars, etc. */
  ratings: Array<InputMaybe<ProductReviewRatingInput>>;
  /** The SKU of the reviewed product. */
  sku: Scalars['String']['input'];
  /** The summary (title) of the review. */
  summary: Scalars['String']['input'];
  /** The review text. */
  text: Scalars['String']['input'];
};

/** Contains the completed product review. */
export type CreateProductReviewOutput = {
  __typename?: 'CreateProductReviewOutput';
  /** Product review details. */
  review: ProductReview;
};

/** Defines the name and visibility of a new wish list (Adobe Commerce). */
export type CreateWishlistInput = {
  name: Scalars['String']['input'];
  visibility: WishlistVisibilityEnum;
};

/** Contains the wish list (Adobe Commerce). */
export type CreateWishlistOutput = {
  __typename?: 'CreateWishlistOutput';
  wishlist: Wishlist;
};

/** The list of available currency codes. */
export type CurrencyEnum = 'AUD' | 'CHF' | 'CZK' | 'DKK' | 'EUR' | 'GBP' | 'NOK' | 'PLN' | 'SEK' | 'USD';

/** Defines the customer name, addresses, and other details. */
export type Customer = {
  __typename?: 'Customer';
  /** An array containing the customer's shipping and billing addresses. */
  addresses?: Maybe<Array<Maybe<CustomerAddress>>>;
  /** Indicates whether the customer has enabled remote shopping assistance. */
  allow_remote_shopping_assistance: Scalars['Boolean']['output'];
  /** The channels the customer agreed to be contacted through (spec §2 /communications). */
  communication_preferences: CustomerCommunicationPreferences;
  /** Timestamp indicating when the account was created. */
  created_at?: Maybe<Scalars['String']['output']>;
  /** The customer's date of birth. */
  date_of_birth?: Maybe<Scalars['String']['output']>;
  /**
   * How many more times the birthday (`date_of_birth`) may be written (spec §5 "Birthday changeable
   * once"); 0 when it can no longer be changed.
   */
  date_of_birth_changes_left: Scalars['Int']['output'];
  /** The ID assigned to the billing address. */
  default_billing?: Maybe<Scalars['String']['output']>;
  /** The ID assigned to the shipping address. */
  default_shipping?: Maybe<Scalars['String']['output']>;
  /**
   * The customer's date of birth.
   * @deprecated Use `date_of_birth` instead.
   */
  dob?: Maybe<Scalars['String']['output']>;
  /** The customer's email address. Required. */
  email?: Maybe<Scalars['String']['output']>;
  /** The customer's first name. */
  firstname?: Maybe<Scalars['String']['output']>;
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: Maybe<Scalars['Int']['output']>;
  /** @deprecated Customer group should not be exposed in the storefront scenarios. */
  group_id?: Maybe<Scalars['Int']['output']>;
  /**
   * The ID assigned to the customer.
   * @deprecated `id` is not needed as part of `Customer`, because on the server side, it can be identified based on the customer token used for authentication. There is no need to know customer ID on the client side.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: Maybe<Scalars['Boolean']['output']>;
  /** The customer's family name. */
  lastname?: Maybe<Scalars['String']['output']>;
  /**
   * The customer's personal coupons usable today: the birthday coupon on the birthday, the referred
   * friend's first-purchase coupon.
   */
  loyalty_coupons: Array<LoyaltyCoupon>;
  /** The customer's middle name. */
  middlename?: Maybe<Scalars['String']['output']>;
  /**
   * The customer's newsletter subscription in this store view: NOT_ACTIVE (never subscribed),
   * UNCONFIRMED (waiting for the link in the confirmation e-mail), SUBSCRIBED or UNSUBSCRIBED.
   * `is_subscribed` is true only when SUBSCRIBED.
   */
  newsletter_status: SubscriptionStatusesEnum;
  /**
   * An object that contains a list of the customer's orders placed while signed in to the account
   * (newest first unless `sort` says otherwise).
   */
  orders?: Maybe<CustomerOrders>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: Maybe<Scalars['String']['output']>;
  /** The customer's PRO application: APPROVED for a PRO customer; null when the account never applied. */
  pro_status?: Maybe<ProApplicationStatus>;
  /**
   * The customer's friend referrals: the personal link code, what the referrer and the friend get, and
   * the friends invited.
   */
  referral: CustomerReferral;
  /** Contains the customer's product reviews, published or not, newest first. */
  reviews: ProductReviews;
  /** Adobe Commerce: customer reward points details. */
  reward_points?: Maybe<RewardPoints>;
  /** Customer segments the customer belongs to (spec §3 Customer); empty when none. */
  segment_ids: Array<Scalars['Int']['output']>;
  /** A value such as Sr., Jr., or III. */
  suffix?: Maybe<Scalars['String']['output']>;
  /** The customer's Value-added tax (VAT) number (for corporate customers). */
  taxvat?: Maybe<Scalars['String']['output']>;
  /** Retrieve the wish list identified by the unique ID for a `Wishlist` object. */
  wishlist_v2?: Maybe<Wishlist>;
  /** An array of wishlists. In Magento Open Source, customers are limited to one wish list. The number of wish lists is configurable for Adobe Commerce. */
  wishlists: Array<Maybe<Wishlist>>;
};

/** Defines the customer name, addresses, and other details. */
export type CustomerOrdersArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<CustomerOrdersFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  scope?: InputMaybe<ScopeTypeEnum>;
  sort?: InputMaybe<CustomerOrderSortInput>;
};

/** Defines the customer name, addresses, and other details. */
export type CustomerReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Defines the customer name, addresses, and other details. */
export type CustomerWishlist_V2Args = {
  id: Scalars['ID']['input'];
};

/** Defines the customer name, addresses, and other details. */
export type CustomerWishlistsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Contains detailed information about a customer's billing or shipping address. */
export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  /** The customer's city or town. */
  city?: Maybe<Scalars['String']['output']>;
  /** The customer's company. */
  company?: Maybe<Scalars['String']['output']>;
  /** The customer's country. */
  country_code?: Maybe<CountryCodeEnum>;
  /**
   * The customer's country.
   * @deprecated Use `country_code` instead.
   */
  country_id?: Maybe<Scalars['String']['output']>;
  /**
   * The customer ID
   * @deprecated `customer_id` is not needed as part of `CustomerAddress`. The `id` is a unique identifier for the addresses.
   */
  customer_id?: Maybe<Scalars['Int']['output']>;
  /** Indicates whether the address is the customer's default billing address. */
  default_billing?: Maybe<Scalars['Boolean']['output']>;
  /** Indicates whether the address is the customer's default shipping address. */
  default_shipping?: Maybe<Scalars['Boolean']['output']>;
  /** The customer's fax number. */
  fax?: Maybe<Scalars['String']['output']>;
  /** The first name of the person associated with the shipping/billing address. */
  firstname?: Maybe<Scalars['String']['output']>;
  /** The ID of a `CustomerAddress` object. */
  id?: Maybe<Scalars['Int']['output']>;
  /** Whether this is a business address (spec §3 Address); its legal entity is `company`, `registration_id` and `vat_id`. */
  is_business?: Maybe<Scalars['Boolean']['output']>;
  /** The family name of the person associated with the shipping/billing address. */
  lastname?: Maybe<Scalars['String']['output']>;
  /** The middle name of the person associated with the shipping/billing address. */
  middlename?: Maybe<Scalars['String']['output']>;
  /** The customer's ZIP or postal code. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: Maybe<Scalars['String']['output']>;
  /** An object containing the region name, region code, and region ID. */
  region?: Maybe<CustomerAddressRegion>;
  /** The unique ID for a pre-defined region. */
  region_id?: Maybe<Scalars['Int']['output']>;
  /** The legal entity's registration id (business addresses). */
  registration_id?: Maybe<Scalars['String']['output']>;
  /** An array of strings that define the street number and name. */
  street?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** A value such as Sr., Jr., or III. */
  suffix?: Maybe<Scalars['String']['output']>;
  /** The customer's telephone number. */
  telephone?: Maybe<Scalars['String']['output']>;
  /** The customer's Value-added tax (VAT) number (for corporate customers). */
  vat_id?: Maybe<Scalars['String']['output']>;
};

/** Contains details about a billing or shipping address. */
export type CustomerAddressInput = {
  /** The customer's city or town. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The customer's company. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** The two-letter code representing the customer's country. */
  country_code?: InputMaybe<CountryCodeEnum>;
  /** Deprecated: use `country_code` instead. */
  country_id?: InputMaybe<CountryCodeEnum>;
  /** Indicates whether the address is the default billing address. */
  default_billing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Indicates whether the address is the default shipping address. */
  default_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's fax number. */
  fax?: InputMaybe<Scalars['String']['input']>;
  /** The first name of the person associated with the billing/shipping address. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** Whether this is a business address; then `company` (company or business name) and `registration_id` are required. */
  is_business?: InputMaybe<Scalars['Boolean']['input']>;
  /** The family name of the person associated with the billing/shipping address. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** The middle name of the person associated with the billing/shipping address. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** The customer's ZIP or postal code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** An object containing the region name, region code, and region ID. */
  region?: InputMaybe<CustomerAddressRegionInput>;
  /** The legal entity's registration id (business addresses). */
  registration_id?: InputMaybe<Scalars['String']['input']>;
  /** An array of strings that define the street number and name. */
  street?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The customer's telephone number. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** The customer's Tax/VAT number (for corporate customers). */
  vat_id?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the customer's state or province. */
export type CustomerAddressRegion = {
  __typename?: 'CustomerAddressRegion';
  /** The state or province name. */
  region?: Maybe<Scalars['String']['output']>;
  /** The address region code. */
  region_code?: Maybe<Scalars['String']['output']>;
  /** The unique ID for a pre-defined region. */
  region_id?: Maybe<Scalars['Int']['output']>;
};

/** Defines the customer's state or province. */
export type CustomerAddressRegionInput = {
  /** The state or province name. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** The address region code. */
  region_code?: InputMaybe<Scalars['String']['input']>;
  /** The unique ID for a pre-defined region. */
  region_id?: InputMaybe<Scalars['Int']['input']>;
};

/** The customer's channel preferences. */
export type CustomerCommunicationPreferences = {
  __typename?: 'CustomerCommunicationPreferences';
  /** Offers and news by e-mail. */
  email: Scalars['Boolean']['output'];
  /** Offers and news by text message (to `sms_telephone`). */
  sms: Scalars['Boolean']['output'];
  /** The phone number text messages go to. */
  sms_telephone?: Maybe<Scalars['String']['output']>;
  /** When the terms were last agreed to (UTC, `YYYY-MM-DD HH:MM:SS`); null until first saved. */
  terms_agreed_at?: Maybe<Scalars['String']['output']>;
};

/**
 * Saves the channel preferences. Without `terms_agreed` nothing is saved ("Is required", field
 * `terms_agreed`); `sms` needs `sms_telephone` in the spec §5 phone format.
 */
export type CustomerCommunicationPreferencesInput = {
  email: Scalars['Boolean']['input'];
  sms: Scalars['Boolean']['input'];
  sms_telephone?: InputMaybe<Scalars['String']['input']>;
  terms_agreed: Scalars['Boolean']['input'];
};

/** An input object for creating a customer. */
export type CustomerCreateInput = {
  /** Indicates whether the customer has enabled remote shopping assistance. */
  allow_remote_shopping_assistance?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's date of birth. */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  /** Deprecated: Use `date_of_birth` instead. */
  dob?: InputMaybe<Scalars['String']['input']>;
  /** The customer's email address. */
  email: Scalars['String']['input'];
  /** The customer's first name. */
  firstname: Scalars['String']['input'];
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's family name. */
  lastname: Scalars['String']['input'];
  /** The customer's middle name. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** The customer's password. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** The code of a referral link the new customer came through. */
  referral_code?: InputMaybe<Scalars['String']['input']>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The customer's Tax/VAT number (for corporate customers). */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** Contains details about each of the customer's orders. */
export type CustomerOrder = {
  __typename?: 'CustomerOrder';
  /** Coupons applied to the order. */
  applied_coupons: Array<Maybe<AppliedCoupon>>;
  /** Adobe Commerce: a list of gift cards applied to the order. */
  applied_gift_cards?: Maybe<Array<Maybe<ApplyGiftCardToOrder>>>;
  /** The billing address for the order. */
  billing_address?: Maybe<OrderAddress>;
  /** The shipping carrier for the order delivery. */
  carrier?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use the `order_date` field instead. */
  created_at?: Maybe<Scalars['String']['output']>;
  /** Order customer email. */
  email?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use the `totals.grand_total` field instead. */
  grand_total?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** An array containing the items purchased in this order. */
  items?: Maybe<Array<Maybe<OrderItemInterface>>>;
  /** The order number. */
  number: Scalars['String']['output'];
  /** The date the order was placed. */
  order_date: Scalars['String']['output'];
  /** @deprecated Use the `number` field instead. */
  order_number: Scalars['String']['output'];
  /** Payment details for the order. */
  payment_methods?: Maybe<Array<Maybe<OrderPaymentMethod>>>;
  /** Loyalty points earned by the order (3% of the order amount). */
  reward_points_earned?: Maybe<Scalars['Int']['output']>;
  /** Adobe Commerce style totals not in CustomerOrder: the amount paid with reward points. */
  reward_points_used?: Maybe<Scalars['Int']['output']>;
  /** The shipping address for the order. */
  shipping_address?: Maybe<OrderAddress>;
  /** The delivery method for the order. */
  shipping_method?: Maybe<Scalars['String']['output']>;
  /** The current status of the order. */
  status: Scalars['String']['output'];
  /** Subtotal without VAT (spec §3 Order). */
  subtotal_excl_tax?: Maybe<Money>;
  /** Details pertaining to the order total. */
  total?: Maybe<OrderTotal>;
};

/** CustomerOrderSortInput specifies the field to use for sorting search results and indicates whether the results are sorted in ascending or descending order. */
export type CustomerOrderSortInput = {
  /** This enumeration indicates whether to return results in ascending or descending order */
  sort_direction: SortEnum;
  /** Specifies the field to use for sorting */
  sort_field: CustomerOrderSortableField;
};

/** Specifies the field to use for sorting */
export type CustomerOrderSortableField =
  /** Sorts customer orders by created_at field */
  | 'CREATED_AT'
  /** Sorts customer orders by number */
  | 'NUMBER';

/** The collection of orders that match the conditions defined in the filter. */
export type CustomerOrders = {
  __typename?: 'CustomerOrders';
  /** An array of customer orders. */
  items: Array<Maybe<CustomerOrder>>;
  /** Contains pagination metadata. */
  page_info?: Maybe<SearchResultPageInfo>;
  /** The total count of customer orders. */
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** Identifies the filter to use for filtering orders. */
export type CustomerOrdersFilterInput = {
  /** Filters by order number. */
  number?: InputMaybe<FilterStringTypeInput>;
};

/** Contains details about a newly-created or updated customer. */
export type CustomerOutput = {
  __typename?: 'CustomerOutput';
  /** Customer details after creating or updating a customer. */
  customer: Customer;
};

/** Contains payment tokens stored in the customer's vault. */
export type CustomerPaymentTokens = {
  __typename?: 'CustomerPaymentTokens';
  /** An array of payment tokens. */
  items: Array<Maybe<PaymentToken>>;
};

export type CustomerReferral = {
  __typename?: 'CustomerReferral';
  /** The friend's discount on the first purchase, in percent. */
  friend_discount_percent: Scalars['Float']['output'];
  /** The code of the customer's personal referral link (`/create-account?referral=CODE`). */
  referral_code: Scalars['String']['output'];
  referred_friends: Array<ReferredFriend>;
  /** Points the customer receives when a referral completes. */
  referrer_points: Scalars['Int']['output'];
};

/** Contains a customer authorization token. */
export type CustomerToken = {
  __typename?: 'CustomerToken';
  /** The customer authorization token. */
  token?: Maybe<Scalars['String']['output']>;
};

/** An input object for updating a customer. */
export type CustomerUpdateInput = {
  /** Indicates whether the customer has enabled remote shopping assistance. */
  allow_remote_shopping_assistance?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's date of birth. */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  /** Deprecated: Use `date_of_birth` instead. */
  dob?: InputMaybe<Scalars['String']['input']>;
  /** The customer's first name. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's family name. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** The customer's middle name. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The customer's Tax/VAT number (for corporate customers). */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** Contains information about a text area that is defined as part of a customizable option. */
export type CustomizableAreaOption = CustomizableOptionInterface & {
  __typename?: 'CustomizableAreaOption';
  /** @deprecated Use `uid` instead */
  option_id?: Maybe<Scalars['Int']['output']>;
  product_sku?: Maybe<Scalars['String']['output']>;
  required?: Maybe<Scalars['Boolean']['output']>;
  sort_order?: Maybe<Scalars['Int']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
  /** An object that defines a text area. */
  value?: Maybe<CustomizableAreaValue>;
};

/** Defines the price and sku of a product whose page contains a customized text area. */
export type CustomizableAreaValue = {
  __typename?: 'CustomizableAreaValue';
  max_characters?: Maybe<Scalars['Int']['output']>;
  price?: Maybe<Scalars['Float']['output']>;
  price_type?: Maybe<PriceTypeEnum>;
  sku?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
};

/** Contains information about a text field that is defined as part of a customizable option. */
export type CustomizableFieldOption = CustomizableOptionInterface & {
  __typename?: 'CustomizableFieldOption';
  /** @deprecated Use `uid` instead */
  option_id?: Maybe<Scalars['Int']['output']>;
  product_sku?: Maybe<Scalars['String']['output']>;
  required?: Maybe<Scalars['Boolean']['output']>;
  sort_order?: Maybe<Scalars['Int']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
  /** An object that defines a text field. */
  value?: Maybe<CustomizableFieldValue>;
};

/** Defines the price and sku of a product whose page contains a customized text field. */
export type CustomizableFieldValue = {
  __typename?: 'CustomizableFieldValue';
  max_characters?: Maybe<Scalars['Int']['output']>;
  price?: Maybe<Scalars['Float']['output']>;
  price_type?: Maybe<PriceTypeEnum>;
  sku?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
};

export type CustomizableOptionInput = {
  uid?: InputMaybe<Scalars['ID']['input']>;
  value_string: Scalars['String']['input'];
};

/** Contains basic information about a customizable option. */
export type CustomizableOptionInterface = {
  /** @deprecated Use `uid` instead */
  option_id?: Maybe<Scalars['Int']['output']>;
  /** Indicates whether the option is required. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** The order in which the option is displayed. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** The display name for this option. */
  title?: Maybe<Scalars['String']['output']>;
  /** The unique ID for a `CustomizableOptionInterface` object. */
  uid: Scalars['ID']['output'];
};

/** Indicates whether the request succeeded and returns the remaining customer payment tokens. */
export type DeletePaymentTokenOutput = {
  __typename?: 'DeletePaymentTokenOutput';
  /** A container for the customer's remaining payment tokens. */
  customerPaymentTokens?: Maybe<CustomerPaymentTokens>;
  /** Indicates whether the request succeeded. */
  result: Scalars['Boolean']['output'];
};

/** Contains the status of the request and a list of the customer's remaining wish lists (Adobe Commerce). */
export type DeleteWishlistOutput = {
  __typename?: 'DeleteWishlistOutput';
  status: Scalars['Boolean']['output'];
  wishlists: Array<Maybe<Wishlist>>;
};

/** Defines an individual discount. A discount can be applied to the cart as a whole or to an item. */
export type Discount = {
  __typename?: 'Discount';
  /** The amount of the discount. */
  amount: Money;
  /** The type of the entity the discount is applied to. */
  applied_to: CartDiscountType;
  /** The coupon related to the discount. */
  coupon?: Maybe<AppliedCoupon>;
  /** A description of the discount. */
  label: Scalars['String']['output'];
};

export type EnteredOptionInput = {
  /** The unique ID for a `CustomizableOptionInterface` object, such as a `CustomizableFieldOption`, `CustomizableFileOption`, or `CustomizableAreaOption` object. */
  uid: Scalars['ID']['input'];
  /** Text the customer entered. */
  value: Scalars['String']['input'];
};

/** Contains the `uid`, `relative_url`, and `type` attributes. */
export type EntityUrl = {
  __typename?: 'EntityUrl';
  /** @deprecated Use `relative_url` instead. */
  canonical_url?: Maybe<Scalars['String']['output']>;
  /** The unique ID for a `ProductInterface`, `CategoryInterface`, `CmsPage`, or similar object associated with the specified URL. */
  entity_uid?: Maybe<Scalars['ID']['output']>;
  /** @deprecated Use `entity_uid` instead. */
  id?: Maybe<Scalars['Int']['output']>;
  /** 301 or 302 HTTP code for URL permanent or temporary redirect or 0 for the 200 no redirect. */
  redirectCode?: Maybe<Scalars['Int']['output']>;
  /** The internal relative URL. If the specified URL is a redirect, the query returns the redirected URL, not the original. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** One of PRODUCT, CATEGORY, or CMS_PAGE. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
};

/** An error encountered while adding an item to the the cart. */
export type Error = {
  /** A cart-specific error code. */
  code: CartUserInputErrorType;
  /** A localized error message. */
  message: Scalars['String']['output'];
};

export type FbPixelConfig = {
  __typename?: 'FbPixelConfig';
  pixelID?: Maybe<Scalars['String']['output']>;
};

/** Defines a filter that matches the input exactly. */
export type FilterEqualTypeInput = {
  /** Use this attribute to exactly match the specified string. */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** Use this attribute to filter on an array of values. */
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type FilterMatchTypeEnum = 'FULL' | 'PARTIAL';

/** Defines a filter that performs a fuzzy search. */
export type FilterMatchTypeInput = {
  /** Use this attribute to fuzzy match the specified string. */
  match?: InputMaybe<Scalars['String']['input']>;
  /** Filter match type for fine-tuned results. Possible values FULL or PARTIAL. */
  match_type?: InputMaybe<FilterMatchTypeEnum>;
};

/** Defines a filter that matches a range of values, such as prices or dates. */
export type FilterRangeTypeInput = {
  /** Use this attribute to specify the lowest possible value in the range. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Use this attribute to specify the highest possible value in the range. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Defines a filter for an input string. */
export type FilterStringTypeInput = {
  /** Filters items that are exactly the same as the specified string. */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** Filters items that are exactly the same as entries specified in an array of strings. */
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Defines a filter that performs a fuzzy search using the specified string. */
  match?: InputMaybe<Scalars['String']['input']>;
};

export type FreeShippingQualifier = {
  __typename?: 'FreeShippingQualifier';
  /** Amount still to add for free shipping (0 when qualified). */
  amount: Money;
  country_code: Scalars['String']['output'];
  threshold: Money;
};

/** Adobe Commerce: contains details about the gift card account. */
export type GiftCardAccount = {
  __typename?: 'GiftCardAccount';
  /** The balance remaining on the gift card. */
  balance?: Maybe<Money>;
  /** The gift card account code. */
  code?: Maybe<Scalars['String']['output']>;
  /** The expiration date of the gift card. */
  expiration_date?: Maybe<Scalars['String']['output']>;
};

export type GiftCardAccountInput = {
  /** The applied gift card code. */
  gift_card_code: Scalars['String']['input'];
};

/** Adobe Commerce: contains the value of a gift card, the website that generated the card, and related information. */
export type GiftCardAmounts = {
  __typename?: 'GiftCardAmounts';
  /** An internal attribute ID. */
  attribute_id?: Maybe<Scalars['Int']['output']>;
  /** The unique ID for a `GiftCardAmounts` object. */
  uid: Scalars['ID']['output'];
  /** The value of the gift card. */
  value?: Maybe<Scalars['Float']['output']>;
  /** @deprecated Use `uid` instead */
  value_id?: Maybe<Scalars['Int']['output']>;
  /** An ID that is assigned to each website. */
  website_id?: Maybe<Scalars['Int']['output']>;
  /** The value of the gift card in the website's currency. */
  website_value?: Maybe<Scalars['Float']['output']>;
};

/** Adobe Commerce: a gift card in a cart. */
export type GiftCardCartItem = CartItemInterface & {
  __typename?: 'GiftCardCartItem';
  /** The amount and currency of the gift card. */
  amount: Money;
  customDiscountLabel?: Maybe<Scalars['String']['output']>;
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  gwpCartLabel?: Maybe<Scalars['String']['output']>;
  hideFromGwp: Scalars['Boolean']['output'];
  /** @deprecated Use `uid` instead. */
  id: Scalars['String']['output'];
  isFreeGift: Scalars['Boolean']['output'];
  is_available: Scalars['Boolean']['output'];
  /** A message to the recipient. */
  message?: Maybe<Scalars['String']['output']>;
  prices?: Maybe<CartItemPrices>;
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  /** The email address of the recipient. */
  recipient_email?: Maybe<Scalars['String']['output']>;
  /** The name of the recipient. */
  recipient_name: Scalars['String']['output'];
  /** The email address of the sender. */
  sender_email?: Maybe<Scalars['String']['output']>;
  /** The name of the sender. */
  sender_name: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
};

/** Adobe Commerce: defines properties of a gift card. */
export type GiftCardProduct = PhysicalProductInterface &
  ProductInterface &
  RoutableInterface & {
    __typename?: 'GiftCardProduct';
    /** Indicates whether the customer can provide a message to accompany the gift card. */
    allow_message?: Maybe<Scalars['Boolean']['output']>;
    /** Indicates whether shoppers have the ability to set the value of the gift card. */
    allow_open_amount?: Maybe<Scalars['Boolean']['output']>;
    /** Make-up artist notes (HTML); null for skincare. */
    backstage?: Maybe<Scalars['String']['output']>;
    /** Absolute storefront URL of the product in the current store view. */
    canonical_full_url?: Maybe<Scalars['String']['output']>;
    canonical_url?: Maybe<Scalars['String']['output']>;
    categories?: Maybe<Array<Maybe<CategoryInterface>>>;
    /** Certificates held by the product, e.g. "Vegan Society". */
    certificates?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
    /** The product line the item belongs to. */
    collection?: Maybe<Scalars['String']['output']>;
    country_of_manufacture?: Maybe<Scalars['String']['output']>;
    crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
    description?: Maybe<ComplexTextValue>;
    /** EAN-13 barcode. */
    ean_code?: Maybe<Scalars['String']['output']>;
    /** An array of customizable gift card options. */
    gift_card_options: Array<Maybe<CustomizableOptionInterface>>;
    /** An array that contains information about the values and ID of a gift card. */
    giftcard_amounts?: Maybe<Array<Maybe<GiftCardAmounts>>>;
    /** An enumeration that specifies the type of gift card. */
    giftcard_type?: Maybe<GiftCardTypeEnum>;
    /** Second image shown when a card is hovered. */
    hover_image?: Maybe<ProductImage>;
    /** How to use the product (HTML). */
    how_to_use?: Maybe<Scalars['String']['output']>;
    /** @deprecated Use the `uid` field instead. */
    id?: Maybe<Scalars['Int']['output']>;
    image?: Maybe<ProductImage>;
    /** Ingredients in label order. */
    ingredients?: Maybe<Array<Maybe<ProductIngredient>>>;
    /** Announced but not yet sellable; shows the "Coming Soon" label. */
    is_coming_soon?: Maybe<Scalars['Boolean']['output']>;
    /** The shopper may pay a custom price (at least the price shown). */
    is_custom_price?: Maybe<Scalars['Boolean']['output']>;
    /** True for colour cosmetics (enables shade finder and try-on). */
    is_makeup?: Maybe<Scalars['Boolean']['output']>;
    /** Can be ordered now and ships when stock arrives. */
    is_pre_order?: Maybe<Scalars['Boolean']['output']>;
    /** Indicates whether the customer can redeem the value on the card for cash. */
    is_redeemable?: Maybe<Scalars['Boolean']['output']>;
    /** Indicates whether gift card can be returned. */
    is_returnable?: Maybe<Scalars['String']['output']>;
    /** A free sachet sample. */
    is_sample_product?: Maybe<Scalars['Boolean']['output']>;
    /** Product labels visible to the customer group of the request (`customer-group` header, guest 0), plus the derived labels -1 Out of Stock and -2 Coming Soon. */
    labels?: Maybe<Array<Maybe<AmLabel>>>;
    /** The number of days after purchase until the gift card expires. A null value means there is no limit. */
    lifetime?: Maybe<Scalars['Int']['output']>;
    /** Largest quantity one cart may hold; null means no limit. */
    max_qty?: Maybe<Scalars['Float']['output']>;
    media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
    /** The maximum number of characters the gift message can contain. */
    message_max_length?: Maybe<Scalars['Int']['output']>;
    meta_description?: Maybe<Scalars['String']['output']>;
    meta_keyword?: Maybe<Scalars['String']['output']>;
    meta_title?: Maybe<Scalars['String']['output']>;
    name?: Maybe<Scalars['String']['output']>;
    only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
    /** The maximum acceptable value of an open amount gift card. */
    open_amount_max?: Maybe<Scalars['Float']['output']>;
    /** The minimum acceptable value of an open amount gift card. */
    open_amount_min?: Maybe<Scalars['Float']['output']>;
    /** For a variant, the SKU of its configurable parent. */
    parent_sku?: Maybe<Scalars['String']['output']>;
    /** Products shown in the product page's "you may also like" block. */
    pdp_related_products?: Maybe<Array<Maybe<ProductInterface>>>;
    /** Title with the pack size, for cards and carts. */
    presentation_title?: Maybe<Scalars['String']['output']>;
    /** @deprecated Use `price_range` for product price information. */
    price?: Maybe<ProductPrices>;
    price_range: PriceRange;
    rating_summary: Scalars['Float']['output'];
    redirect_code: Scalars['Int']['output'];
    related_products?: Maybe<Array<Maybe<ProductInterface>>>;
    relative_url?: Maybe<Scalars['String']['output']>;
    review_count: Scalars['Int']['output'];
    /** The list of products reviews. */
    reviews: ProductReviews;
    /** Delivery and returns notes for this product (HTML). */
    shipping_info?: Maybe<Scalars['String']['output']>;
    short_description?: Maybe<ComplexTextValue>;
    sku?: Maybe<Scalars['String']['output']>;
    small_image?: Maybe<ProductImage>;
    special_price?: Maybe<Scalars['Float']['output']>;
    stock_status?: Maybe<ProductStockStatus>;
    /** Sourcing and packaging notes (HTML). */
    sustainability?: Maybe<Scalars['String']['output']>;
    swatch_image?: Maybe<Scalars['String']['output']>;
    thumbnail?: Maybe<ProductImage>;
    type?: Maybe<UrlRewriteEntityTypeEnum>;
    /** @deprecated Use `__typename` instead. */
    type_id?: Maybe<Scalars['String']['output']>;
    uid: Scalars['ID']['output'];
    upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
    url_key?: Maybe<Scalars['String']['output']>;
    url_rewrites?: Maybe<Array<Maybe<UrlRewrite>>>;
    url_suffix?: Maybe<Scalars['String']['output']>;
    /** Pack size shown on cards and the volume switch, e.g. "50 ml". */
    volume?: Maybe<Scalars['String']['output']>;
    /** The same product in other pack sizes (the volume switch). */
    volume_products?: Maybe<Array<Maybe<ProductInterface>>>;
    weight?: Maybe<Scalars['Float']['output']>;
  };

/** Adobe Commerce: defines properties of a gift card. */
export type GiftCardProductReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Adobe Commerce: the gift card types. */
export type GiftCardTypeEnum = 'COMBINED' | 'PHYSICAL' | 'VIRTUAL';

/** Gift-with-purchase and free-shipping progress of a cart. */
export type GiftProgress = {
  __typename?: 'GiftProgress';
  /** The amount that counts towards the stages (items excluding samples, free gifts and gift cards). */
  current: Money;
  stages: Array<GiftProgressStage>;
};

export type GiftProgressStage = {
  __typename?: 'GiftProgressStage';
  code: GiftProgressStageCode;
  /** SKU of the free gift this stage adds (null for free shipping). */
  gift_sku?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  reached: Scalars['Boolean']['output'];
  /** Amount still to add to reach the stage (0 once reached). */
  remaining: Money;
  threshold: Money;
};

export type GiftProgressStageCode = 'EXTRA_GIFT' | 'FREE_SHIPPING' | 'LARGE_GIFT' | 'SMALL_GIFT';

/** Input to retrieve an order based on details. */
export type GuestOrderInformationInput = {
  /** Order billing address email. */
  email: Scalars['String']['input'];
  /** Order billing address lastname. */
  lastname: Scalars['String']['input'];
  /** Order number. */
  number: Scalars['String']['input'];
};

/** The same page in another store view. */
export type Hreflang = {
  __typename?: 'Hreflang';
  /** Language tag, e.g. de-DE. */
  lang?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** Contains target path parameters. */
export type HttpQueryParameter = {
  __typename?: 'HttpQueryParameter';
  /** A parameter name. */
  name?: Maybe<Scalars['String']['output']>;
  /** A parameter value. */
  value?: Maybe<Scalars['String']['output']>;
};

export type ImageSwatchData = SwatchDataInterface & {
  __typename?: 'ImageSwatchData';
  /** The URL assigned to the thumbnail of the swatch image. */
  thumbnail?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

/** Contains the result of the `isEmailAvailable` query. */
export type IsEmailAvailableOutput = {
  __typename?: 'IsEmailAvailableOutput';
  /** Indicates whether the specified email address can be used to create a customer. */
  is_email_available?: Maybe<Scalars['Boolean']['output']>;
};

export type KeyValue = {
  __typename?: 'KeyValue';
  name?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type LocalPaymentResult = 'AUTHORISED' | 'CANCELLED' | 'REFUSED';

/** Whether the storefront may start recording a session now. */
export type LogRocketTracking = {
  __typename?: 'LogRocketTracking';
  /** True while the month's allowance of recorded sessions is not used up. */
  can_track: Scalars['Boolean']['output'];
};

/** A personal single-use coupon: the cart offers it and applies it with `applyCouponToCart`. */
export type LoyaltyCoupon = {
  __typename?: 'LoyaltyCoupon';
  code: Scalars['String']['output'];
  discount_percent: Scalars['Float']['output'];
  kind: LoyaltyCouponKind;
  /** The last day it can be used (YYYY-MM-DD), or null when it does not end. */
  valid_to?: Maybe<Scalars['String']['output']>;
};

export type LoyaltyCouponKind = 'BIRTHDAY' | 'REFERRAL';

/** Defines characteristics about images and videos associated with a specific product. */
export type MediaGalleryInterface = {
  /** Indicates whether the image is hidden from view. */
  disabled?: Maybe<Scalars['Boolean']['output']>;
  /** The label of the product image or video. */
  label?: Maybe<Scalars['String']['output']>;
  /** The media item's position after it has been sorted. */
  position?: Maybe<Scalars['Int']['output']>;
  /** The URL of the product image or video. */
  url?: Maybe<Scalars['String']['output']>;
};

export type Menu = {
  __typename?: 'Menu';
  css_class?: Maybe<Scalars['String']['output']>;
  identifier?: Maybe<Scalars['String']['output']>;
  is_active?: Maybe<Scalars['Boolean']['output']>;
  items?: Maybe<Array<Maybe<MenuItem>>>;
  menu_id?: Maybe<Scalars['ID']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type MenuItem = {
  __typename?: 'MenuItem';
  category_id?: Maybe<Scalars['Int']['output']>;
  cms_page_identifier?: Maybe<Scalars['String']['output']>;
  /** Products shown in the item's dropdown: 1 = featured layout, 2–3 = special layout (spec §9). */
  dropdown_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** Icon URL under /media/. */
  icon?: Maybe<Scalars['String']['output']>;
  is_active?: Maybe<Scalars['Boolean']['output']>;
  item_id?: Maybe<Scalars['ID']['output']>;
  /** 0 for top-level items. */
  parent_id?: Maybe<Scalars['Int']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  /** Store-relative URL, e.g. /skincare.html or /about. */
  url?: Maybe<Scalars['String']['output']>;
  /** 0 custom URL, 1 category, 2 CMS page. */
  url_type?: Maybe<Scalars['Int']['output']>;
};

/** Defines a monetary value, including a numeric value and a currency code. */
export type Money = {
  __typename?: 'Money';
  /** A three-letter currency code, such as USD or EUR. */
  currency?: Maybe<CurrencyEnum>;
  /** A number expressing a monetary value. */
  value?: Maybe<Scalars['Float']['output']>;
};

/** Contains the source and destination wish lists after moving products (Adobe Commerce). */
export type MoveProductsBetweenWishlistsOutput = {
  __typename?: 'MoveProductsBetweenWishlistsOutput';
  destination_wishlist: Wishlist;
  source_wishlist: Wishlist;
  user_errors: Array<Maybe<WishListUserInputError>>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Add one or more configurable products to the specified cart. */
  addConfigurableProductsToCart?: Maybe<AddConfigurableProductsToCartOutput>;
  /** Add any type of product to the cart. */
  addProductsToCart?: Maybe<AddProductsToCartOutput>;
  /** Add one or more products to the specified wish list. This mutation supports all product types. */
  addProductsToWishlist?: Maybe<AddProductsToWishlistOutput>;
  /** Add one or more simple products to the specified cart. */
  addSimpleProductsToCart?: Maybe<AddSimpleProductsToCartOutput>;
  /** Adds a custom-price product at the shopper's price (at least the product's shown minimum). */
  addToCartWithPrice?: Maybe<AddProductsToCartOutput>;
  /** Add items in the specified wishlist to the customer's cart. */
  addWishlistItemsToCart?: Maybe<AddWishlistItemsToCartOutput>;
  /**
   * A signed-in customer comments on a post, or replies to one of its comments (`reply_to`). The
   * comment is PENDING (status 1) until an administrator approves it. Guests get Magento's
   * authorization error (spec §6: commenting needs sign-in or registration).
   */
  amBlogLeaveComment?: Maybe<AmBlogLeaveCommentOutput>;
  /** Apply a pre-defined coupon code to the specified cart. */
  applyCouponToCart?: Maybe<ApplyCouponToCartOutput>;
  /** Adobe Commerce: apply a pre-defined gift card code to the specified cart. */
  applyGiftCardToCart?: Maybe<ApplyGiftCardToCartOutput>;
  /** Adobe Commerce: apply all available points, up to the cart total. */
  applyRewardPointsToCart?: Maybe<ApplyRewardPointsToCartOutput>;
  /** Assign a logged-in customer to the specified guest shopping cart. */
  assignCustomerToGuestCart: Cart;
  /** Spec §7 affiliate: the commission group parts of a placed order. */
  awinCommissionGroup: AwinCommissionGroupOutput;
  /** Spec §7 affiliate: a landing from the affiliate network (its click id `awc` and `utm_source`). */
  awinCookie: TrackingEventOutput;
  /**
   * Spec §7 affiliate: a sale. `revenue` is money with exactly 2 decimals written as a string
   * ("revenue 2 decimals"); `channel` defaults to `aw`.
   */
  awinPurchase: TrackingEventOutput;
  /** Change the password for the logged-in customer. */
  changeCustomerPassword?: Maybe<Customer>;
  /** Completes a local-payment-method order after the provider redirect. */
  confirmLocalPayment?: Maybe<ConfirmLocalPaymentOutput>;
  /**
   * Follows the link of the confirmation e-mail (double opt-in): an UNCONFIRMED subscription becomes
   * SUBSCRIBED. Works signed in or not (the random code proves the mailbox). A wrong code fails with
   * "This is an invalid subscription confirmation code.", an unknown id with "This is an invalid
   * subscription ID.".
   */
  confirmNewsletterSubscription?: Maybe<SubscribeEmailToNewsletterOutput>;
  /** Send a 'Contact Us' email to the merchant. */
  contactUs?: Maybe<ContactUsOutput>;
  /** Copy products from one wish list to another (Adobe Commerce). */
  copyProductsBetweenWishlists?: Maybe<CopyProductsBetweenWishlistsOutput>;
  /** Create a billing or shipping address for a customer or guest. */
  createCustomerAddress?: Maybe<CustomerAddress>;
  /** Create a customer account. */
  createCustomerV2?: Maybe<CustomerOutput>;
  /**
   * Create an empty shopping cart for a guest or logged in user.
   * @deprecated Use `Mutation.createGuestCart` or `Query.customerCart` for logged in customer
   */
  createEmptyCart?: Maybe<Scalars['String']['output']>;
  /** Create a new shopping cart. */
  createGuestCart?: Maybe<CreateGuestCartOutput>;
  /**
   * Extension: applies for a PRO account. Creates the customer account as a PENDING PRO application
   * (it cannot sign in until approved: `generateCustomerToken` answers that the application is still
   * being reviewed) and sends the confirmation e-mail. Each invalid field fails with a graphql-input
   * error naming the field in `extensions.field` (spec §5 texts); a taken e-mail with Magento's text.
   */
  createProCustomerApplication?: Maybe<ProCustomerApplicationOutput>;
  /** Create a product review for the specified product. */
  createProductReview: CreateProductReviewOutput;
  /**
   * Extension: starts a social sign-in. Keeps the state, the PKCE code verifier and the nonce for 10
   * minutes and answers the provider's authorization URL. The caller binds `state` to the browser
   * (the shop server keeps it in an HttpOnly cookie) and checks it when the provider sends the
   * shopper back. Fails with "Something went wrong. Please try again later".
   */
  createSocialLoginRequest?: Maybe<SocialLoginRequest>;
  /** Create a new wish list (Adobe Commerce). */
  createWishlist?: Maybe<CreateWishlistOutput>;
  /** Delete the billing or shipping address of a customer. */
  deleteCustomerAddress?: Maybe<Scalars['Boolean']['output']>;
  /** Delete a customer's payment token. */
  deletePaymentToken?: Maybe<DeletePaymentTokenOutput>;
  /** Delete the specified wish list. You cannot delete the customer's default (first) wish list (Adobe Commerce). */
  deleteWishlist?: Maybe<DeleteWishlistOutput>;
  fbAddToCart: TrackingEventOutput;
  fbAddToWishlist: TrackingEventOutput;
  fbInitiateCheckout: TrackingEventOutput;
  fbPageView: TrackingEventOutput;
  fbProductView: TrackingEventOutput;
  fbPurchase: TrackingEventOutput;
  fbSearch: TrackingEventOutput;
  fbUserRegister: TrackingEventOutput;
  /** Generate a token for specified customer. */
  generateCustomerToken?: Maybe<CustomerToken>;
  /**
   * Extension: finishes a social sign-in with the provider's answer to the redirect URI (`code`,
   * `state`, and `iss` when the provider sends it): exchanges the code, checks the ID token, then
   * signs in to the account linked to that identity, or links or creates the account of a verified
   * e-mail (an unverified e-mail never links to an existing account). Answers a customer token as
   * `generateCustomerToken` does; every failure answers "Something went wrong. Please try again later".
   */
  generateCustomerTokenWithSocialLogin?: Maybe<CustomerToken>;
  /**
   * Spec §7: the shopper's attribution record saved to the cart (once; the storefront then drops
   * it). The order placed from the cart keeps it.
   */
  gtmSaveAttribution: TrackingEventOutput;
  /** Transfer the contents of a guest cart into the cart of a logged-in customer. */
  mergeCarts: Cart;
  /** Move products from one wish list to another (Adobe Commerce). */
  moveProductsBetweenWishlists?: Maybe<MoveProductsBetweenWishlistsOutput>;
  /** Convert the quote into an order. */
  placeOrder?: Maybe<PlaceOrderOutput>;
  /**
   * Invites a friend by e-mail (one invitation per address): not the customer's own address, nor a
   * customer's.
   */
  referFriend?: Maybe<ReferFriendOutput>;
  /** Remove a previously-applied coupon from the cart. */
  removeCouponFromCart?: Maybe<RemoveCouponFromCartOutput>;
  /** Adobe Commerce: remove a gift card from the cart. */
  removeGiftCardFromCart?: Maybe<RemoveGiftCardFromCartOutput>;
  /** Delete the entire quantity of a specified item from the cart. */
  removeItemFromCart?: Maybe<RemoveItemFromCartOutput>;
  /** Remove one or more products from the specified wish list. */
  removeProductsFromWishlist?: Maybe<RemoveProductsFromWishlistOutput>;
  /** Removes the product with this SKU (or the options of this parent SKU) from every wish list of the signed-in customer, as the spec's remove-by-SKU call; returns the lists that changed. */
  removeProductsFromWishlistBySku?: Maybe<RemoveProductsFromWishlistBySkuOutput>;
  /** Adobe Commerce: cancel the application of reward points to the cart. */
  removeRewardPointsFromCart?: Maybe<RemoveRewardPointsFromCartOutput>;
  /** Add all products from a customer's previous order to the cart. */
  reorderItems?: Maybe<ReorderItemsOutput>;
  /** Request an email with a reset password token for the registered customer identified by the specified email. */
  requestPasswordResetEmail?: Maybe<Scalars['Boolean']['output']>;
  /** Reset a customer's password using the reset password token that the customer received in an email after requesting it using `requestPasswordResetEmail`. */
  resetPassword?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Creates a new active cart holding the items of the given order and returns its id (failed payments).
   * A customer restores their own orders. A guest order needs a proof that the caller placed it (issue
   * 23): the id of the cart it was placed from (`cart_id`, which only that shopper was given), or the
   * guest order lookup's e-mail and last name; misses are throttled like that lookup.
   */
  restoreQuoteFromOrder?: Maybe<Scalars['String']['output']>;
  /** Revoke the customer token. */
  revokeCustomerToken?: Maybe<RevokeCustomerTokenOutput>;
  /** Set the billing address on a specific cart. */
  setBillingAddressOnCart?: Maybe<SetBillingAddressOnCartOutput>;
  /** Assign the email address of a guest to the cart. */
  setGuestEmailOnCart?: Maybe<SetGuestEmailOnCartOutput>;
  /** Apply a payment method to the cart. */
  setPaymentMethodOnCart?: Maybe<SetPaymentMethodOnCartOutput>;
  /** Set one or more shipping addresses on a specific cart. */
  setShippingAddressesOnCart?: Maybe<SetShippingAddressesOnCartOutput>;
  /** Set one or more delivery methods on a cart. */
  setShippingMethodsOnCart?: Maybe<SetShippingMethodsOnCartOutput>;
  /**
   * Extension: sends a business (wholesale/partnership) inquiry to the sales team, who reply within
   * 3 to 5 working days. Each invalid field fails with a graphql-input error naming the field in
   * `extensions.field` ("Is required", "The entered email is not valid", "Country code is not valid",
   * "This field can’t contain more than 65 characters").
   */
  submitBusinessInquiry?: Maybe<BusinessInquiryOutput>;
  /**
   * Scores the answers, returns the recommended routine (in-stock products of the catalogue, one per
   * routine step) and queues an e-mail with the results to `email`. Errors (graphql-input, with
   * `extensions.field`): "The entered email is not valid", "Please agree to the terms to receive
   * your results.", "Please answer this question." (field = the question code), unknown question or
   * answer codes, too many or several answers for a single-choice question.
   */
  submitProductQuiz?: Maybe<SubmitProductQuizOutput>;
  /**
   * Subscribe the specified email to the store view's newsletter.
   * Captcha: the storefront sends a reCAPTCHA token from the action `subscribe_newsletter` in the
   * `X-ReCaptcha` header (empty when the captcha failed to load). The token is required and verified
   * only when the store view has a `captcha_key` and the server is configured with a verification
   * secret (`CAPTCHA_SECRET`); without a secret the server cannot verify tokens, so it does not ask
   * for one. A required token that is missing, empty or rejected fails with
   * "ReCaptcha validation failed, please try again" (graphql-input).
   */
  subscribeEmailToNewsletter?: Maybe<SubscribeEmailToNewsletterOutput>;
  /** Signs an e-mail address up for a back-in-stock notice ("The entered email is not valid" when malformed). */
  subscribeProductAlertStock: ProductAlertStockOutput;
  /** Spec §7: the quantity travels as a string (a whole or decimal number). */
  tikTokAddToCart: TrackingEventOutput;
  tikTokAddToWishlist: TrackingEventOutput;
  tikTokInitiateCheckout: TrackingEventOutput;
  tikTokProductView: TrackingEventOutput;
  tikTokPurchase: TrackingEventOutput;
  /**
   * Spec §7 trackLogRocketRecording: records that the storefront started recording a session. Answers
   * with the recorder's app id (pixelID, null when none is configured) and the recording's id.
   * Refused once the month's allowance is used up.
   */
  trackLogRocketRecording: TrackingEventOutput;
  /** Modify items in the cart. */
  updateCartItems?: Maybe<UpdateCartItemsOutput>;
  /** Update the billing or shipping address of a customer or guest. */
  updateCustomerAddress?: Maybe<CustomerAddress>;
  /** Saves the signed-in customer's channel preferences (spec §2 /communications). */
  updateCustomerCommunicationPreferences: CustomerCommunicationPreferences;
  /** Change the email address for the logged-in customer. */
  updateCustomerEmail?: Maybe<CustomerOutput>;
  /** Update the customer's personal information. */
  updateCustomerV2?: Maybe<CustomerOutput>;
  /** Update one or more products in the specified wish list. */
  updateProductsInWishlist?: Maybe<UpdateProductsInWishlistOutput>;
  /** Change the name and visibility of the specified wish list (Adobe Commerce). */
  updateWishlist?: Maybe<UpdateWishlistOutput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationAddConfigurableProductsToCartArgs = {
  input?: InputMaybe<AddConfigurableProductsToCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationAddProductsToCartArgs = {
  cartId: Scalars['String']['input'];
  cartItems: Array<CartItemInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationAddProductsToWishlistArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItems: Array<WishlistItemInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationAddSimpleProductsToCartArgs = {
  input?: InputMaybe<AddSimpleProductsToCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationAddToCartWithPriceArgs = {
  cartId: Scalars['String']['input'];
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  price: Scalars['Float']['input'];
  quantity: Scalars['Float']['input'];
  sku: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationAddWishlistItemsToCartArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItemIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationAmBlogLeaveCommentArgs = {
  input: AmBlogLeaveCommentInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationApplyCouponToCartArgs = {
  input?: InputMaybe<ApplyCouponToCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationApplyGiftCardToCartArgs = {
  input?: InputMaybe<ApplyGiftCardToCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationApplyRewardPointsToCartArgs = {
  cartId: Scalars['ID']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationAssignCustomerToGuestCartArgs = {
  cart_id: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationAwinCommissionGroupArgs = {
  orderNumber: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationAwinCookieArgs = {
  awc: Scalars['String']['input'];
  utm_source?: InputMaybe<Scalars['String']['input']>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationAwinPurchaseArgs = {
  awc?: InputMaybe<Scalars['String']['input']>;
  channel?: InputMaybe<Scalars['String']['input']>;
  commissionGroup?: InputMaybe<Scalars['String']['input']>;
  currencyCode: Scalars['String']['input'];
  orderNumber: Scalars['String']['input'];
  revenue: Scalars['String']['input'];
  voucher?: InputMaybe<Scalars['String']['input']>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationChangeCustomerPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationConfirmLocalPaymentArgs = {
  input: ConfirmLocalPaymentInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationConfirmNewsletterSubscriptionArgs = {
  code: Scalars['String']['input'];
  subscriber_id: Scalars['Int']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationContactUsArgs = {
  input: ContactUsInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationCopyProductsBetweenWishlistsArgs = {
  destinationWishlistUid: Scalars['ID']['input'];
  sourceWishlistUid: Scalars['ID']['input'];
  wishlistItems: Array<WishlistItemCopyInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationCreateCustomerAddressArgs = {
  input: CustomerAddressInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationCreateCustomerV2Args = {
  input: CustomerCreateInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationCreateEmptyCartArgs = {
  input?: InputMaybe<CreateEmptyCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationCreateGuestCartArgs = {
  input?: InputMaybe<CreateGuestCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationCreateProCustomerApplicationArgs = {
  input: ProCustomerApplicationInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationCreateProductReviewArgs = {
  input: CreateProductReviewInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationCreateSocialLoginRequestArgs = {
  type: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationCreateWishlistArgs = {
  input: CreateWishlistInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationDeleteCustomerAddressArgs = {
  id: Scalars['Int']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationDeletePaymentTokenArgs = {
  public_hash: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationDeleteWishlistArgs = {
  wishlistUid: Scalars['ID']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationFbAddToCartArgs = {
  quantity: Scalars['Float']['input'];
  sku: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationFbAddToWishlistArgs = {
  sku: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationFbInitiateCheckoutArgs = {
  cartId: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationFbPageViewArgs = {
  url: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationFbProductViewArgs = {
  sku: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationFbPurchaseArgs = {
  orderNumber: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationFbSearchArgs = {
  searchQuery: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationGenerateCustomerTokenArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationGenerateCustomerTokenWithSocialLoginArgs = {
  code: Scalars['String']['input'];
  iss?: InputMaybe<Scalars['String']['input']>;
  state: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationGtmSaveAttributionArgs = {
  cart_id: Scalars['String']['input'];
  referrer?: InputMaybe<Scalars['String']['input']>;
  utm_campaign?: InputMaybe<Scalars['String']['input']>;
  utm_content?: InputMaybe<Scalars['String']['input']>;
  utm_medium?: InputMaybe<Scalars['String']['input']>;
  utm_source?: InputMaybe<Scalars['String']['input']>;
  utm_term?: InputMaybe<Scalars['String']['input']>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationMergeCartsArgs = {
  destination_cart_id?: InputMaybe<Scalars['String']['input']>;
  source_cart_id: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationMoveProductsBetweenWishlistsArgs = {
  destinationWishlistUid: Scalars['ID']['input'];
  sourceWishlistUid: Scalars['ID']['input'];
  wishlistItems: Array<WishlistItemMoveInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationPlaceOrderArgs = {
  input?: InputMaybe<PlaceOrderInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationReferFriendArgs = {
  email: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationRemoveCouponFromCartArgs = {
  input?: InputMaybe<RemoveCouponFromCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationRemoveGiftCardFromCartArgs = {
  input?: InputMaybe<RemoveGiftCardFromCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationRemoveItemFromCartArgs = {
  input?: InputMaybe<RemoveItemFromCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationRemoveProductsFromWishlistArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItemsIds: Array<Scalars['ID']['input']>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationRemoveProductsFromWishlistBySkuArgs = {
  sku: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationRemoveRewardPointsFromCartArgs = {
  cartId: Scalars['ID']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationReorderItemsArgs = {
  orderNumber: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationRequestPasswordResetEmailArgs = {
  email: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  resetPasswordToken: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationRestoreQuoteFromOrderArgs = {
  cart_id?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  orderNumber: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationSetBillingAddressOnCartArgs = {
  input?: InputMaybe<SetBillingAddressOnCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationSetGuestEmailOnCartArgs = {
  input?: InputMaybe<SetGuestEmailOnCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationSetPaymentMethodOnCartArgs = {
  input?: InputMaybe<SetPaymentMethodOnCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationSetShippingAddressesOnCartArgs = {
  input?: InputMaybe<SetShippingAddressesOnCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationSetShippingMethodsOnCartArgs = {
  input?: InputMaybe<SetShippingMethodsOnCartInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationSubmitBusinessInquiryArgs = {
  input: BusinessInquiryInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationSubmitProductQuizArgs = {
  input: SubmitProductQuizInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationSubscribeEmailToNewsletterArgs = {
  email: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationSubscribeProductAlertStockArgs = {
  input: ProductAlertStockInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationTikTokAddToCartArgs = {
  quantity: Scalars['String']['input'];
  sku: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationTikTokAddToWishlistArgs = {
  sku: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationTikTokInitiateCheckoutArgs = {
  cartId: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationTikTokProductViewArgs = {
  sku: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationTikTokPurchaseArgs = {
  orderNumber: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationUpdateCartItemsArgs = {
  input?: InputMaybe<UpdateCartItemsInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationUpdateCustomerAddressArgs = {
  id: Scalars['Int']['input'];
  input?: InputMaybe<CustomerAddressInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationUpdateCustomerCommunicationPreferencesArgs = {
  input: CustomerCommunicationPreferencesInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationUpdateCustomerEmailArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationUpdateCustomerV2Args = {
  input: CustomerUpdateInput;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationUpdateProductsInWishlistArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItems: Array<WishlistItemUpdateInput>;
};

/** Operations that change data. Other SDL files extend this root type. */
export type MutationUpdateWishlistArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<WishlistVisibilityEnum>;
  wishlistUid: Scalars['ID']['input'];
};

export type Order = {
  __typename?: 'Order';
  /** @deprecated Use `order_number` instead. */
  order_id?: Maybe<Scalars['String']['output']>;
  order_number: Scalars['String']['output'];
};

export type OrderAddress = {
  __typename?: 'OrderAddress';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<CountryCodeEnum>;
  firstname: Scalars['String']['output'];
  is_business?: Maybe<Scalars['Boolean']['output']>;
  lastname: Scalars['String']['output'];
  middlename?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  region?: Maybe<Scalars['String']['output']>;
  registration_id?: Maybe<Scalars['String']['output']>;
  street: Array<Maybe<Scalars['String']['output']>>;
  telephone?: Maybe<Scalars['String']['output']>;
  vat_id?: Maybe<Scalars['String']['output']>;
};

export type OrderItem = OrderItemInterface & {
  __typename?: 'OrderItem';
  discounts?: Maybe<Array<Maybe<Discount>>>;
  entered_options?: Maybe<Array<Maybe<OrderItemOption>>>;
  id: Scalars['ID']['output'];
  /** Contains details about the price of the item, including taxes and discounts. */
  prices?: Maybe<OrderItemPrices>;
  /** The ProductInterface object, which contains details about the base product */
  product?: Maybe<ProductInterface>;
  product_name?: Maybe<Scalars['String']['output']>;
  product_sale_price: Money;
  product_sku: Scalars['String']['output'];
  /** URL key of the base product. */
  product_url_key?: Maybe<Scalars['String']['output']>;
  quantity_ordered?: Maybe<Scalars['Float']['output']>;
  selected_options?: Maybe<Array<Maybe<OrderItemOption>>>;
  status?: Maybe<Scalars['String']['output']>;
};

export type OrderItemInterface = {
  discounts?: Maybe<Array<Maybe<Discount>>>;
  entered_options?: Maybe<Array<Maybe<OrderItemOption>>>;
  id: Scalars['ID']['output'];
  /** Contains details about the price of the item, including taxes and discounts. */
  prices?: Maybe<OrderItemPrices>;
  /** The ProductInterface object, which contains details about the base product */
  product?: Maybe<ProductInterface>;
  product_name?: Maybe<Scalars['String']['output']>;
  product_sale_price: Money;
  product_sku: Scalars['String']['output'];
  /** URL key of the base product. */
  product_url_key?: Maybe<Scalars['String']['output']>;
  quantity_ordered?: Maybe<Scalars['Float']['output']>;
  selected_options?: Maybe<Array<Maybe<OrderItemOption>>>;
  status?: Maybe<Scalars['String']['output']>;
};

export type OrderItemOption = {
  __typename?: 'OrderItemOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Contains details about the price of the item, including taxes and discounts. */
export type OrderItemPrices = {
  __typename?: 'OrderItemPrices';
  /** The price of the item before any discounts were applied. The price that might include tax, depending on the configured display settings for cart. */
  price: Money;
  /** The price of the item before any discounts were applied. The price that might include tax, depending on the configured display settings for cart. */
  price_including_tax: Money;
  /** The value of the price multiplied by the quantity of the item. */
  row_total: Money;
  /** The value of `row_total` plus the tax applied to the item. */
  row_total_including_tax: Money;
  /** The total of all discounts applied to the item. */
  total_item_discount: Money;
};

export type OrderPaymentMethod = {
  __typename?: 'OrderPaymentMethod';
  additional_data?: Maybe<Array<Maybe<KeyValue>>>;
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type OrderTotal = {
  __typename?: 'OrderTotal';
  base_grand_total: Money;
  discounts?: Maybe<Array<Maybe<Discount>>>;
  grand_total: Money;
  shipping_handling?: Maybe<ShippingHandling>;
  subtotal: Money;
  /** The subtotal of the order, excluding taxes. */
  subtotal_excl_tax: Money;
  /** The subtotal of the order, including taxes. */
  subtotal_incl_tax: Money;
  taxes?: Maybe<Array<Maybe<TaxItem>>>;
  total_shipping: Money;
  total_tax: Money;
};

export type PaymentMethodInput = {
  /**
   * The card for the `aurora_cc` method. The number and security code are checked and dropped: the
   * cart keeps the brand, the last four digits and the expiry only.
   */
  aurora_cc?: InputMaybe<AuroraCcInput>;
  /**
   * A saved card (its public hash from `customerPaymentTokens`) for the `aurora_cc_vault` method;
   * signed-in customers, their own cards only.
   */
  aurora_cc_vault?: InputMaybe<VaultTokenInput>;
  /** The internal name for the payment method. */
  code: Scalars['String']['input'];
  /** The purchase order number. Optional for most payment methods. */
  purchase_order_number?: InputMaybe<Scalars['String']['input']>;
};

/** The stored payment method available to the customer. */
export type PaymentToken = {
  __typename?: 'PaymentToken';
  /** A description of the stored account details. */
  details?: Maybe<Scalars['String']['output']>;
  /** The payment method code associated with the token. */
  payment_method_code: Scalars['String']['output'];
  /** The public hash of the token. */
  public_hash: Scalars['String']['output'];
  /** Specifies the payment token type. */
  type: PaymentTokenTypeEnum;
};

/** The list of available payment token types. */
export type PaymentTokenTypeEnum = 'account' | 'card';

/** Contains attributes specific to tangible products. */
export type PhysicalProductInterface = {
  /** The weight of the item, in units defined by the store. */
  weight?: Maybe<Scalars['Float']['output']>;
};

export type PlaceOrderError = {
  __typename?: 'PlaceOrderError';
  code: PlaceOrderErrorCodes;
  message: Scalars['String']['output'];
};

export type PlaceOrderErrorCodes =
  'CART_NOT_ACTIVE' | 'CART_NOT_FOUND' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED';

export type PlaceOrderInput = {
  cart_id: Scalars['String']['input'];
};

/** Contains the results of the request to place an order. */
export type PlaceOrderOutput = {
  __typename?: 'PlaceOrderOutput';
  /** An array of place order errors. */
  errors?: Maybe<Array<Maybe<PlaceOrderError>>>;
  /** @deprecated Use `orderV2` instead. */
  order?: Maybe<Order>;
  /** Full order information. */
  orderV2?: Maybe<CustomerOrder>;
  /**
   * Local payment methods: where to send the shopper; the provider returns them to
   * /checkout/lpm/callback/:cartId, whose page calls confirmLocalPayment.
   */
  payment_redirect_url?: Maybe<Scalars['String']['output']>;
};

/** A price in the older shape: an amount and its (always empty here) tax adjustments. */
export type Price = {
  __typename?: 'Price';
  /**
   * An array that provides information about tax, weee, or weee_tax adjustments.
   * @deprecated Use `ProductPrice` instead.
   */
  adjustments?: Maybe<Array<Maybe<PriceAdjustment>>>;
  /**
   * The price of a product plus a three-letter currency code.
   * @deprecated Use `ProductPrice` instead.
   */
  amount?: Maybe<Money>;
};

/** A tax or fixed-product-tax adjustment of an older-shape price; the shop reports none. */
export type PriceAdjustment = {
  __typename?: 'PriceAdjustment';
  /** The amount of the price adjustment and its currency code. */
  amount?: Maybe<Money>;
  /**
   * Indicates whether the adjustment involves tax, weee, or weee_tax.
   * @deprecated `PriceAdjustment` is deprecated.
   */
  code?: Maybe<PriceAdjustmentCodesEnum>;
  /**
   * Indicates whether the entity described by the code attribute is included or excluded from the adjustment.
   * @deprecated `PriceAdjustment` is deprecated.
   */
  description?: Maybe<PriceAdjustmentDescriptionEnum>;
};

/** `PriceAdjustment.code` is deprecated. */
export type PriceAdjustmentCodesEnum = 'TAX' | 'WEEE' | 'WEEE_TAX';

/** `PriceAdjustmentDescriptionEnum` is deprecated. States whether a price adjustment is included or excluded. */
export type PriceAdjustmentDescriptionEnum = 'EXCLUDED' | 'INCLUDED';

/** Contains the price range for a product. If the product has a single price, the minimum and maximum price will be the same. */
export type PriceRange = {
  __typename?: 'PriceRange';
  /** The highest possible price for the product. */
  maximum_price?: Maybe<ProductPrice>;
  /** The lowest possible price for the product. */
  minimum_price: ProductPrice;
};

/** Defines the price type. */
export type PriceTypeEnum = 'DYNAMIC' | 'FIXED' | 'PERCENT';

/** Where a PRO application stands. */
export type ProApplicationStatus = 'APPROVED' | 'PENDING' | 'REJECTED';

/**
 * Spec §3 PRO registration: name, last name, e-mail, phone, country, password, occupation or
 * business type, business name, web or social link. Names, e-mail, phone, country, password and
 * occupation are required; text fields hold at most 65 characters, the link 255 (http or https).
 */
export type ProCustomerApplicationInput = {
  business_name?: InputMaybe<Scalars['String']['input']>;
  country_code: CountryCodeEnum;
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  occupation: ProOccupation;
  password: Scalars['String']['input'];
  telephone: Scalars['String']['input'];
  website?: InputMaybe<Scalars['String']['input']>;
};

export type ProCustomerApplicationOutput = {
  __typename?: 'ProCustomerApplicationOutput';
  /** PENDING: the provider reviews it and confirms by e-mail. */
  status: ProApplicationStatus;
};

/** Spec §1 occupations and business types that can apply for a PRO account. */
export type ProOccupation =
  'BAR' | 'BEAUTICIAN' | 'CAFE' | 'HOTEL' | 'INFLUENCER' | 'MAKEUP_ARTIST' | 'RESTAURANT' | 'SHOP';

export type ProductAlertStockInput = {
  email: Scalars['String']['input'];
  sku: Scalars['String']['input'];
};

/** Result of a stock alert sign-up. */
export type ProductAlertStockOutput = {
  __typename?: 'ProductAlertStockOutput';
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** Defines the filters to be used in the search. */
export type ProductAttributeFilterInput = {
  /** Deprecated: use `category_uid` to filter product by category ID. */
  category_id?: InputMaybe<FilterEqualTypeInput>;
  /** Filter product by the unique ID for a `CategoryInterface` object. */
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  /** Filter product by category URL path. */
  category_url_path?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: Collection */
  collection?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: Description */
  description?: InputMaybe<FilterMatchTypeInput>;
  /** Attribute label: Free from */
  ingredient_free_of?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: Product Name */
  name?: InputMaybe<FilterMatchTypeInput>;
  /** Attribute label: Volume */
  package_volume?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: Price */
  price?: InputMaybe<FilterRangeTypeInput>;
  /** Attribute label: Form */
  product_form?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: Shade */
  shade?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: Short Description */
  short_description?: InputMaybe<FilterMatchTypeInput>;
  /** Attribute label: Skin type */
  skin_type?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: SKU */
  sku?: InputMaybe<FilterEqualTypeInput>;
  /** The part of the URL that identifies the product */
  url_key?: InputMaybe<FilterEqualTypeInput>;
};

/** Specifies the attribute to use for sorting search results and indicates whether the results are sorted in ascending or descending order. */
export type ProductAttributeSortInput = {
  /** Spec §9 sort option: best sellers first with DESC. */
  BESTSELLER?: InputMaybe<SortEnum>;
  /** Spec §9 sort option: newest first with DESC. */
  NEW_ARRIVAL?: InputMaybe<SortEnum>;
  /** Spec §9 sort option: highest price first, whatever the direction. */
  PRICE_HIGH_LOW?: InputMaybe<SortEnum>;
  /** Spec §9 sort option: lowest price first, whatever the direction. */
  PRICE_LOW_HIGH?: InputMaybe<SortEnum>;
  /** Attribute label: Product Name */
  name?: InputMaybe<SortEnum>;
  /** Sort by the position assigned to each product. */
  position?: InputMaybe<SortEnum>;
  /** Attribute label: Price */
  price?: InputMaybe<SortEnum>;
  /** Sort by the search relevance score (default). */
  relevance?: InputMaybe<SortEnum>;
};

/** Contains the discount applied to a product price. */
export type ProductDiscount = {
  __typename?: 'ProductDiscount';
  /** The actual value of the discount. */
  amount_off?: Maybe<Scalars['Float']['output']>;
  /** The discount expressed a percentage. */
  percent_off?: Maybe<Scalars['Float']['output']>;
};

/** Contains product image information, including the image URL and label. */
export type ProductImage = MediaGalleryInterface & {
  __typename?: 'ProductImage';
  disabled?: Maybe<Scalars['Boolean']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** One ingredient of a product. */
export type ProductIngredient = {
  __typename?: 'ProductIngredient';
  name?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
};

/** The ProductInterface contains attributes that are common to all types of products. */
export type ProductInterface = {
  /** Make-up artist notes (HTML); null for skincare. */
  backstage?: Maybe<Scalars['String']['output']>;
  /** Absolute storefront URL of the product in the current store view. */
  canonical_full_url?: Maybe<Scalars['String']['output']>;
  canonical_url?: Maybe<Scalars['String']['output']>;
  categories?: Maybe<Array<Maybe<CategoryInterface>>>;
  /** Certificates held by the product, e.g. "Vegan Society". */
  certificates?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The product line the item belongs to. */
  collection?: Maybe<Scalars['String']['output']>;
  country_of_manufacture?: Maybe<Scalars['String']['output']>;
  crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  description?: Maybe<ComplexTextValue>;
  /** EAN-13 barcode. */
  ean_code?: Maybe<Scalars['String']['output']>;
  /** Second image shown when a card is hovered. */
  hover_image?: Maybe<ProductImage>;
  /** How to use the product (HTML). */
  how_to_use?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use the `uid` field instead. */
  id?: Maybe<Scalars['Int']['output']>;
  image?: Maybe<ProductImage>;
  /** Ingredients in label order. */
  ingredients?: Maybe<Array<Maybe<ProductIngredient>>>;
  /** Announced but not yet sellable; shows the "Coming Soon" label. */
  is_coming_soon?: Maybe<Scalars['Boolean']['output']>;
  /** The shopper may pay a custom price (at least the price shown). */
  is_custom_price?: Maybe<Scalars['Boolean']['output']>;
  /** True for colour cosmetics (enables shade finder and try-on). */
  is_makeup?: Maybe<Scalars['Boolean']['output']>;
  /** Can be ordered now and ships when stock arrives. */
  is_pre_order?: Maybe<Scalars['Boolean']['output']>;
  /** A free sachet sample. */
  is_sample_product?: Maybe<Scalars['Boolean']['output']>;
  /** Product labels visible to the customer group of the request (`customer-group` header, guest 0), plus the derived labels -1 Out of Stock and -2 Coming Soon. */
  labels?: Maybe<Array<Maybe<AmLabel>>>;
  /** Largest quantity one cart may hold; null means no limit. */
  max_qty?: Maybe<Scalars['Float']['output']>;
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_keyword?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  /** For a variant, the SKU of its configurable parent. */
  parent_sku?: Maybe<Scalars['String']['output']>;
  /** Products shown in the product page's "you may also like" block. */
  pdp_related_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** Title with the pack size, for cards and carts. */
  presentation_title?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `price_range` for product price information. */
  price?: Maybe<ProductPrices>;
  price_range: PriceRange;
  rating_summary: Scalars['Float']['output'];
  related_products?: Maybe<Array<Maybe<ProductInterface>>>;
  review_count: Scalars['Int']['output'];
  /** The list of products reviews. */
  reviews: ProductReviews;
  /** Delivery and returns notes for this product (HTML). */
  shipping_info?: Maybe<Scalars['String']['output']>;
  short_description?: Maybe<ComplexTextValue>;
  sku?: Maybe<Scalars['String']['output']>;
  small_image?: Maybe<ProductImage>;
  special_price?: Maybe<Scalars['Float']['output']>;
  stock_status?: Maybe<ProductStockStatus>;
  /** Sourcing and packaging notes (HTML). */
  sustainability?: Maybe<Scalars['String']['output']>;
  swatch_image?: Maybe<Scalars['String']['output']>;
  thumbnail?: Maybe<ProductImage>;
  /** @deprecated Use `__typename` instead. */
  type_id?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
  upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  url_key?: Maybe<Scalars['String']['output']>;
  url_rewrites?: Maybe<Array<Maybe<UrlRewrite>>>;
  url_suffix?: Maybe<Scalars['String']['output']>;
  /** Pack size shown on cards and the volume switch, e.g. "50 ml". */
  volume?: Maybe<Scalars['String']['output']>;
  /** The same product in other pack sizes (the volume switch). */
  volume_products?: Maybe<Array<Maybe<ProductInterface>>>;
};

/** The ProductInterface contains attributes that are common to all types of products. */
export type ProductInterfaceReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Represents a product price. */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** The price discount. Represents the difference between the regular and final price. */
  discount?: Maybe<ProductDiscount>;
  /** The final price of the product after applying discounts. */
  final_price: Money;
  /** The regular price of the product. */
  regular_price: Money;
};

/** Magento's older price shape, still read by clients: answered from the same prices as `price_range`. */
export type ProductPrices = {
  __typename?: 'ProductPrices';
  /**
   * The highest final price (of a configurable product's variants, or a gift card's amounts).
   * @deprecated Use `PriceRange.maximum_price` instead.
   */
  maximalPrice?: Maybe<Price>;
  /**
   * The lowest final price.
   * @deprecated Use `PriceRange.minimum_price` instead.
   */
  minimalPrice?: Maybe<Price>;
  /**
   * The regular price (of a composite product, its lowest).
   * @deprecated Use `regular_price` from `PriceRange.minimum_price` or `PriceRange.maximum_price` instead.
   */
  regularPrice?: Maybe<Price>;
};

export type ProductQuiz = {
  __typename?: 'ProductQuiz';
  description: Scalars['String']['output'];
  identifier: Scalars['String']['output'];
  questions: Array<ProductQuizQuestion>;
  quiz_id: Scalars['Int']['output'];
  result_text: Scalars['String']['output'];
  /** Heading and text of the results step. */
  result_title: Scalars['String']['output'];
  /** Consent text next to the e-mail field (HTML allowed: links to the privacy policy). */
  terms_text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ProductQuizAnswer = {
  __typename?: 'ProductQuizAnswer';
  answer_id: Scalars['Int']['output'];
  /** Stable code used in `ProductQuizAnswerInput.answer_codes`. */
  code: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  position: Scalars['Int']['output'];
};

export type ProductQuizAnswerInput = {
  answer_codes: Array<Scalars['String']['input']>;
  question_code: Scalars['String']['input'];
};

export type ProductQuizQuestion = {
  __typename?: 'ProductQuizQuestion';
  answers: Array<ProductQuizAnswer>;
  /** Stable code used in `ProductQuizAnswerInput.question_code`. */
  code: Scalars['String']['output'];
  hint?: Maybe<Scalars['String']['output']>;
  max_choices: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  question_id: Scalars['Int']['output'];
  required: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  type: ProductQuizQuestionType;
};

export type ProductQuizQuestionType =
  /** One to `max_choices` answers. */
  | 'MULTIPLE'
  /** Exactly one answer. */
  | 'SINGLE';

export type ProductQuizRecommendation = {
  __typename?: 'ProductQuizRecommendation';
  product: ProductInterface;
  step: ProductQuizRoutineStep;
};

/** Routine step a recommended product fills, in routine order. */
export type ProductQuizRoutineStep = 'CLEANSE' | 'EYE' | 'MASK' | 'MOISTURISE' | 'TONE' | 'TREAT';

/** Contains details of a product review. */
export type ProductReview = {
  __typename?: 'ProductReview';
  /** The average of all ratings for this product. */
  average_rating: Scalars['Float']['output'];
  /** The date the review was created. */
  created_at: Scalars['String']['output'];
  /** The customer's nickname. Defaults to the customer name, if logged in. */
  nickname: Scalars['String']['output'];
  /** The reviewed product. */
  product: ProductInterface;
  /** An array of ratings by rating category, such as quality, price, and value. */
  ratings_breakdown: Array<Maybe<ProductReviewRating>>;
  /**
   * Whether the review is published (APPROVED), waits for moderation (PENDING) or was not published
   * (NOT_APPROVED): what its author sees under My reviews (spec §2). A product's reviews are all APPROVED.
   */
  review_status?: Maybe<ProductReviewStatus>;
  /** The summary (title) of the review. */
  summary: Scalars['String']['output'];
  /** The review text. */
  text: Scalars['String']['output'];
};

/** Contains data about a single aspect of a product review. */
export type ProductReviewRating = {
  __typename?: 'ProductReviewRating';
  /** The label assigned to an aspect of a product that is being rated, such as quality or price. */
  name: Scalars['String']['output'];
  /** The rating value given by customer. By default, possible values range from 1 to 5. */
  value: Scalars['String']['output'];
};

/** Contains the reviewer's rating for a single aspect of a review. */
export type ProductReviewRatingInput = {
  /** An encoded rating ID. */
  id: Scalars['String']['input'];
  /** An encoded rating value ID. */
  value_id: Scalars['String']['input'];
};

/** Contains details about a single aspect of a product review. */
export type ProductReviewRatingMetadata = {
  __typename?: 'ProductReviewRatingMetadata';
  /** An encoded rating ID. */
  id: Scalars['String']['output'];
  /** The label assigned to an aspect of a product that is being rated, such as quality or price. */
  name: Scalars['String']['output'];
  /** List of product review ratings sorted by position. */
  values: Array<Maybe<ProductReviewRatingValueMetadata>>;
};

/** Contains details about a single value in a product review. */
export type ProductReviewRatingValueMetadata = {
  __typename?: 'ProductReviewRatingValueMetadata';
  /** A ratings scale, such as the number of stars awarded. */
  value: Scalars['String']['output'];
  /** An encoded rating value ID. */
  value_id: Scalars['String']['output'];
};

/** Contains an array of metadata about each aspect of a product review. */
export type ProductReviewRatingsMetadata = {
  __typename?: 'ProductReviewRatingsMetadata';
  /** An array of product reviews sorted by position. */
  items: Array<Maybe<ProductReviewRatingMetadata>>;
};

/** A review's moderation status. */
export type ProductReviewStatus = 'APPROVED' | 'NOT_APPROVED' | 'PENDING';

/** Contains an array of product reviews. */
export type ProductReviews = {
  __typename?: 'ProductReviews';
  /** An array of product reviews. */
  items: Array<Maybe<ProductReview>>;
  /** Metadata for pagination rendering. */
  page_info: SearchResultPageInfo;
};

/** This enumeration states whether a product stock status is in stock or out of stock */
export type ProductStockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

/** Contains the results of a `products` query. */
export type Products = {
  __typename?: 'Products';
  /** A bucket that contains the attribute code and label for each filterable option. */
  aggregations?: Maybe<Array<Maybe<Aggregation>>>;
  /** An array of products that match the specified search criteria. */
  items?: Maybe<Array<Maybe<ProductInterface>>>;
  /** An object that includes the page_info and currentPage values specified in the query. */
  page_info?: Maybe<SearchResultPageInfo>;
  /** An object that includes the default sort field and all available sort fields. */
  sort_fields?: Maybe<SortFields>;
  /** The number of products that are marked as visible. By default, in complex products, parent products are visible, but their child products are not. */
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** Contains the results of a `products` query. */
export type ProductsAggregationsArgs = {
  filter?: InputMaybe<AggregationsFilterInput>;
};

export type PromoPage = {
  __typename?: 'PromoPage';
  /** The page's CMS content (HTML). */
  content: Scalars['String']['output'];
  /** First day of validity (YYYY-MM-DD), or null. */
  from_date?: Maybe<Scalars['String']['output']>;
  /** Whether the promotion runs today (store view's time zone); an ended or future promotion is false. */
  is_valid: Scalars['Boolean']['output'];
  /** The code the page stores as savedPromoCode and the cart applies. */
  promo_code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Last day of validity (YYYY-MM-DD), or null. */
  to_date?: Maybe<Scalars['String']['output']>;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type Query = {
  __typename?: 'Query';
  /** Spec §7 FBPixelId: the Meta pixel id of the store view, or null when none is configured. */
  FBPixelId?: Maybe<Scalars['String']['output']>;
  /** Authors with post counts. */
  amBlogAuthors?: Maybe<AmBlogAuthors>;
  /** Active journal categories with post counts. */
  amBlogCategories?: Maybe<AmBlogCategories>;
  /**
   * A post's comments, oldest first: the approved ones, plus the signed-in customer's own comments
   * that are still pending (status 1) so the author sees them with a note.
   */
  amBlogComments?: Maybe<AmBlogComments>;
  /** One published post by id or url key. */
  amBlogPost?: Maybe<AmBlogPost>;
  /**
   * Published posts of the store view, newest first.
   * ALL: every post (or, with `ids`, those posts in the given order — unknown ids are skipped);
   * CATEGORY / AUTHOR / TAG: posts of the entity `entityId`; SEARCH: posts whose title or text
   * contains `query` (at least two characters).
   */
  amBlogPosts?: Maybe<AmBlogPosts>;
  /** Tags with post counts. */
  amBlogTags?: Maybe<AmBlogTags>;
  /** Label display settings of the store view. */
  amLabelSetting?: Maybe<AmLabelSetting>;
  /** Amasty Social Login: the configured providers' buttons; empty when none is configured. */
  amSocialLoginButtonConfig?: Maybe<Array<Maybe<AmSocialLoginButton>>>;
  /** The salable quantity of a product (null when the SKU is unknown). */
  availableProductQty?: Maybe<Scalars['Float']['output']>;
  /** Get a list of available store views and their config information. */
  availableStores?: Maybe<Array<Maybe<StoreConfig>>>;
  /** Return information about the specified shopping cart. */
  cart?: Maybe<Cart>;
  /** Return a list of categories that match the specified filter. */
  categories?: Maybe<CategoryResult>;
  /**
   * Search for categories that match the criteria specified in the search and filter attributes.
   * @deprecated Use `categories` instead.
   */
  category?: Maybe<CategoryTree>;
  /**
   * Return an array of categories based on the specified filters.
   * @deprecated Use `categories` instead.
   */
  categoryList?: Maybe<Array<Maybe<CategoryTree>>>;
  /** The Checkout Agreements information */
  checkoutAgreements?: Maybe<Array<Maybe<CheckoutAgreement>>>;
  /** Return information about CMS blocks. */
  cmsBlocks?: Maybe<CmsBlocks>;
  /** Return details about a CMS page. */
  cmsPage?: Maybe<CmsPage>;
  /** The countries the shop delivers to, named in the store view's language (`full_name_locale`). */
  countries?: Maybe<Array<Maybe<Country>>>;
  /**
   * One delivery country by its two-letter code. An unknown code fails with "The country isn't
   * available." (graphql-no-such-entity); a missing one with Magento's input error.
   */
  country?: Maybe<Country>;
  /** Return detailed information about a customer account. */
  customer?: Maybe<Customer>;
  /** Return information about the customer's shopping cart. */
  customerCart: Cart;
  /** Return details about the customer's payment tokens. */
  customerPaymentTokens?: Maybe<CustomerPaymentTokens>;
  /** Spec §7 getBlacklistData: the same list for every shopper (cacheable). */
  getBlacklistData: BlacklistData;
  /** Adobe Commerce: return details about a gift card account. */
  giftCardAccount?: Maybe<GiftCardAccount>;
  /** Retrieve guest order details based on number, email and billing last name. */
  guestOrder: CustomerOrder;
  /** Check whether the specified email has already been used to create a customer account. */
  isEmailAvailable?: Maybe<IsEmailAvailableOutput>;
  /** Spec §7 getLogRocketTracking (can_track). Never cached: the answer changes with each recording. */
  logRocketTracking: LogRocketTracking;
  /**
   * A quiz by id or identifier (e.g. "skin-quiz") with its questions and answers in the store
   * view's language.
   */
  productQuiz?: Maybe<ProductQuiz>;
  /** Return the active ratings attributes and the values each rating can have. */
  productReviewRatingsMetadata: ProductReviewRatingsMetadata;
  /** Search for products that match the criteria specified in the `search` and `filter` attributes. */
  products?: Maybe<Products>;
  /** The promotion's landing page, or null for an unknown code. */
  promoPage?: Maybe<PromoPage>;
  /**
   * Returns details about Google reCAPTCHA V3-Invisible configuration: enabled, with the forms that
   * require a token, only when the store view has a site key and the server can verify tokens.
   */
  recaptchaV3Config?: Maybe<ReCaptchaConfigurationV3>;
  /** Return the full details for a specified product, category, or CMS page. */
  route?: Maybe<RoutableInterface>;
  /** A menu by identifier: menu-{storeCode}, and menu-{storeCode}-home on the home page. */
  scandiwebMenu?: Maybe<Menu>;
  /** A PUBLIC wish list by its `sharing_code` (the share link); null for a private list or an unknown code. Readable by anyone who has the code. */
  sharedWishlist?: Maybe<Wishlist>;
  /** Return details about the store's configuration (store view picked by the `Store` header). */
  storeConfig?: Maybe<StoreConfig>;
  /**
   * Return the relative URL for a specified product, category or CMS page.
   * @deprecated Use the `route` query instead.
   */
  urlResolver?: Maybe<EntityUrl>;
  /** Checks stock and quantities of every cart item (checkout is blocked when invalid). */
  validateCart?: Maybe<ValidateCartOutput>;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryAmBlogCommentsArgs = {
  postId: Scalars['Int']['input'];
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryAmBlogPostArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  urlKey?: InputMaybe<Scalars['String']['input']>;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryAmBlogPostsArgs = {
  entityId?: InputMaybe<Scalars['Int']['input']>;
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  type: AmBlogPageType;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryAvailableProductQtyArgs = {
  sku: Scalars['String']['input'];
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryAvailableStoresArgs = {
  useCurrentGroup?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryCartArgs = {
  cart_id: Scalars['String']['input'];
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryCategoriesArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filters?: InputMaybe<CategoryFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryCategoryArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryCategoryListArgs = {
  filters?: InputMaybe<CategoryFilterInput>;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryCmsBlocksArgs = {
  identifiers?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryCmsPageArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  identifier?: InputMaybe<Scalars['String']['input']>;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryCountryArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryGiftCardAccountArgs = {
  input: GiftCardAccountInput;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryGuestOrderArgs = {
  input: GuestOrderInformationInput;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryIsEmailAvailableArgs = {
  email: Scalars['String']['input'];
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryProductQuizArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  identifier?: InputMaybe<Scalars['String']['input']>;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryProductsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<ProductAttributeFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductAttributeSortInput>;
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryPromoPageArgs = {
  promoCode: Scalars['String']['input'];
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryRouteArgs = {
  url: Scalars['String']['input'];
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryScandiwebMenuArgs = {
  identifier: Scalars['String']['input'];
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QuerySharedWishlistArgs = {
  sharing_code: Scalars['String']['input'];
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryUrlResolverArgs = {
  url: Scalars['String']['input'];
};

/** Queries every storefront needs first. Other SDL files extend this root type. */
export type QueryValidateCartArgs = {
  cartId: Scalars['String']['input'];
};

/** Contains reCAPTCHA V3-Invisible configuration details. */
export type ReCaptchaConfigurationV3 = {
  __typename?: 'ReCaptchaConfigurationV3';
  /** The position of the invisible reCAPTCHA badge on each page. */
  badge_position: Scalars['String']['output'];
  /** The message that appears to the user if validation fails. */
  failure_message: Scalars['String']['output'];
  /** A list of forms on the storefront that have been configured to use reCAPTCHA V3. */
  forms: Array<Maybe<ReCaptchaFormEnum>>;
  /** Return whether recaptcha is enabled or not */
  is_enabled: Scalars['Boolean']['output'];
  /** A two-character code that specifies the language that is used for Google reCAPTCHA text and messaging. */
  language_code?: Maybe<Scalars['String']['output']>;
  /** The minimum score that identifies a user interaction as a potential risk. */
  minimum_score: Scalars['Float']['output'];
  /** Theme to be used to render reCaptcha. */
  theme: Scalars['String']['output'];
  /** The website key generated when the Google reCAPTCHA account was registered. */
  website_key: Scalars['String']['output'];
};

export type ReCaptchaFormEnum =
  | 'BRAINTREE'
  | 'CONTACT'
  | 'CUSTOMER_CREATE'
  | 'CUSTOMER_EDIT'
  | 'CUSTOMER_FORGOT_PASSWORD'
  | 'CUSTOMER_LOGIN'
  | 'NEWSLETTER'
  | 'PLACE_ORDER'
  | 'PRODUCT_REVIEW'
  | 'RESEND_CONFIRMATION_EMAIL'
  | 'SENDFRIEND';

export type ReferFriendOutput = {
  __typename?: 'ReferFriendOutput';
  referred_friend: ReferredFriend;
};

/** Spec §1: complete means the friend registered and placed a first online order. */
export type ReferralStatus = 'COMPLETE' | 'PENDING' | 'REGISTERED';

/** Spec §3 "Referred friend: friend e-mail, status". */
export type ReferredFriend = {
  __typename?: 'ReferredFriend';
  created_at: Scalars['String']['output'];
  email: Scalars['String']['output'];
  status: ReferralStatus;
};

export type Region = {
  __typename?: 'Region';
  /** The two-letter code for the region, such as TX for Texas. */
  code?: Maybe<Scalars['String']['output']>;
  /** The unique ID for a `Region` object. */
  id?: Maybe<Scalars['Int']['output']>;
  /** The name of the region, such as Texas. */
  name?: Maybe<Scalars['String']['output']>;
};

export type RemoveCouponFromCartInput = {
  cart_id: Scalars['String']['input'];
};

export type RemoveCouponFromCartOutput = {
  __typename?: 'RemoveCouponFromCartOutput';
  cart?: Maybe<Cart>;
};

export type RemoveGiftCardFromCartInput = {
  cart_id: Scalars['String']['input'];
  gift_card_code: Scalars['String']['input'];
};

export type RemoveGiftCardFromCartOutput = {
  __typename?: 'RemoveGiftCardFromCartOutput';
  cart: Cart;
};

export type RemoveItemFromCartInput = {
  cart_id: Scalars['String']['input'];
  /** @deprecated Use `cart_item_uid` instead. */
  cart_item_id?: InputMaybe<Scalars['Int']['input']>;
  cart_item_uid?: InputMaybe<Scalars['ID']['input']>;
};

export type RemoveItemFromCartOutput = {
  __typename?: 'RemoveItemFromCartOutput';
  cart: Cart;
};

/** The wish lists a remove by SKU changed. */
export type RemoveProductsFromWishlistBySkuOutput = {
  __typename?: 'RemoveProductsFromWishlistBySkuOutput';
  wishlists: Array<Maybe<Wishlist>>;
};

/** Contains the customer's wish list and any errors encountered. */
export type RemoveProductsFromWishlistOutput = {
  __typename?: 'RemoveProductsFromWishlistOutput';
  user_errors: Array<Maybe<WishListUserInputError>>;
  wishlist: Wishlist;
};

export type RemoveRewardPointsFromCartOutput = {
  __typename?: 'RemoveRewardPointsFromCartOutput';
  cart: Cart;
};

/** Contains the cart and any errors after adding products. */
export type ReorderItemsOutput = {
  __typename?: 'ReorderItemsOutput';
  /** Detailed information about the customer's cart. */
  cart: Cart;
  /** An array of reordering errors. */
  userInputErrors: Array<Maybe<CheckoutUserInputError>>;
};

/** Contains the result of a request to revoke a customer token. */
export type RevokeCustomerTokenOutput = {
  __typename?: 'RevokeCustomerTokenOutput';
  /** The result of a request to revoke a customer token. */
  result: Scalars['Boolean']['output'];
};

/** Adobe Commerce: contains details about a customer's reward points. */
export type RewardPoints = {
  __typename?: 'RewardPoints';
  /** The current balance of reward points. */
  balance?: Maybe<RewardPointsAmount>;
  /** The balance history of reward points. If the ability for customers to view the balance history has been disabled in the Admin, this field will be set to null. */
  balance_history?: Maybe<Array<Maybe<RewardPointsBalanceHistoryItem>>>;
  /** The current exchange rates for reward points. */
  exchange_rates?: Maybe<RewardPointsExchangeRates>;
  /** The subscription status of emails related to reward points. */
  subscription_status?: Maybe<RewardPointsSubscriptionStatus>;
};

/** Adobe Commerce: reward points applied to a cart. */
export type RewardPointsAmount = {
  __typename?: 'RewardPointsAmount';
  /** The money value of the reward points. */
  money: Money;
  /** The number of reward points. */
  points: Scalars['Float']['output'];
};

/** Adobe Commerce: contain details about the reward point transaction. */
export type RewardPointsBalanceHistoryItem = {
  __typename?: 'RewardPointsBalanceHistoryItem';
  /**
   * What changed the balance: an order's points earned, points spent in an order, an adjustment (a
   * cancelled or refunded order) or a referred friend's first order.
   */
  action: RewardPointsHistoryAction;
  /** The award points balance after the completion of the transaction. */
  balance?: Maybe<RewardPointsAmount>;
  /** The reason the balance changed. */
  change_reason: Scalars['String']['output'];
  /** The date of the transaction. */
  date: Scalars['String']['output'];
  /** The order the change belongs to (the customer's own orders only), for a link to it. */
  order_number?: Maybe<Scalars['String']['output']>;
  /** The number of points added or deducted in the transaction. */
  points_change: Scalars['Float']['output'];
};

/** Adobe Commerce: lists the reward points exchange rates. The values depend on the customer group. */
export type RewardPointsExchangeRates = {
  __typename?: 'RewardPointsExchangeRates';
  /** How many points are earned for a given amount spent. */
  earning?: Maybe<RewardPointsRate>;
  /** How many points must be redeemed to get a given amount of currency discount at the checkout. */
  redemption?: Maybe<RewardPointsRate>;
};

export type RewardPointsHistoryAction = 'ADJUSTED' | 'EARNED' | 'REFERRAL' | 'SPENT';

/** Adobe Commerce: contains details about customer's reward points rate. */
export type RewardPointsRate = {
  __typename?: 'RewardPointsRate';
  /** The money value for the exchange rate. For earnings, this is the amount spent to earn the specified points. For redemption, this is the amount of money the number of points represents. */
  currency_amount: Scalars['Float']['output'];
  /** The number of points for an exchange rate. For earnings, this is the number of points earned. For redemption, this is the number of points needed for redemption. */
  points: Scalars['Float']['output'];
};

/** Adobe Commerce: indicates whether the customer subscribes to reward points emails. */
export type RewardPointsSubscriptionStatus = {
  __typename?: 'RewardPointsSubscriptionStatus';
  /** Indicates whether the customer subscribes to 'Reward points balance updates' emails. */
  balance_updates: RewardPointsSubscriptionStatusesEnum;
  /** Indicates whether the customer subscribes to 'Reward points expiration notifications' emails. */
  points_expiration_notifications: RewardPointsSubscriptionStatusesEnum;
};

export type RewardPointsSubscriptionStatusesEnum = 'NOT_SUBSCRIBED' | 'SUBSCRIBED';

/** Routable entities serve as the model for a rendered page. */
export type RoutableInterface = {
  /** Contains 0 when there is no redirect error. A value of 301 indicates the URL of the requested resource has been changed permanently, while a value of 302 indicates a temporary redirect. */
  redirect_code: Scalars['Int']['output'];
  /** The internal relative URL. If the specified URL is a redirect, the query returns the redirected URL, not the original. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** One of PRODUCT, CATEGORY, or CMS_PAGE. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
};

/** This enumeration defines the scope type for customer orders. */
export type ScopeTypeEnum = 'GLOBAL' | 'STORE' | 'WEBSITE';

/** Provides navigation for the query response. */
export type SearchResultPageInfo = {
  __typename?: 'SearchResultPageInfo';
  /** The specific page to return. */
  current_page?: Maybe<Scalars['Int']['output']>;
  /** The maximum number of items to return per page of results. */
  page_size?: Maybe<Scalars['Int']['output']>;
  /** The total number of pages in the response. */
  total_pages?: Maybe<Scalars['Int']['output']>;
};

export type SelectedConfigurableOption = {
  __typename?: 'SelectedConfigurableOption';
  configurable_product_option_uid: Scalars['ID']['output'];
  configurable_product_option_value_uid: Scalars['ID']['output'];
  /** @deprecated Use `SelectedConfigurableOption.configurable_product_option_uid` instead. */
  id: Scalars['Int']['output'];
  option_label: Scalars['String']['output'];
  /** @deprecated Use `SelectedConfigurableOption.configurable_product_option_value_uid` instead. */
  value_id: Scalars['Int']['output'];
  value_label: Scalars['String']['output'];
};

export type SelectedCustomizableOption = {
  __typename?: 'SelectedCustomizableOption';
  customizable_option_uid: Scalars['ID']['output'];
  is_required: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  sort_order: Scalars['Int']['output'];
  values: Array<Maybe<SelectedCustomizableOptionValue>>;
};

export type SelectedCustomizableOptionValue = {
  __typename?: 'SelectedCustomizableOptionValue';
  customizable_option_value_uid: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type SelectedPaymentMethod = {
  __typename?: 'SelectedPaymentMethod';
  /** The payment method code. */
  code: Scalars['String']['output'];
  /** The purchase order number. */
  purchase_order_number?: Maybe<Scalars['String']['output']>;
  /** The payment method title. */
  title: Scalars['String']['output'];
};

export type SelectedShippingMethod = {
  __typename?: 'SelectedShippingMethod';
  amount: Money;
  carrier_code: Scalars['String']['output'];
  carrier_title: Scalars['String']['output'];
  estimated_delivery_time?: Maybe<Scalars['String']['output']>;
  method_code: Scalars['String']['output'];
  method_title: Scalars['String']['output'];
  price_excl_tax: Money;
  price_incl_tax: Money;
};

export type SetBillingAddressOnCartInput = {
  billing_address: BillingAddressInput;
  cart_id: Scalars['String']['input'];
};

export type SetBillingAddressOnCartOutput = {
  __typename?: 'SetBillingAddressOnCartOutput';
  cart: Cart;
};

export type SetGuestEmailOnCartInput = {
  cart_id: Scalars['String']['input'];
  email: Scalars['String']['input'];
};

export type SetGuestEmailOnCartOutput = {
  __typename?: 'SetGuestEmailOnCartOutput';
  cart: Cart;
};

export type SetPaymentMethodOnCartInput = {
  cart_id: Scalars['String']['input'];
  payment_method: PaymentMethodInput;
};

export type SetPaymentMethodOnCartOutput = {
  __typename?: 'SetPaymentMethodOnCartOutput';
  cart: Cart;
};

export type SetShippingAddressesOnCartInput = {
  cart_id: Scalars['String']['input'];
  shipping_addresses: Array<InputMaybe<ShippingAddressInput>>;
};

export type SetShippingAddressesOnCartOutput = {
  __typename?: 'SetShippingAddressesOnCartOutput';
  cart: Cart;
};

export type SetShippingMethodsOnCartInput = {
  cart_id: Scalars['String']['input'];
  shipping_methods: Array<InputMaybe<ShippingMethodInput>>;
};

export type SetShippingMethodsOnCartOutput = {
  __typename?: 'SetShippingMethodsOnCartOutput';
  cart: Cart;
};

export type ShippingAddressInput = {
  address?: InputMaybe<CartAddressInput>;
  customer_address_id?: InputMaybe<Scalars['Int']['input']>;
  customer_notes?: InputMaybe<Scalars['String']['input']>;
  pickup_location_code?: InputMaybe<Scalars['String']['input']>;
};

export type ShippingCartAddress = CartAddressInterface & {
  __typename?: 'ShippingCartAddress';
  /** An array that lists the shipping methods that can be applied to the cart. */
  available_shipping_methods?: Maybe<Array<Maybe<AvailableShippingMethod>>>;
  /** The number of items in the cart. */
  cart_items_v2?: Maybe<Array<Maybe<CartItemInterface>>>;
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country: CartAddressCountry;
  firstname: Scalars['String']['output'];
  is_business?: Maybe<Scalars['Boolean']['output']>;
  lastname: Scalars['String']['output'];
  middlename?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  region?: Maybe<CartAddressRegion>;
  registration_id?: Maybe<Scalars['String']['output']>;
  /** An object that describes the selected shipping method. */
  selected_shipping_method?: Maybe<SelectedShippingMethod>;
  street: Array<Maybe<Scalars['String']['output']>>;
  telephone?: Maybe<Scalars['String']['output']>;
  /** The unique id of the customer cart address. */
  uid: Scalars['ID']['output'];
  vat_id?: Maybe<Scalars['String']['output']>;
};

export type ShippingDiscount = {
  __typename?: 'ShippingDiscount';
  amount: Money;
};

export type ShippingHandling = {
  __typename?: 'ShippingHandling';
  amount_excluding_tax?: Maybe<Money>;
  amount_including_tax?: Maybe<Money>;
  discounts?: Maybe<Array<Maybe<ShippingDiscount>>>;
  taxes?: Maybe<Array<Maybe<TaxItem>>>;
  total_amount: Money;
};

export type ShippingMethodInput = {
  carrier_code: Scalars['String']['input'];
  method_code: Scalars['String']['input'];
};

export type SimpleCartItem = CartItemInterface & {
  __typename?: 'SimpleCartItem';
  customDiscountLabel?: Maybe<Scalars['String']['output']>;
  /** An array containing the customizable options the shopper selected. */
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  gwpCartLabel?: Maybe<Scalars['String']['output']>;
  hideFromGwp: Scalars['Boolean']['output'];
  /** @deprecated Use `uid` instead. */
  id: Scalars['String']['output'];
  isFreeGift: Scalars['Boolean']['output'];
  is_available: Scalars['Boolean']['output'];
  prices?: Maybe<CartItemPrices>;
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  uid: Scalars['ID']['output'];
};

/** Defines a simple product, which is tangible and is usually sold in single units or in fixed quantities. */
export type SimpleProduct = PhysicalProductInterface &
  ProductInterface &
  RoutableInterface & {
    __typename?: 'SimpleProduct';
    /** Make-up artist notes (HTML); null for skincare. */
    backstage?: Maybe<Scalars['String']['output']>;
    /** Absolute storefront URL of the product in the current store view. */
    canonical_full_url?: Maybe<Scalars['String']['output']>;
    canonical_url?: Maybe<Scalars['String']['output']>;
    categories?: Maybe<Array<Maybe<CategoryInterface>>>;
    /** Certificates held by the product, e.g. "Vegan Society". */
    certificates?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
    /** The product line the item belongs to. */
    collection?: Maybe<Scalars['String']['output']>;
    country_of_manufacture?: Maybe<Scalars['String']['output']>;
    crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
    description?: Maybe<ComplexTextValue>;
    /** EAN-13 barcode. */
    ean_code?: Maybe<Scalars['String']['output']>;
    /** Second image shown when a card is hovered. */
    hover_image?: Maybe<ProductImage>;
    /** How to use the product (HTML). */
    how_to_use?: Maybe<Scalars['String']['output']>;
    /** @deprecated Use the `uid` field instead. */
    id?: Maybe<Scalars['Int']['output']>;
    image?: Maybe<ProductImage>;
    /** Ingredients in label order. */
    ingredients?: Maybe<Array<Maybe<ProductIngredient>>>;
    /** Announced but not yet sellable; shows the "Coming Soon" label. */
    is_coming_soon?: Maybe<Scalars['Boolean']['output']>;
    /** The shopper may pay a custom price (at least the price shown). */
    is_custom_price?: Maybe<Scalars['Boolean']['output']>;
    /** True for colour cosmetics (enables shade finder and try-on). */
    is_makeup?: Maybe<Scalars['Boolean']['output']>;
    /** Can be ordered now and ships when stock arrives. */
    is_pre_order?: Maybe<Scalars['Boolean']['output']>;
    /** A free sachet sample. */
    is_sample_product?: Maybe<Scalars['Boolean']['output']>;
    /** Product labels visible to the customer group of the request (`customer-group` header, guest 0), plus the derived labels -1 Out of Stock and -2 Coming Soon. */
    labels?: Maybe<Array<Maybe<AmLabel>>>;
    /** Largest quantity one cart may hold; null means no limit. */
    max_qty?: Maybe<Scalars['Float']['output']>;
    media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
    meta_description?: Maybe<Scalars['String']['output']>;
    meta_keyword?: Maybe<Scalars['String']['output']>;
    meta_title?: Maybe<Scalars['String']['output']>;
    name?: Maybe<Scalars['String']['output']>;
    only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
    /** The configurable product this variant belongs to (null for standalone products). */
    parent_product?: Maybe<ConfigurableProduct>;
    /** For a variant, the SKU of its configurable parent. */
    parent_sku?: Maybe<Scalars['String']['output']>;
    /** Products shown in the product page's "you may also like" block. */
    pdp_related_products?: Maybe<Array<Maybe<ProductInterface>>>;
    /** Title with the pack size, for cards and carts. */
    presentation_title?: Maybe<Scalars['String']['output']>;
    /** @deprecated Use `price_range` for product price information. */
    price?: Maybe<ProductPrices>;
    price_range: PriceRange;
    rating_summary: Scalars['Float']['output'];
    redirect_code: Scalars['Int']['output'];
    related_products?: Maybe<Array<Maybe<ProductInterface>>>;
    relative_url?: Maybe<Scalars['String']['output']>;
    review_count: Scalars['Int']['output'];
    /** The list of products reviews. */
    reviews: ProductReviews;
    /** Delivery and returns notes for this product (HTML). */
    shipping_info?: Maybe<Scalars['String']['output']>;
    short_description?: Maybe<ComplexTextValue>;
    sku?: Maybe<Scalars['String']['output']>;
    small_image?: Maybe<ProductImage>;
    special_price?: Maybe<Scalars['Float']['output']>;
    stock_status?: Maybe<ProductStockStatus>;
    /** Sourcing and packaging notes (HTML). */
    sustainability?: Maybe<Scalars['String']['output']>;
    swatch_image?: Maybe<Scalars['String']['output']>;
    thumbnail?: Maybe<ProductImage>;
    type?: Maybe<UrlRewriteEntityTypeEnum>;
    /** @deprecated Use `__typename` instead. */
    type_id?: Maybe<Scalars['String']['output']>;
    uid: Scalars['ID']['output'];
    upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
    url_key?: Maybe<Scalars['String']['output']>;
    url_rewrites?: Maybe<Array<Maybe<UrlRewrite>>>;
    url_suffix?: Maybe<Scalars['String']['output']>;
    /** Pack size shown on cards and the volume switch, e.g. "50 ml". */
    volume?: Maybe<Scalars['String']['output']>;
    /** The same product in other pack sizes (the volume switch). */
    volume_products?: Maybe<Array<Maybe<ProductInterface>>>;
    weight?: Maybe<Scalars['Float']['output']>;
  };

/** Defines a simple product, which is tangible and is usually sold in single units or in fixed quantities. */
export type SimpleProductReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type SimpleProductCartItemInput = {
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** An object containing the `sku`, `quantity`, and other relevant information about the product. */
  data: CartItemInput;
};

/** Contains a simple product wish list item. */
export type SimpleWishlistItem = WishlistItemInterface & {
  __typename?: 'SimpleWishlistItem';
  added_at: Scalars['String']['output'];
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  product?: Maybe<ProductInterface>;
  quantity: Scalars['Float']['output'];
};

/** A started social sign-in. */
export type SocialLoginRequest = {
  __typename?: 'SocialLoginRequest';
  /** Send the shopper here (the provider's authorization endpoint). */
  authorization_url: Scalars['String']['output'];
  /** The opaque state of this sign-in, to be matched with the provider's answer. */
  state: Scalars['String']['output'];
};

/** Indicates whether to return results in ascending or descending order. */
export type SortEnum = 'ASC' | 'DESC';

/** Defines a possible sort field. */
export type SortField = {
  __typename?: 'SortField';
  /** The label of the sort field. */
  label?: Maybe<Scalars['String']['output']>;
  /** The attribute code of the sort field. */
  value?: Maybe<Scalars['String']['output']>;
};

/** Contains a default value for sort fields and all available sort fields. */
export type SortFields = {
  __typename?: 'SortFields';
  /** The default sort field value. */
  default?: Maybe<Scalars['String']['output']>;
  /** An array of possible sort fields. */
  options?: Maybe<Array<Maybe<SortField>>>;
};

/** Contains information about a store's configuration. */
export type StoreConfig = {
  __typename?: 'StoreConfig';
  absolute_footer?: Maybe<Scalars['String']['output']>;
  /**
   * Extension: the journal is active in this store view (the storefront shows its Journal link and
   * /blog pages only then).
   */
  amblog_enabled?: Maybe<Scalars['Boolean']['output']>;
  autocomplete_on_storefront?: Maybe<Scalars['Boolean']['output']>;
  base_currency_code?: Maybe<Scalars['String']['output']>;
  base_link_url?: Maybe<Scalars['String']['output']>;
  base_media_url?: Maybe<Scalars['String']['output']>;
  base_static_url?: Maybe<Scalars['String']['output']>;
  base_url?: Maybe<Scalars['String']['output']>;
  /** Public site key for the captcha widget. */
  captcha_key?: Maybe<Scalars['String']['output']>;
  catalog_default_sort_by?: Maybe<Scalars['String']['output']>;
  category_url_suffix?: Maybe<Scalars['String']['output']>;
  cms_home_page?: Maybe<Scalars['String']['output']>;
  cms_no_cookies?: Maybe<Scalars['String']['output']>;
  cms_no_route?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `store_code` instead. */
  code?: Maybe<Scalars['String']['output']>;
  configurable_thumbnail_source?: Maybe<Scalars['String']['output']>;
  contact_enabled: Scalars['Boolean']['output'];
  copyright?: Maybe<Scalars['String']['output']>;
  customer_access_token_lifetime?: Maybe<Scalars['Float']['output']>;
  default_country?: Maybe<Scalars['String']['output']>;
  default_description?: Maybe<Scalars['String']['output']>;
  default_display_currency_code?: Maybe<Scalars['String']['output']>;
  default_keywords?: Maybe<Scalars['String']['output']>;
  default_title?: Maybe<Scalars['String']['output']>;
  demonotice?: Maybe<Scalars['Int']['output']>;
  /** Adobe Commerce: whether customers may keep several named wish lists ("1" or "0"). */
  enable_multiple_wishlists?: Maybe<Scalars['String']['output']>;
  /** Spec §3 store config `fbPixelConfig.pixelID`: the Meta pixel of the store view, or null. */
  fbPixelConfig?: Maybe<FbPixelConfig>;
  front?: Maybe<Scalars['String']['output']>;
  grid_per_page?: Maybe<Scalars['Int']['output']>;
  grid_per_page_values?: Maybe<Scalars['String']['output']>;
  head_includes?: Maybe<Scalars['String']['output']>;
  head_shortcut_icon?: Maybe<Scalars['String']['output']>;
  header_logo_src?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `store_code` instead. */
  id?: Maybe<Scalars['Int']['output']>;
  is_default_store?: Maybe<Scalars['Boolean']['output']>;
  is_default_store_group?: Maybe<Scalars['Boolean']['output']>;
  list_mode?: Maybe<Scalars['String']['output']>;
  list_per_page?: Maybe<Scalars['Int']['output']>;
  list_per_page_values?: Maybe<Scalars['String']['output']>;
  locale?: Maybe<Scalars['String']['output']>;
  logo_alt?: Maybe<Scalars['String']['output']>;
  logo_height?: Maybe<Scalars['Int']['output']>;
  logo_width?: Maybe<Scalars['Int']['output']>;
  /** Shows the loyalty programme (points, referral, birthday) when true. */
  loyalty_pwa_enabled?: Maybe<Scalars['Boolean']['output']>;
  magento_wishlist_general_is_enabled?: Maybe<Scalars['String']['output']>;
  /** Adobe Commerce: the maximum number of wish lists a customer may have. */
  maximum_number_of_wishlists?: Maybe<Scalars['String']['output']>;
  minimum_password_length?: Maybe<Scalars['String']['output']>;
  newsletter_enabled: Scalars['Boolean']['output'];
  no_route?: Maybe<Scalars['String']['output']>;
  /** Event id for the image social tag. */
  pinterest_event_id?: Maybe<Scalars['String']['output']>;
  /** Comma-separated category ids where the quiz promo block appears. */
  product_quiz_promo_categories?: Maybe<Scalars['String']['output']>;
  /** Shows the skin-quiz promo block on listed category pages. */
  product_quiz_promo_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Where the quiz promo block links to. */
  product_quiz_promo_link?: Maybe<Scalars['String']['output']>;
  product_reviews_enabled?: Maybe<Scalars['String']['output']>;
  product_url_suffix?: Maybe<Scalars['String']['output']>;
  required_character_classes_number?: Maybe<Scalars['String']['output']>;
  review_widget_instance_id?: Maybe<Scalars['String']['output']>;
  /**
   * Where the review widget's loader is loaded from (REVIEW_WIDGET_SCRIPT_URL; null: no review
   * widget), and the widget instance it renders on product pages. Spec §7 "Third-party: … review widget".
   */
  review_widget_script_url?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `root_category_uid` instead. */
  root_category_id?: Maybe<Scalars['Int']['output']>;
  root_category_uid?: Maybe<Scalars['ID']['output']>;
  secure_base_link_url?: Maybe<Scalars['String']['output']>;
  secure_base_media_url?: Maybe<Scalars['String']['output']>;
  secure_base_static_url?: Maybe<Scalars['String']['output']>;
  secure_base_url?: Maybe<Scalars['String']['output']>;
  shade_finder_brand?: Maybe<Scalars['String']['output']>;
  shade_finder_client_id?: Maybe<Scalars['String']['output']>;
  /** Virtual try-on / shade finder switch and its client settings. */
  shade_finder_enabled?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Where the shade finder / virtual try-on SDK is loaded from (deployment setting
   * SHADE_FINDER_SCRIPT_URL; null: the shade finder is off). Spec §1, §7 "a makeup-matching widget".
   */
  shade_finder_script_url?: Maybe<Scalars['String']['output']>;
  show_cms_breadcrumbs?: Maybe<Scalars['Int']['output']>;
  store_code?: Maybe<Scalars['ID']['output']>;
  store_group_code?: Maybe<Scalars['ID']['output']>;
  store_group_name?: Maybe<Scalars['String']['output']>;
  store_name?: Maybe<Scalars['String']['output']>;
  store_sort_order?: Maybe<Scalars['Int']['output']>;
  timezone?: Maybe<Scalars['String']['output']>;
  title_prefix?: Maybe<Scalars['String']['output']>;
  title_separator?: Maybe<Scalars['String']['output']>;
  title_suffix?: Maybe<Scalars['String']['output']>;
  use_store_in_url?: Maybe<Scalars['Boolean']['output']>;
  website_code?: Maybe<Scalars['ID']['output']>;
  /** @deprecated The field should not be used on the storefront. */
  website_id?: Maybe<Scalars['Int']['output']>;
  website_name?: Maybe<Scalars['String']['output']>;
  weight_unit?: Maybe<Scalars['String']['output']>;
  welcome?: Maybe<Scalars['String']['output']>;
};

export type SubmitProductQuizInput = {
  answers: Array<ProductQuizAnswerInput>;
  email: Scalars['String']['input'];
  quiz_id: Scalars['Int']['input'];
  /** The shopper agreed to the terms / privacy policy (required). */
  terms_accepted: Scalars['Boolean']['input'];
};

export type SubmitProductQuizOutput = {
  __typename?: 'SubmitProductQuizOutput';
  /** True when the results e-mail was queued for sending. */
  email_queued: Scalars['Boolean']['output'];
  /** The routine, one product per step, in routine order. */
  recommendations: Array<ProductQuizRecommendation>;
  submission_id: Scalars['ID']['output'];
};

/** Contains the result of the `subscribeEmailToNewsletter` operation. */
export type SubscribeEmailToNewsletterOutput = {
  __typename?: 'SubscribeEmailToNewsletterOutput';
  /** The status of the subscription request. */
  status?: Maybe<SubscriptionStatusesEnum>;
};

/** Indicates the status of the request. */
export type SubscriptionStatusesEnum = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNCONFIRMED' | 'UNSUBSCRIBED';

export type SwatchDataInterface = {
  /** The value can be represented as color (HEX code), image link, or text. */
  value?: Maybe<Scalars['String']['output']>;
};

export type TaxItem = {
  __typename?: 'TaxItem';
  amount: Money;
  rate: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type TextSwatchData = SwatchDataInterface & {
  __typename?: 'TextSwatchData';
  value?: Maybe<Scalars['String']['output']>;
};

/** A recorded tracking event: the pixel it belongs to (null when no pixel is configured) and its id. */
export type TrackingEventOutput = {
  __typename?: 'TrackingEventOutput';
  eventId: Scalars['String']['output'];
  pixelID?: Maybe<Scalars['String']['output']>;
};

export type UpdateCartItemsInput = {
  cart_id: Scalars['String']['input'];
  cart_items: Array<InputMaybe<CartItemUpdateInput>>;
};

export type UpdateCartItemsOutput = {
  __typename?: 'UpdateCartItemsOutput';
  cart: Cart;
  errors: Array<Maybe<CartUserInputError>>;
};

/** Contains the customer's wish list and any errors encountered. */
export type UpdateProductsInWishlistOutput = {
  __typename?: 'UpdateProductsInWishlistOutput';
  user_errors: Array<Maybe<WishListUserInputError>>;
  wishlist: Wishlist;
};

/** Contains the name and visibility of an updated wish list (Adobe Commerce). */
export type UpdateWishlistOutput = {
  __typename?: 'UpdateWishlistOutput';
  name: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  visibility: WishlistVisibilityEnum;
};

/** Contains URL rewrite details. */
export type UrlRewrite = {
  __typename?: 'UrlRewrite';
  /** An array of request parameters. */
  parameters?: Maybe<Array<Maybe<HttpQueryParameter>>>;
  /** The request URL. */
  url?: Maybe<Scalars['String']['output']>;
};

/** This enumeration defines the entity type. */
export type UrlRewriteEntityTypeEnum =
  'AMBLOG_CATEGORY' | 'AMBLOG_POST' | 'CATEGORY' | 'CMS_PAGE' | 'PRODUCT';

/** Result of validating a cart before checkout. */
export type ValidateCartOutput = {
  __typename?: 'ValidateCartOutput';
  cart?: Maybe<Cart>;
  errors: Array<CartUserInputError>;
  /** False when any item is out of stock or exceeds the available quantity (checkout is blocked). */
  valid: Scalars['Boolean']['output'];
};

/** Contains required input for payment methods with Vault support. */
export type VaultTokenInput = {
  /** The public hash of the payment token. */
  public_hash: Scalars['String']['input'];
};

/** An error encountered while performing operations with WishList. */
export type WishListUserInputError = {
  __typename?: 'WishListUserInputError';
  /** A wish list-specific error code. */
  code: WishListUserInputErrorType;
  /** A localized error message. */
  message: Scalars['String']['output'];
};

/** A list of possible error types. */
export type WishListUserInputErrorType = 'PRODUCT_NOT_FOUND' | 'UNDEFINED';

/** Contains a customer wish list. */
export type Wishlist = {
  __typename?: 'Wishlist';
  /** The unique ID for a `Wishlist` object. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The number of items in the wish list. */
  items_count?: Maybe<Scalars['Int']['output']>;
  /** An array of items in the customer's wish list. */
  items_v2?: Maybe<WishlistItems>;
  /** The name of the wish list (Adobe Commerce). */
  name?: Maybe<Scalars['String']['output']>;
  /** An encrypted code that Magento uses to link to the wish list. */
  sharing_code?: Maybe<Scalars['String']['output']>;
  /** The time of the last modification to the wish list. */
  updated_at?: Maybe<Scalars['String']['output']>;
  /** Indicates whether the wish list is public or private (Adobe Commerce). */
  visibility: WishlistVisibilityEnum;
};

/** Contains a customer wish list. */
export type WishlistItems_V2Args = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Contains details about errors encountered when a customer added wish list items to the cart. */
export type WishlistCartUserInputError = {
  __typename?: 'WishlistCartUserInputError';
  code: WishlistCartUserInputErrorType;
  message: Scalars['String']['output'];
  wishlistId: Scalars['ID']['output'];
  wishlistItemId: Scalars['ID']['output'];
};

/** A list of possible error types. */
export type WishlistCartUserInputErrorType =
  'INSUFFICIENT_STOCK' | 'NOT_SALABLE' | 'PRODUCT_NOT_FOUND' | 'UNDEFINED';

/** Specifies the IDs of items to copy and their quantities (Adobe Commerce). */
export type WishlistItemCopyInput = {
  quantity?: InputMaybe<Scalars['Float']['input']>;
  wishlist_item_id: Scalars['ID']['input'];
};

/** Defines the items to add to a wish list. */
export type WishlistItemInput = {
  /** An array of options that the customer entered. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** For complex product types, the SKU of the parent product. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** The amount or number of items to add. */
  quantity: Scalars['Float']['input'];
  /** An array of strings corresponding to options the customer selected. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** The SKU of the product to add. For complex product types, specify the child product SKU. */
  sku: Scalars['String']['input'];
};

/** The interface for wish list items. */
export type WishlistItemInterface = {
  /** The date and time the item was added to the wish list. */
  added_at: Scalars['String']['output'];
  /** Custom options selected for the wish list item. */
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  /** The description of the item. */
  description?: Maybe<Scalars['String']['output']>;
  /** The unique ID for a `WishlistItemInterface` object. */
  id: Scalars['ID']['output'];
  /** Product details of the wish list item. */
  product?: Maybe<ProductInterface>;
  /** The quantity of this wish list item. */
  quantity: Scalars['Float']['output'];
};

/** Specifies the IDs of the items to move and their quantities (Adobe Commerce). */
export type WishlistItemMoveInput = {
  quantity?: InputMaybe<Scalars['Float']['input']>;
  wishlist_item_id: Scalars['ID']['input'];
};

/** Defines updates to items in a wish list. */
export type WishlistItemUpdateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  wishlist_item_id: Scalars['ID']['input'];
};

/** Contains an array of items in a wish list. */
export type WishlistItems = {
  __typename?: 'WishlistItems';
  /** A list of items in the wish list. */
  items: Array<Maybe<WishlistItemInterface>>;
  /** Contains pagination metadata. */
  page_info?: Maybe<SearchResultPageInfo>;
};

/** Defines the wish list visibility types (Adobe Commerce). */
export type WishlistVisibilityEnum = 'PRIVATE' | 'PUBLIC';

export type CreateEmptyCartInput = {
  /** The ID to assign to the cart. */
  cart_id?: InputMaybe<Scalars['String']['input']>;
};

/** One possible value for a given Enum. Enum values are unique values, not a placeholder for a string or numeric value. However an Enum value is returned in a JSON response as a string. */
export type __EnumValue = {
  __typename?: '__EnumValue';
  name: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  isDeprecated: Scalars['Boolean']['output'];
  deprecationReason?: Maybe<Scalars['String']['output']>;
};

/** Object and Interface types are described by a list of Fields, each of which has a name, potentially a list of arguments, and a return type. */
export type __Field = {
  __typename?: '__Field';
  name: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  args: Array<__InputValue>;
  type: __Type;
  isDeprecated: Scalars['Boolean']['output'];
  deprecationReason?: Maybe<Scalars['String']['output']>;
};

/** Object and Interface types are described by a list of Fields, each of which has a name, potentially a list of arguments, and a return type. */
export type __FieldArgsArgs = {
  includeDeprecated?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Arguments provided to Fields or Directives and the input fields of an InputObject are represented as Input Values which describe their type and optionally a default value. */
export type __InputValue = {
  __typename?: '__InputValue';
  name: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  type: __Type;
  /** A GraphQL-formatted string representing the default value for this input value. */
  defaultValue?: Maybe<Scalars['String']['output']>;
  isDeprecated: Scalars['Boolean']['output'];
  deprecationReason?: Maybe<Scalars['String']['output']>;
};

/**
 * The fundamental unit of any GraphQL Schema is the type. There are many kinds of types in GraphQL as represented by the `__TypeKind` enum.
 *
 * Depending on the kind of a type, certain fields describe information about that type. Scalar types provide no information beyond a name, description and optional `specifiedByURL`, while Enum types provide their values. Object and Interface types provide the fields they describe. Abstract types, Union and Interface, provide the Object types possible at runtime. List and NonNull types compose other types.
 */
export type __Type = {
  __typename?: '__Type';
  kind: __TypeKind;
  name?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  specifiedByURL?: Maybe<Scalars['String']['output']>;
  fields?: Maybe<Array<__Field>>;
  interfaces?: Maybe<Array<__Type>>;
  possibleTypes?: Maybe<Array<__Type>>;
  enumValues?: Maybe<Array<__EnumValue>>;
  inputFields?: Maybe<Array<__InputValue>>;
  ofType?: Maybe<__Type>;
  isOneOf?: Maybe<Scalars['Boolean']['output']>;
};

/**
 * The fundamental unit of any GraphQL Schema is the type. There are many kinds of types in GraphQL as represented by the `__TypeKind` enum.
 *
 * Depending on the kind of a type, certain fields describe information about that type. Scalar types provide no information beyond a name, description and optional `specifiedByURL`, while Enum types provide their values. Object and Interface types provide the fields they describe. Abstract types, Union and Interface, provide the Object types possible at runtime. List and NonNull types compose other types.
 */
export type __TypeFieldsArgs = {
  includeDeprecated?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * The fundamental unit of any GraphQL Schema is the type. There are many kinds of types in GraphQL as represented by the `__TypeKind` enum.
 *
 * Depending on the kind of a type, certain fields describe information about that type. Scalar types provide no information beyond a name, description and optional `specifiedByURL`, while Enum types provide their values. Object and Interface types provide the fields they describe. Abstract types, Union and Interface, provide the Object types possible at runtime. List and NonNull types compose other types.
 */
export type __TypeEnumValuesArgs = {
  includeDeprecated?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * The fundamental unit of any GraphQL Schema is the type. There are many kinds of types in GraphQL as represented by the `__TypeKind` enum.
 *
 * Depending on the kind of a type, certain fields describe information about that type. Scalar types provide no information beyond a name, description and optional `specifiedByURL`, while Enum types provide their values. Object and Interface types provide the fields they describe. Abstract types, Union and Interface, provide the Object types possible at runtime. List and NonNull types compose other types.
 */
export type __TypeInputFieldsArgs = {
  includeDeprecated?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An enum describing what kind of type a given `__Type` is. */
export type __TypeKind =
  /** Indicates this type is a scalar. */
  | 'SCALAR'
  /** Indicates this type is an object. `fields` and `interfaces` are valid fields. */
  | 'OBJECT'
  /** Indicates this type is an interface. `fields`, `interfaces`, and `possibleTypes` are valid fields. */
  | 'INTERFACE'
  /** Indicates this type is a union. `possibleTypes` is a valid field. */
  | 'UNION'
  /** Indicates this type is an enum. `enumValues` is a valid field. */
  | 'ENUM'
  /** Indicates this type is an input object. `inputFields` is a valid field. */
  | 'INPUT_OBJECT'
  /** Indicates this type is a list. `ofType` is a valid field. */
  | 'LIST'
  /** Indicates this type is a non-null. `ofType` is a valid field. */
  | 'NON_NULL';

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (parent: TParent, context: TContext, info: GraphQLResolveInfo) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  AggregationOptionInterface: AggregationOption;
  CartAddressInterface:
    | BillingCartAddress
    | (Omit<
        ShippingCartAddress,
        'available_shipping_methods' | 'cart_items_v2' | 'selected_shipping_method'
      > & {
        available_shipping_methods?: Maybe<Array<Maybe<_RefType['AvailableShippingMethod']>>>;
        cart_items_v2?: Maybe<Array<Maybe<_RefType['CartItemInterface']>>>;
        selected_shipping_method?: Maybe<_RefType['SelectedShippingMethod']>;
      });
  CartItemInterface: CartItemModel | CartItemModel | CartItemModel;
  CategoryInterface: RoutedCategory;
  CustomizableOptionInterface: CustomizableAreaOption | CustomizableFieldOption;
  Error: CartUserInputError;
  MediaGalleryInterface: ProductImage;
  OrderItemInterface: OrderItemModel;
  PhysicalProductInterface: RoutedProduct | RoutedProduct | RoutedProduct;
  ProductInterface: RoutedProduct | RoutedProduct | RoutedProduct;
  RoutableInterface:
    | BlogCategoryModel
    | BlogPostModel
    | RoutedCategory
    | RoutedCmsPage
    | RoutedProduct
    | RoutedProduct
    | RoutedProduct;
  SwatchDataInterface: SwatchModel | SwatchModel | SwatchModel;
  WishlistItemInterface:
    | (Omit<ConfigurableWishlistItem, 'configured_variant' | 'product'> & {
        configured_variant?: Maybe<_RefType['ProductInterface']>;
        product?: Maybe<_RefType['ProductInterface']>;
      })
    | (Omit<SimpleWishlistItem, 'product'> & { product?: Maybe<_RefType['ProductInterface']> });
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddConfigurableProductsToCartInput: AddConfigurableProductsToCartInput;
  AddConfigurableProductsToCartOutput: ResolverTypeWrapper<
    Omit<AddConfigurableProductsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  AddProductsToCartOutput: ResolverTypeWrapper<
    Omit<AddProductsToCartOutput, 'cart' | 'user_errors'> & {
      cart: ResolversTypes['Cart'];
      user_errors: Array<Maybe<ResolversTypes['Error']>>;
    }
  >;
  AddProductsToWishlistOutput: ResolverTypeWrapper<
    Omit<AddProductsToWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }
  >;
  AddSimpleProductsToCartInput: AddSimpleProductsToCartInput;
  AddSimpleProductsToCartOutput: ResolverTypeWrapper<
    Omit<AddSimpleProductsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  AddWishlistItemsToCartOutput: ResolverTypeWrapper<
    Omit<AddWishlistItemsToCartOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }
  >;
  Aggregation: ResolverTypeWrapper<Aggregation>;
  AggregationOption: ResolverTypeWrapper<AggregationOption>;
  AggregationOptionInterface: ResolverTypeWrapper<
    ResolversInterfaceTypes<ResolversTypes>['AggregationOptionInterface']
  >;
  AggregationsCategoryFilterInput: AggregationsCategoryFilterInput;
  AggregationsFilterInput: AggregationsFilterInput;
  AmBlogAuthor: ResolverTypeWrapper<BlogAuthorModel>;
  AmBlogAuthors: ResolverTypeWrapper<
    Omit<AmBlogAuthors, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['AmBlogAuthor']>>> }
  >;
  AmBlogCategories: ResolverTypeWrapper<
    Omit<AmBlogCategories, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['AmBlogCategory']>>> }
  >;
  AmBlogCategory: ResolverTypeWrapper<BlogCategoryModel>;
  AmBlogComment: ResolverTypeWrapper<BlogCommentModel>;
  AmBlogComments: ResolverTypeWrapper<
    Omit<AmBlogComments, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['AmBlogComment']>>> }
  >;
  AmBlogLeaveCommentInput: AmBlogLeaveCommentInput;
  AmBlogLeaveCommentOutput: ResolverTypeWrapper<
    Omit<AmBlogLeaveCommentOutput, 'comment'> & { comment?: Maybe<ResolversTypes['AmBlogComment']> }
  >;
  AmBlogPageType: AmBlogPageType;
  AmBlogPost: ResolverTypeWrapper<BlogPostModel>;
  AmBlogPostTranslation: ResolverTypeWrapper<AmBlogPostTranslation>;
  AmBlogPosts: ResolverTypeWrapper<
    Omit<AmBlogPosts, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['AmBlogPost']>>> }
  >;
  AmBlogTag: ResolverTypeWrapper<AmBlogTag>;
  AmBlogTags: ResolverTypeWrapper<AmBlogTags>;
  AmLabel: ResolverTypeWrapper<AmLabel>;
  AmLabelSetting: ResolverTypeWrapper<AmLabelSetting>;
  AmSocialLoginButton: ResolverTypeWrapper<AmSocialLoginButton>;
  AppliedCoupon: ResolverTypeWrapper<AppliedCoupon>;
  AppliedGiftCard: ResolverTypeWrapper<
    Omit<AppliedGiftCard, 'applied_balance' | 'current_balance'> & {
      applied_balance?: Maybe<ResolversTypes['Money']>;
      current_balance?: Maybe<ResolversTypes['Money']>;
    }
  >;
  ApplyCouponToCartInput: ApplyCouponToCartInput;
  ApplyCouponToCartOutput: ResolverTypeWrapper<
    Omit<ApplyCouponToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  ApplyGiftCardToCartInput: ApplyGiftCardToCartInput;
  ApplyGiftCardToCartOutput: ResolverTypeWrapper<
    Omit<ApplyGiftCardToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  ApplyGiftCardToOrder: ResolverTypeWrapper<
    Omit<ApplyGiftCardToOrder, 'applied_balance'> & { applied_balance: ResolversTypes['Money'] }
  >;
  ApplyRewardPointsToCartOutput: ResolverTypeWrapper<
    Omit<ApplyRewardPointsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  AuroraCcInput: AuroraCcInput;
  AvailablePaymentMethod: ResolverTypeWrapper<AvailablePaymentMethod>;
  AvailableShippingMethod: ResolverTypeWrapper<
    Omit<AvailableShippingMethod, 'amount' | 'price_excl_tax' | 'price_incl_tax'> & {
      amount: ResolversTypes['Money'];
      price_excl_tax: ResolversTypes['Money'];
      price_incl_tax: ResolversTypes['Money'];
    }
  >;
  AwinCommissionGroupOutput: ResolverTypeWrapper<AwinCommissionGroupOutput>;
  BillingAddressInput: BillingAddressInput;
  BillingCartAddress: ResolverTypeWrapper<BillingCartAddress>;
  BlacklistData: ResolverTypeWrapper<BlacklistData>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  BusinessInquiryInput: BusinessInquiryInput;
  BusinessInquiryOutput: ResolverTypeWrapper<BusinessInquiryOutput>;
  Cart: ResolverTypeWrapper<CartModel>;
  CartAddressCountry: ResolverTypeWrapper<CartAddressCountry>;
  CartAddressInput: CartAddressInput;
  CartAddressInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CartAddressInterface']>;
  CartAddressRegion: ResolverTypeWrapper<CartAddressRegion>;
  CartDiscount: ResolverTypeWrapper<Omit<CartDiscount, 'amount'> & { amount: ResolversTypes['Money'] }>;
  CartDiscountType: CartDiscountType;
  CartItemError: ResolverTypeWrapper<CartItemError>;
  CartItemErrorType: CartItemErrorType;
  CartItemInput: CartItemInput;
  CartItemInterface: ResolverTypeWrapper<CartItemModel>;
  CartItemPrices: ResolverTypeWrapper<
    Omit<
      CartItemPrices,
      | 'discounts'
      | 'price'
      | 'price_including_tax'
      | 'row_total'
      | 'row_total_including_tax'
      | 'total_item_discount'
    > & {
      discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>>;
      price: ResolversTypes['Money'];
      price_including_tax: ResolversTypes['Money'];
      row_total: ResolversTypes['Money'];
      row_total_including_tax: ResolversTypes['Money'];
      total_item_discount?: Maybe<ResolversTypes['Money']>;
    }
  >;
  CartItemUpdateInput: CartItemUpdateInput;
  CartItems: ResolverTypeWrapper<
    Omit<CartItems, 'items'> & { items: Array<Maybe<ResolversTypes['CartItemInterface']>> }
  >;
  CartPrices: ResolverTypeWrapper<
    Omit<
      CartPrices,
      | 'applied_taxes'
      | 'discount'
      | 'discounts'
      | 'free_shipping_qualifier'
      | 'grand_total'
      | 'subtotal_excluding_tax'
      | 'subtotal_including_tax'
      | 'subtotal_with_discount_excluding_tax'
    > & {
      applied_taxes?: Maybe<Array<Maybe<ResolversTypes['CartTaxItem']>>>;
      discount?: Maybe<ResolversTypes['CartDiscount']>;
      discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>>;
      free_shipping_qualifier?: Maybe<ResolversTypes['FreeShippingQualifier']>;
      grand_total?: Maybe<ResolversTypes['Money']>;
      subtotal_excluding_tax?: Maybe<ResolversTypes['Money']>;
      subtotal_including_tax?: Maybe<ResolversTypes['Money']>;
      subtotal_with_discount_excluding_tax?: Maybe<ResolversTypes['Money']>;
    }
  >;
  CartTaxItem: ResolverTypeWrapper<Omit<CartTaxItem, 'amount'> & { amount: ResolversTypes['Money'] }>;
  CartUserInputError: ResolverTypeWrapper<CartUserInputError>;
  CartUserInputErrorType: CartUserInputErrorType;
  CategoryFilterInput: CategoryFilterInput;
  CategoryInterface: ResolverTypeWrapper<RoutedCategory>;
  CategoryProducts: ResolverTypeWrapper<
    Omit<CategoryProducts, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>> }
  >;
  CategoryResult: ResolverTypeWrapper<
    Omit<CategoryResult, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>> }
  >;
  CategoryTree: ResolverTypeWrapper<RoutedCategory>;
  CheckoutAgreement: ResolverTypeWrapper<CheckoutAgreement>;
  CheckoutAgreementMode: CheckoutAgreementMode;
  CheckoutUserInputError: ResolverTypeWrapper<CheckoutUserInputError>;
  CheckoutUserInputErrorCodes: CheckoutUserInputErrorCodes;
  ChildProduct: ResolverTypeWrapper<
    Omit<ChildProduct, 'product' | 'swatch'> & {
      product?: Maybe<ResolversTypes['SimpleProduct']>;
      swatch?: Maybe<ResolversTypes['SwatchDataInterface']>;
    }
  >;
  CmsBlock: ResolverTypeWrapper<CmsBlock>;
  CmsBlocks: ResolverTypeWrapper<CmsBlocks>;
  CmsPage: ResolverTypeWrapper<RoutedCmsPage>;
  ColorSwatchData: ResolverTypeWrapper<SwatchModel>;
  ComplexTextValue: ResolverTypeWrapper<ComplexTextValue>;
  ConfigurableAttributeOption: ResolverTypeWrapper<ConfigurableAttributeOption>;
  ConfigurableCartItem: ResolverTypeWrapper<CartItemModel>;
  ConfigurableProduct: ResolverTypeWrapper<RoutedProduct>;
  ConfigurableProductCartItemInput: ConfigurableProductCartItemInput;
  ConfigurableProductOptions: ResolverTypeWrapper<
    Omit<ConfigurableProductOptions, 'values'> & {
      values?: Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptionsValues']>>>;
    }
  >;
  ConfigurableProductOptionsValues: ResolverTypeWrapper<
    Omit<ConfigurableProductOptionsValues, 'swatch_data'> & {
      swatch_data?: Maybe<ResolversTypes['SwatchDataInterface']>;
    }
  >;
  ConfigurableVariant: ResolverTypeWrapper<
    Omit<ConfigurableVariant, 'attributes' | 'product'> & {
      attributes?: Maybe<Array<Maybe<ResolversTypes['ConfigurableAttributeOption']>>>;
      product?: Maybe<ResolversTypes['SimpleProduct']>;
    }
  >;
  ConfigurableWishlistItem: ResolverTypeWrapper<
    Omit<ConfigurableWishlistItem, 'configured_variant' | 'product'> & {
      configured_variant?: Maybe<ResolversTypes['ProductInterface']>;
      product?: Maybe<ResolversTypes['ProductInterface']>;
    }
  >;
  ConfirmLocalPaymentInput: ConfirmLocalPaymentInput;
  ConfirmLocalPaymentOutput: ResolverTypeWrapper<
    Omit<ConfirmLocalPaymentOutput, 'order'> & { order?: Maybe<ResolversTypes['CustomerOrder']> }
  >;
  ContactUsInput: ContactUsInput;
  ContactUsOutput: ResolverTypeWrapper<ContactUsOutput>;
  CopyProductsBetweenWishlistsOutput: ResolverTypeWrapper<
    Omit<CopyProductsBetweenWishlistsOutput, 'destination_wishlist' | 'source_wishlist'> & {
      destination_wishlist: ResolversTypes['Wishlist'];
      source_wishlist: ResolversTypes['Wishlist'];
    }
  >;
  Country: ResolverTypeWrapper<Country>;
  CountryCodeEnum: CountryCodeEnum;
  CreateGuestCartInput: CreateGuestCartInput;
  CreateGuestCartOutput: ResolverTypeWrapper<
    Omit<CreateGuestCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }
  >;
  CreateProductReviewInput: CreateProductReviewInput;
  CreateProductReviewOutput: ResolverTypeWrapper<
    Omit<CreateProductReviewOutput, 'review'> & { review: ResolversTypes['ProductReview'] }
  >;
  CreateWishlistInput: CreateWishlistInput;
  CreateWishlistOutput: ResolverTypeWrapper<
    Omit<CreateWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }
  >;
  CurrencyEnum: CurrencyEnum;
  Customer: ResolverTypeWrapper<
    Omit<Customer, 'orders' | 'reviews' | 'reward_points' | 'wishlist_v2' | 'wishlists'> & {
      orders?: Maybe<ResolversTypes['CustomerOrders']>;
      reviews: ResolversTypes['ProductReviews'];
      reward_points?: Maybe<ResolversTypes['RewardPoints']>;
      wishlist_v2?: Maybe<ResolversTypes['Wishlist']>;
      wishlists: Array<Maybe<ResolversTypes['Wishlist']>>;
    }
  >;
  CustomerAddress: ResolverTypeWrapper<CustomerAddress>;
  CustomerAddressInput: CustomerAddressInput;
  CustomerAddressRegion: ResolverTypeWrapper<CustomerAddressRegion>;
  CustomerAddressRegionInput: CustomerAddressRegionInput;
  CustomerCommunicationPreferences: ResolverTypeWrapper<CustomerCommunicationPreferences>;
  CustomerCommunicationPreferencesInput: CustomerCommunicationPreferencesInput;
  CustomerCreateInput: CustomerCreateInput;
  CustomerOrder: ResolverTypeWrapper<
    Omit<
      CustomerOrder,
      | 'applied_coupons'
      | 'applied_gift_cards'
      | 'billing_address'
      | 'items'
      | 'shipping_address'
      | 'subtotal_excl_tax'
      | 'total'
    > & {
      applied_coupons: Array<Maybe<ResolversTypes['AppliedCoupon']>>;
      applied_gift_cards?: Maybe<Array<Maybe<ResolversTypes['ApplyGiftCardToOrder']>>>;
      billing_address?: Maybe<ResolversTypes['OrderAddress']>;
      items?: Maybe<Array<Maybe<ResolversTypes['OrderItemInterface']>>>;
      shipping_address?: Maybe<ResolversTypes['OrderAddress']>;
      subtotal_excl_tax?: Maybe<ResolversTypes['Money']>;
      total?: Maybe<ResolversTypes['OrderTotal']>;
    }
  >;
  CustomerOrderSortInput: CustomerOrderSortInput;
  CustomerOrderSortableField: CustomerOrderSortableField;
  CustomerOrders: ResolverTypeWrapper<
    Omit<CustomerOrders, 'items'> & { items: Array<Maybe<ResolversTypes['CustomerOrder']>> }
  >;
  CustomerOrdersFilterInput: CustomerOrdersFilterInput;
  CustomerOutput: ResolverTypeWrapper<
    Omit<CustomerOutput, 'customer'> & { customer: ResolversTypes['Customer'] }
  >;
  CustomerPaymentTokens: ResolverTypeWrapper<CustomerPaymentTokens>;
  CustomerReferral: ResolverTypeWrapper<CustomerReferral>;
  CustomerToken: ResolverTypeWrapper<CustomerToken>;
  CustomerUpdateInput: CustomerUpdateInput;
  CustomizableAreaOption: ResolverTypeWrapper<CustomizableAreaOption>;
  CustomizableAreaValue: ResolverTypeWrapper<CustomizableAreaValue>;
  CustomizableFieldOption: ResolverTypeWrapper<CustomizableFieldOption>;
  CustomizableFieldValue: ResolverTypeWrapper<CustomizableFieldValue>;
  CustomizableOptionInput: CustomizableOptionInput;
  CustomizableOptionInterface: ResolverTypeWrapper<
    ResolversInterfaceTypes<ResolversTypes>['CustomizableOptionInterface']
  >;
  DeletePaymentTokenOutput: ResolverTypeWrapper<DeletePaymentTokenOutput>;
  DeleteWishlistOutput: ResolverTypeWrapper<
    Omit<DeleteWishlistOutput, 'wishlists'> & { wishlists: Array<Maybe<ResolversTypes['Wishlist']>> }
  >;
  Discount: ResolverTypeWrapper<
    Omit<Discount, 'amount' | 'coupon'> & {
      amount: ResolversTypes['Money'];
      coupon?: Maybe<ResolversTypes['AppliedCoupon']>;
    }
  >;
  EnteredOptionInput: EnteredOptionInput;
  EntityUrl: ResolverTypeWrapper<EntityUrl>;
  Error: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Error']>;
  FbPixelConfig: ResolverTypeWrapper<FbPixelConfig>;
  FilterEqualTypeInput: FilterEqualTypeInput;
  FilterMatchTypeEnum: FilterMatchTypeEnum;
  FilterMatchTypeInput: FilterMatchTypeInput;
  FilterRangeTypeInput: FilterRangeTypeInput;
  FilterStringTypeInput: FilterStringTypeInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FreeShippingQualifier: ResolverTypeWrapper<
    Omit<FreeShippingQualifier, 'amount' | 'threshold'> & {
      amount: ResolversTypes['Money'];
      threshold: ResolversTypes['Money'];
    }
  >;
  GiftCardAccount: ResolverTypeWrapper<
    Omit<GiftCardAccount, 'balance'> & { balance?: Maybe<ResolversTypes['Money']> }
  >;
  GiftCardAccountInput: GiftCardAccountInput;
  GiftCardAmounts: ResolverTypeWrapper<GiftCardAmounts>;
  GiftCardCartItem: ResolverTypeWrapper<CartItemModel>;
  GiftCardProduct: ResolverTypeWrapper<RoutedProduct>;
  GiftCardTypeEnum: GiftCardTypeEnum;
  GiftProgress: ResolverTypeWrapper<
    Omit<GiftProgress, 'current' | 'stages'> & {
      current: ResolversTypes['Money'];
      stages: Array<ResolversTypes['GiftProgressStage']>;
    }
  >;
  GiftProgressStage: ResolverTypeWrapper<
    Omit<GiftProgressStage, 'remaining' | 'threshold'> & {
      remaining: ResolversTypes['Money'];
      threshold: ResolversTypes['Money'];
    }
  >;
  GiftProgressStageCode: GiftProgressStageCode;
  GuestOrderInformationInput: GuestOrderInformationInput;
  Hreflang: ResolverTypeWrapper<Hreflang>;
  HttpQueryParameter: ResolverTypeWrapper<HttpQueryParameter>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageSwatchData: ResolverTypeWrapper<SwatchModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IsEmailAvailableOutput: ResolverTypeWrapper<IsEmailAvailableOutput>;
  KeyValue: ResolverTypeWrapper<KeyValue>;
  LocalPaymentResult: LocalPaymentResult;
  LogRocketTracking: ResolverTypeWrapper<LogRocketTracking>;
  LoyaltyCoupon: ResolverTypeWrapper<LoyaltyCoupon>;
  LoyaltyCouponKind: LoyaltyCouponKind;
  MediaGalleryInterface: ResolverTypeWrapper<
    ResolversInterfaceTypes<ResolversTypes>['MediaGalleryInterface']
  >;
  Menu: ResolverTypeWrapper<
    Omit<Menu, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['MenuItem']>>> }
  >;
  MenuItem: ResolverTypeWrapper<MenuItemRow>;
  Money: ResolverTypeWrapper<MoneyModel>;
  MoveProductsBetweenWishlistsOutput: ResolverTypeWrapper<
    Omit<MoveProductsBetweenWishlistsOutput, 'destination_wishlist' | 'source_wishlist'> & {
      destination_wishlist: ResolversTypes['Wishlist'];
      source_wishlist: ResolversTypes['Wishlist'];
    }
  >;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<Order>;
  OrderAddress: ResolverTypeWrapper<CartAddress>;
  OrderItem: ResolverTypeWrapper<OrderItemModel>;
  OrderItemInterface: ResolverTypeWrapper<OrderItemModel>;
  OrderItemOption: ResolverTypeWrapper<OrderItemOption>;
  OrderItemPrices: ResolverTypeWrapper<
    Omit<
      OrderItemPrices,
      'price' | 'price_including_tax' | 'row_total' | 'row_total_including_tax' | 'total_item_discount'
    > & {
      price: ResolversTypes['Money'];
      price_including_tax: ResolversTypes['Money'];
      row_total: ResolversTypes['Money'];
      row_total_including_tax: ResolversTypes['Money'];
      total_item_discount: ResolversTypes['Money'];
    }
  >;
  OrderPaymentMethod: ResolverTypeWrapper<OrderPaymentMethod>;
  OrderTotal: ResolverTypeWrapper<
    Omit<
      OrderTotal,
      | 'base_grand_total'
      | 'discounts'
      | 'grand_total'
      | 'shipping_handling'
      | 'subtotal'
      | 'subtotal_excl_tax'
      | 'subtotal_incl_tax'
      | 'taxes'
      | 'total_shipping'
      | 'total_tax'
    > & {
      base_grand_total: ResolversTypes['Money'];
      discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>>;
      grand_total: ResolversTypes['Money'];
      shipping_handling?: Maybe<ResolversTypes['ShippingHandling']>;
      subtotal: ResolversTypes['Money'];
      subtotal_excl_tax: ResolversTypes['Money'];
      subtotal_incl_tax: ResolversTypes['Money'];
      taxes?: Maybe<Array<Maybe<ResolversTypes['TaxItem']>>>;
      total_shipping: ResolversTypes['Money'];
      total_tax: ResolversTypes['Money'];
    }
  >;
  PaymentMethodInput: PaymentMethodInput;
  PaymentToken: ResolverTypeWrapper<PaymentToken>;
  PaymentTokenTypeEnum: PaymentTokenTypeEnum;
  PhysicalProductInterface: ResolverTypeWrapper<RoutedProduct>;
  PlaceOrderError: ResolverTypeWrapper<PlaceOrderError>;
  PlaceOrderErrorCodes: PlaceOrderErrorCodes;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderOutput: ResolverTypeWrapper<
    Omit<PlaceOrderOutput, 'orderV2'> & { orderV2?: Maybe<ResolversTypes['CustomerOrder']> }
  >;
  Price: ResolverTypeWrapper<
    Omit<Price, 'adjustments' | 'amount'> & {
      adjustments?: Maybe<Array<Maybe<ResolversTypes['PriceAdjustment']>>>;
      amount?: Maybe<ResolversTypes['Money']>;
    }
  >;
  PriceAdjustment: ResolverTypeWrapper<
    Omit<PriceAdjustment, 'amount'> & { amount?: Maybe<ResolversTypes['Money']> }
  >;
  PriceAdjustmentCodesEnum: PriceAdjustmentCodesEnum;
  PriceAdjustmentDescriptionEnum: PriceAdjustmentDescriptionEnum;
  PriceRange: ResolverTypeWrapper<
    Omit<PriceRange, 'maximum_price' | 'minimum_price'> & {
      maximum_price?: Maybe<ResolversTypes['ProductPrice']>;
      minimum_price: ResolversTypes['ProductPrice'];
    }
  >;
  PriceTypeEnum: PriceTypeEnum;
  ProApplicationStatus: ProApplicationStatus;
  ProCustomerApplicationInput: ProCustomerApplicationInput;
  ProCustomerApplicationOutput: ResolverTypeWrapper<ProCustomerApplicationOutput>;
  ProOccupation: ProOccupation;
  ProductAlertStockInput: ProductAlertStockInput;
  ProductAlertStockOutput: ResolverTypeWrapper<ProductAlertStockOutput>;
  ProductAttributeFilterInput: ProductAttributeFilterInput;
  ProductAttributeSortInput: ProductAttributeSortInput;
  ProductDiscount: ResolverTypeWrapper<ProductDiscount>;
  ProductImage: ResolverTypeWrapper<ProductImage>;
  ProductIngredient: ResolverTypeWrapper<ProductIngredient>;
  ProductInterface: ResolverTypeWrapper<RoutedProduct>;
  ProductPrice: ResolverTypeWrapper<
    Omit<ProductPrice, 'final_price' | 'regular_price'> & {
      final_price: ResolversTypes['Money'];
      regular_price: ResolversTypes['Money'];
    }
  >;
  ProductPrices: ResolverTypeWrapper<
    Omit<ProductPrices, 'maximalPrice' | 'minimalPrice' | 'regularPrice'> & {
      maximalPrice?: Maybe<ResolversTypes['Price']>;
      minimalPrice?: Maybe<ResolversTypes['Price']>;
      regularPrice?: Maybe<ResolversTypes['Price']>;
    }
  >;
  ProductQuiz: ResolverTypeWrapper<ProductQuiz>;
  ProductQuizAnswer: ResolverTypeWrapper<ProductQuizAnswer>;
  ProductQuizAnswerInput: ProductQuizAnswerInput;
  ProductQuizQuestion: ResolverTypeWrapper<ProductQuizQuestion>;
  ProductQuizQuestionType: ProductQuizQuestionType;
  ProductQuizRecommendation: ResolverTypeWrapper<
    Omit<ProductQuizRecommendation, 'product'> & { product: ResolversTypes['ProductInterface'] }
  >;
  ProductQuizRoutineStep: ProductQuizRoutineStep;
  ProductReview: ResolverTypeWrapper<
    Omit<ProductReview, 'product'> & { product: ResolversTypes['ProductInterface'] }
  >;
  ProductReviewRating: ResolverTypeWrapper<ProductReviewRating>;
  ProductReviewRatingInput: ProductReviewRatingInput;
  ProductReviewRatingMetadata: ResolverTypeWrapper<ProductReviewRatingMetadata>;
  ProductReviewRatingValueMetadata: ResolverTypeWrapper<ProductReviewRatingValueMetadata>;
  ProductReviewRatingsMetadata: ResolverTypeWrapper<ProductReviewRatingsMetadata>;
  ProductReviewStatus: ProductReviewStatus;
  ProductReviews: ResolverTypeWrapper<
    Omit<ProductReviews, 'items'> & { items: Array<Maybe<ResolversTypes['ProductReview']>> }
  >;
  ProductStockStatus: ProductStockStatus;
  Products: ResolverTypeWrapper<
    Omit<Products, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>> }
  >;
  PromoPage: ResolverTypeWrapper<PromoPage>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReCaptchaConfigurationV3: ResolverTypeWrapper<ReCaptchaConfigurationV3>;
  ReCaptchaFormEnum: ReCaptchaFormEnum;
  ReferFriendOutput: ResolverTypeWrapper<ReferFriendOutput>;
  ReferralStatus: ReferralStatus;
  ReferredFriend: ResolverTypeWrapper<ReferredFriend>;
  Region: ResolverTypeWrapper<Region>;
  RemoveCouponFromCartInput: RemoveCouponFromCartInput;
  RemoveCouponFromCartOutput: ResolverTypeWrapper<
    Omit<RemoveCouponFromCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }
  >;
  RemoveGiftCardFromCartInput: RemoveGiftCardFromCartInput;
  RemoveGiftCardFromCartOutput: ResolverTypeWrapper<
    Omit<RemoveGiftCardFromCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  RemoveItemFromCartInput: RemoveItemFromCartInput;
  RemoveItemFromCartOutput: ResolverTypeWrapper<
    Omit<RemoveItemFromCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  RemoveProductsFromWishlistBySkuOutput: ResolverTypeWrapper<
    Omit<RemoveProductsFromWishlistBySkuOutput, 'wishlists'> & {
      wishlists: Array<Maybe<ResolversTypes['Wishlist']>>;
    }
  >;
  RemoveProductsFromWishlistOutput: ResolverTypeWrapper<
    Omit<RemoveProductsFromWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }
  >;
  RemoveRewardPointsFromCartOutput: ResolverTypeWrapper<
    Omit<RemoveRewardPointsFromCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  ReorderItemsOutput: ResolverTypeWrapper<
    Omit<ReorderItemsOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  RevokeCustomerTokenOutput: ResolverTypeWrapper<RevokeCustomerTokenOutput>;
  RewardPoints: ResolverTypeWrapper<
    Omit<RewardPoints, 'balance' | 'balance_history'> & {
      balance?: Maybe<ResolversTypes['RewardPointsAmount']>;
      balance_history?: Maybe<Array<Maybe<ResolversTypes['RewardPointsBalanceHistoryItem']>>>;
    }
  >;
  RewardPointsAmount: ResolverTypeWrapper<
    Omit<RewardPointsAmount, 'money'> & { money: ResolversTypes['Money'] }
  >;
  RewardPointsBalanceHistoryItem: ResolverTypeWrapper<
    Omit<RewardPointsBalanceHistoryItem, 'balance'> & {
      balance?: Maybe<ResolversTypes['RewardPointsAmount']>;
    }
  >;
  RewardPointsExchangeRates: ResolverTypeWrapper<RewardPointsExchangeRates>;
  RewardPointsHistoryAction: RewardPointsHistoryAction;
  RewardPointsRate: ResolverTypeWrapper<RewardPointsRate>;
  RewardPointsSubscriptionStatus: ResolverTypeWrapper<RewardPointsSubscriptionStatus>;
  RewardPointsSubscriptionStatusesEnum: RewardPointsSubscriptionStatusesEnum;
  RoutableInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['RoutableInterface']>;
  ScopeTypeEnum: ScopeTypeEnum;
  SearchResultPageInfo: ResolverTypeWrapper<SearchResultPageInfo>;
  SelectedConfigurableOption: ResolverTypeWrapper<SelectedConfigurableOption>;
  SelectedCustomizableOption: ResolverTypeWrapper<SelectedCustomizableOption>;
  SelectedCustomizableOptionValue: ResolverTypeWrapper<SelectedCustomizableOptionValue>;
  SelectedPaymentMethod: ResolverTypeWrapper<SelectedPaymentMethod>;
  SelectedShippingMethod: ResolverTypeWrapper<
    Omit<SelectedShippingMethod, 'amount' | 'price_excl_tax' | 'price_incl_tax'> & {
      amount: ResolversTypes['Money'];
      price_excl_tax: ResolversTypes['Money'];
      price_incl_tax: ResolversTypes['Money'];
    }
  >;
  SetBillingAddressOnCartInput: SetBillingAddressOnCartInput;
  SetBillingAddressOnCartOutput: ResolverTypeWrapper<
    Omit<SetBillingAddressOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  SetGuestEmailOnCartInput: SetGuestEmailOnCartInput;
  SetGuestEmailOnCartOutput: ResolverTypeWrapper<
    Omit<SetGuestEmailOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  SetPaymentMethodOnCartInput: SetPaymentMethodOnCartInput;
  SetPaymentMethodOnCartOutput: ResolverTypeWrapper<
    Omit<SetPaymentMethodOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  SetShippingAddressesOnCartInput: SetShippingAddressesOnCartInput;
  SetShippingAddressesOnCartOutput: ResolverTypeWrapper<
    Omit<SetShippingAddressesOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  SetShippingMethodsOnCartInput: SetShippingMethodsOnCartInput;
  SetShippingMethodsOnCartOutput: ResolverTypeWrapper<
    Omit<SetShippingMethodsOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  ShippingAddressInput: ShippingAddressInput;
  ShippingCartAddress: ResolverTypeWrapper<
    Omit<ShippingCartAddress, 'available_shipping_methods' | 'cart_items_v2' | 'selected_shipping_method'> & {
      available_shipping_methods?: Maybe<Array<Maybe<ResolversTypes['AvailableShippingMethod']>>>;
      cart_items_v2?: Maybe<Array<Maybe<ResolversTypes['CartItemInterface']>>>;
      selected_shipping_method?: Maybe<ResolversTypes['SelectedShippingMethod']>;
    }
  >;
  ShippingDiscount: ResolverTypeWrapper<
    Omit<ShippingDiscount, 'amount'> & { amount: ResolversTypes['Money'] }
  >;
  ShippingHandling: ResolverTypeWrapper<
    Omit<
      ShippingHandling,
      'amount_excluding_tax' | 'amount_including_tax' | 'discounts' | 'taxes' | 'total_amount'
    > & {
      amount_excluding_tax?: Maybe<ResolversTypes['Money']>;
      amount_including_tax?: Maybe<ResolversTypes['Money']>;
      discounts?: Maybe<Array<Maybe<ResolversTypes['ShippingDiscount']>>>;
      taxes?: Maybe<Array<Maybe<ResolversTypes['TaxItem']>>>;
      total_amount: ResolversTypes['Money'];
    }
  >;
  ShippingMethodInput: ShippingMethodInput;
  SimpleCartItem: ResolverTypeWrapper<CartItemModel>;
  SimpleProduct: ResolverTypeWrapper<RoutedProduct>;
  SimpleProductCartItemInput: SimpleProductCartItemInput;
  SimpleWishlistItem: ResolverTypeWrapper<
    Omit<SimpleWishlistItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }
  >;
  SocialLoginRequest: ResolverTypeWrapper<SocialLoginRequest>;
  SortEnum: SortEnum;
  SortField: ResolverTypeWrapper<SortField>;
  SortFields: ResolverTypeWrapper<SortFields>;
  StoreConfig: ResolverTypeWrapper<StoreConfig>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitProductQuizInput: SubmitProductQuizInput;
  SubmitProductQuizOutput: ResolverTypeWrapper<
    Omit<SubmitProductQuizOutput, 'recommendations'> & {
      recommendations: Array<ResolversTypes['ProductQuizRecommendation']>;
    }
  >;
  SubscribeEmailToNewsletterOutput: ResolverTypeWrapper<SubscribeEmailToNewsletterOutput>;
  SubscriptionStatusesEnum: SubscriptionStatusesEnum;
  SwatchDataInterface: ResolverTypeWrapper<SwatchModel>;
  TaxItem: ResolverTypeWrapper<Omit<TaxItem, 'amount'> & { amount: ResolversTypes['Money'] }>;
  TextSwatchData: ResolverTypeWrapper<SwatchModel>;
  TrackingEventOutput: ResolverTypeWrapper<TrackingEventOutput>;
  UpdateCartItemsInput: UpdateCartItemsInput;
  UpdateCartItemsOutput: ResolverTypeWrapper<
    Omit<UpdateCartItemsOutput, 'cart'> & { cart: ResolversTypes['Cart'] }
  >;
  UpdateProductsInWishlistOutput: ResolverTypeWrapper<
    Omit<UpdateProductsInWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }
  >;
  UpdateWishlistOutput: ResolverTypeWrapper<UpdateWishlistOutput>;
  UrlRewrite: ResolverTypeWrapper<UrlRewrite>;
  UrlRewriteEntityTypeEnum: UrlRewriteEntityTypeEnum;
  ValidateCartOutput: ResolverTypeWrapper<
    Omit<ValidateCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }
  >;
  VaultTokenInput: VaultTokenInput;
  WishListUserInputError: ResolverTypeWrapper<WishListUserInputError>;
  WishListUserInputErrorType: WishListUserInputErrorType;
  Wishlist: ResolverTypeWrapper<
    Omit<Wishlist, 'items_v2'> & { items_v2?: Maybe<ResolversTypes['WishlistItems']> }
  >;
  WishlistCartUserInputError: ResolverTypeWrapper<WishlistCartUserInputError>;
  WishlistCartUserInputErrorType: WishlistCartUserInputErrorType;
  WishlistItemCopyInput: WishlistItemCopyInput;
  WishlistItemInput: WishlistItemInput;
  WishlistItemInterface: ResolverTypeWrapper<
    ResolversInterfaceTypes<ResolversTypes>['WishlistItemInterface']
  >;
  WishlistItemMoveInput: WishlistItemMoveInput;
  WishlistItemUpdateInput: WishlistItemUpdateInput;
  WishlistItems: ResolverTypeWrapper<
    Omit<WishlistItems, 'items'> & { items: Array<Maybe<ResolversTypes['WishlistItemInterface']>> }
  >;
  WishlistVisibilityEnum: WishlistVisibilityEnum;
  createEmptyCartInput: CreateEmptyCartInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddConfigurableProductsToCartInput: AddConfigurableProductsToCartInput;
  AddConfigurableProductsToCartOutput: Omit<AddConfigurableProductsToCartOutput, 'cart'> & {
    cart: ResolversParentTypes['Cart'];
  };
  AddProductsToCartOutput: Omit<AddProductsToCartOutput, 'cart' | 'user_errors'> & {
    cart: ResolversParentTypes['Cart'];
    user_errors: Array<Maybe<ResolversParentTypes['Error']>>;
  };
  AddProductsToWishlistOutput: Omit<AddProductsToWishlistOutput, 'wishlist'> & {
    wishlist: ResolversParentTypes['Wishlist'];
  };
  AddSimpleProductsToCartInput: AddSimpleProductsToCartInput;
  AddSimpleProductsToCartOutput: Omit<AddSimpleProductsToCartOutput, 'cart'> & {
    cart: ResolversParentTypes['Cart'];
  };
  AddWishlistItemsToCartOutput: Omit<AddWishlistItemsToCartOutput, 'wishlist'> & {
    wishlist: ResolversParentTypes['Wishlist'];
  };
  Aggregation: Aggregation;
  AggregationOption: AggregationOption;
  AggregationOptionInterface: ResolversInterfaceTypes<ResolversParentTypes>['AggregationOptionInterface'];
  AggregationsCategoryFilterInput: AggregationsCategoryFilterInput;
  AggregationsFilterInput: AggregationsFilterInput;
  AmBlogAuthor: BlogAuthorModel;
  AmBlogAuthors: Omit<AmBlogAuthors, 'items'> & {
    items?: Maybe<Array<Maybe<ResolversParentTypes['AmBlogAuthor']>>>;
  };
  AmBlogCategories: Omit<AmBlogCategories, 'items'> & {
    items?: Maybe<Array<Maybe<ResolversParentTypes['AmBlogCategory']>>>;
  };
  AmBlogCategory: BlogCategoryModel;
  AmBlogComment: BlogCommentModel;
  AmBlogComments: Omit<AmBlogComments, 'items'> & {
    items?: Maybe<Array<Maybe<ResolversParentTypes['AmBlogComment']>>>;
  };
  AmBlogLeaveCommentInput: AmBlogLeaveCommentInput;
  AmBlogLeaveCommentOutput: Omit<AmBlogLeaveCommentOutput, 'comment'> & {
    comment?: Maybe<ResolversParentTypes['AmBlogComment']>;
  };
  AmBlogPost: BlogPostModel;
  AmBlogPostTranslation: AmBlogPostTranslation;
  AmBlogPosts: Omit<AmBlogPosts, 'items'> & {
    items?: Maybe<Array<Maybe<ResolversParentTypes['AmBlogPost']>>>;
  };
  AmBlogTag: AmBlogTag;
  AmBlogTags: AmBlogTags;
  AmLabel: AmLabel;
  AmLabelSetting: AmLabelSetting;
  AmSocialLoginButton: AmSocialLoginButton;
  AppliedCoupon: AppliedCoupon;
  AppliedGiftCard: Omit<AppliedGiftCard, 'applied_balance' | 'current_balance'> & {
    applied_balance?: Maybe<ResolversParentTypes['Money']>;
    current_balance?: Maybe<ResolversParentTypes['Money']>;
  };
  ApplyCouponToCartInput: ApplyCouponToCartInput;
  ApplyCouponToCartOutput: Omit<ApplyCouponToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  ApplyGiftCardToCartInput: ApplyGiftCardToCartInput;
  ApplyGiftCardToCartOutput: Omit<ApplyGiftCardToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  ApplyGiftCardToOrder: Omit<ApplyGiftCardToOrder, 'applied_balance'> & {
    applied_balance: ResolversParentTypes['Money'];
  };
  ApplyRewardPointsToCartOutput: Omit<ApplyRewardPointsToCartOutput, 'cart'> & {
    cart: ResolversParentTypes['Cart'];
  };
  AuroraCcInput: AuroraCcInput;
  AvailablePaymentMethod: AvailablePaymentMethod;
  AvailableShippingMethod: Omit<AvailableShippingMethod, 'amount' | 'price_excl_tax' | 'price_incl_tax'> & {
    amount: ResolversParentTypes['Money'];
    price_excl_tax: ResolversParentTypes['Money'];
    price_incl_tax: ResolversParentTypes['Money'];
  };
  AwinCommissionGroupOutput: AwinCommissionGroupOutput;
  BillingAddressInput: BillingAddressInput;
  BillingCartAddress: BillingCartAddress;
  BlacklistData: BlacklistData;
  Boolean: Scalars['Boolean']['output'];
  Breadcrumb: Breadcrumb;
  BusinessInquiryInput: BusinessInquiryInput;
  BusinessInquiryOutput: BusinessInquiryOutput;
  Cart: CartModel;
  CartAddressCountry: CartAddressCountry;
  CartAddressInput: CartAddressInput;
  CartAddressInterface: ResolversInterfaceTypes<ResolversParentTypes>['CartAddressInterface'];
  CartAddressRegion: CartAddressRegion;
  CartDiscount: Omit<CartDiscount, 'amount'> & { amount: ResolversParentTypes['Money'] };
  CartItemError: CartItemError;
  CartItemInput: CartItemInput;
  CartItemInterface: CartItemModel;
  CartItemPrices: Omit<
    CartItemPrices,
    | 'discounts'
    | 'price'
    | 'price_including_tax'
    | 'row_total'
    | 'row_total_including_tax'
    | 'total_item_discount'
  > & {
    discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>>;
    price: ResolversParentTypes['Money'];
    price_including_tax: ResolversParentTypes['Money'];
    row_total: ResolversParentTypes['Money'];
    row_total_including_tax: ResolversParentTypes['Money'];
    total_item_discount?: Maybe<ResolversParentTypes['Money']>;
  };
  CartItemUpdateInput: CartItemUpdateInput;
  CartItems: Omit<CartItems, 'items'> & { items: Array<Maybe<ResolversParentTypes['CartItemInterface']>> };
  CartPrices: Omit<
    CartPrices,
    | 'applied_taxes'
    | 'discount'
    | 'discounts'
    | 'free_shipping_qualifier'
    | 'grand_total'
    | 'subtotal_excluding_tax'
    | 'subtotal_including_tax'
    | 'subtotal_with_discount_excluding_tax'
  > & {
    applied_taxes?: Maybe<Array<Maybe<ResolversParentTypes['CartTaxItem']>>>;
    discount?: Maybe<ResolversParentTypes['CartDiscount']>;
    discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>>;
    free_shipping_qualifier?: Maybe<ResolversParentTypes['FreeShippingQualifier']>;
    grand_total?: Maybe<ResolversParentTypes['Money']>;
    subtotal_excluding_tax?: Maybe<ResolversParentTypes['Money']>;
    subtotal_including_tax?: Maybe<ResolversParentTypes['Money']>;
    subtotal_with_discount_excluding_tax?: Maybe<ResolversParentTypes['Money']>;
  };
  CartTaxItem: Omit<CartTaxItem, 'amount'> & { amount: ResolversParentTypes['Money'] };
  CartUserInputError: CartUserInputError;
  CategoryFilterInput: CategoryFilterInput;
  CategoryInterface: RoutedCategory;
  CategoryProducts: Omit<CategoryProducts, 'items'> & {
    items?: Maybe<Array<Maybe<ResolversParentTypes['ProductInterface']>>>;
  };
  CategoryResult: Omit<CategoryResult, 'items'> & {
    items?: Maybe<Array<Maybe<ResolversParentTypes['CategoryTree']>>>;
  };
  CategoryTree: RoutedCategory;
  CheckoutAgreement: CheckoutAgreement;
  CheckoutUserInputError: CheckoutUserInputError;
  ChildProduct: Omit<ChildProduct, 'product' | 'swatch'> & {
    product?: Maybe<ResolversParentTypes['SimpleProduct']>;
    swatch?: Maybe<ResolversParentTypes['SwatchDataInterface']>;
  };
  CmsBlock: CmsBlock;
  CmsBlocks: CmsBlocks;
  CmsPage: RoutedCmsPage;
  ColorSwatchData: SwatchModel;
  ComplexTextValue: ComplexTextValue;
  ConfigurableAttributeOption: ConfigurableAttributeOption;
  ConfigurableCartItem: CartItemModel;
  ConfigurableProduct: RoutedProduct;
  ConfigurableProductCartItemInput: ConfigurableProductCartItemInput;
  ConfigurableProductOptions: Omit<ConfigurableProductOptions, 'values'> & {
    values?: Maybe<Array<Maybe<ResolversParentTypes['ConfigurableProductOptionsValues']>>>;
  };
  ConfigurableProductOptionsValues: Omit<ConfigurableProductOptionsValues, 'swatch_data'> & {
    swatch_data?: Maybe<ResolversParentTypes['SwatchDataInterface']>;
  };
  ConfigurableVariant: Omit<ConfigurableVariant, 'attributes' | 'product'> & {
    attributes?: Maybe<Array<Maybe<ResolversParentTypes['ConfigurableAttributeOption']>>>;
    product?: Maybe<ResolversParentTypes['SimpleProduct']>;
  };
  ConfigurableWishlistItem: Omit<ConfigurableWishlistItem, 'configured_variant' | 'product'> & {
    configured_variant?: Maybe<ResolversParentTypes['ProductInterface']>;
    product?: Maybe<ResolversParentTypes['ProductInterface']>;
  };
  ConfirmLocalPaymentInput: ConfirmLocalPaymentInput;
  ConfirmLocalPaymentOutput: Omit<ConfirmLocalPaymentOutput, 'order'> & {
    order?: Maybe<ResolversParentTypes['CustomerOrder']>;
  };
  ContactUsInput: ContactUsInput;
  ContactUsOutput: ContactUsOutput;
  CopyProductsBetweenWishlistsOutput: Omit<
    CopyProductsBetweenWishlistsOutput,
    'destination_wishlist' | 'source_wishlist'
  > & {
    destination_wishlist: ResolversParentTypes['Wishlist'];
    source_wishlist: ResolversParentTypes['Wishlist'];
  };
  Country: Country;
  CreateGuestCartInput: CreateGuestCartInput;
  CreateGuestCartOutput: Omit<CreateGuestCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CreateProductReviewInput: CreateProductReviewInput;
  CreateProductReviewOutput: Omit<CreateProductReviewOutput, 'review'> & {
    review: ResolversParentTypes['ProductReview'];
  };
  CreateWishlistInput: CreateWishlistInput;
  CreateWishlistOutput: Omit<CreateWishlistOutput, 'wishlist'> & {
    wishlist: ResolversParentTypes['Wishlist'];
  };
  Customer: Omit<Customer, 'orders' | 'reviews' | 'reward_points' | 'wishlist_v2' | 'wishlists'> & {
    orders?: Maybe<ResolversParentTypes['CustomerOrders']>;
    reviews: ResolversParentTypes['ProductReviews'];
    reward_points?: Maybe<ResolversParentTypes['RewardPoints']>;
    wishlist_v2?: Maybe<ResolversParentTypes['Wishlist']>;
    wishlists: Array<Maybe<ResolversParentTypes['Wishlist']>>;
  };
  CustomerAddress: CustomerAddress;
  CustomerAddressInput: CustomerAddressInput;
  CustomerAddressRegion: CustomerAddressRegion;
  CustomerAddressRegionInput: CustomerAddressRegionInput;
  CustomerCommunicationPreferences: CustomerCommunicationPreferences;
  CustomerCommunicationPreferencesInput: CustomerCommunicationPreferencesInput;
  CustomerCreateInput: CustomerCreateInput;
  CustomerOrder: Omit<
    CustomerOrder,
    | 'applied_coupons'
    | 'applied_gift_cards'
    | 'billing_address'
    | 'items'
    | 'shipping_address'
    | 'subtotal_excl_tax'
    | 'total'
  > & {
    applied_coupons: Array<Maybe<ResolversParentTypes['AppliedCoupon']>>;
    applied_gift_cards?: Maybe<Array<Maybe<ResolversParentTypes['ApplyGiftCardToOrder']>>>;
    billing_address?: Maybe<ResolversParentTypes['OrderAddress']>;
    items?: Maybe<Array<Maybe<ResolversParentTypes['OrderItemInterface']>>>;
    shipping_address?: Maybe<ResolversParentTypes['OrderAddress']>;
    subtotal_excl_tax?: Maybe<ResolversParentTypes['Money']>;
    total?: Maybe<ResolversParentTypes['OrderTotal']>;
  };
  CustomerOrderSortInput: CustomerOrderSortInput;
  CustomerOrders: Omit<CustomerOrders, 'items'> & {
    items: Array<Maybe<ResolversParentTypes['CustomerOrder']>>;
  };
  CustomerOrdersFilterInput: CustomerOrdersFilterInput;
  CustomerOutput: Omit<CustomerOutput, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  CustomerPaymentTokens: CustomerPaymentTokens;
  CustomerReferral: CustomerReferral;
  CustomerToken: CustomerToken;
  CustomerUpdateInput: CustomerUpdateInput;
  CustomizableAreaOption: CustomizableAreaOption;
  CustomizableAreaValue: CustomizableAreaValue;
  CustomizableFieldOption: CustomizableFieldOption;
  CustomizableFieldValue: CustomizableFieldValue;
  CustomizableOptionInput: CustomizableOptionInput;
  CustomizableOptionInterface: ResolversInterfaceTypes<ResolversParentTypes>['CustomizableOptionInterface'];
  DeletePaymentTokenOutput: DeletePaymentTokenOutput;
  DeleteWishlistOutput: Omit<DeleteWishlistOutput, 'wishlists'> & {
    wishlists: Array<Maybe<ResolversParentTypes['Wishlist']>>;
  };
  Discount: Omit<Discount, 'amount' | 'coupon'> & {
    amount: ResolversParentTypes['Money'];
    coupon?: Maybe<ResolversParentTypes['AppliedCoupon']>;
  };
  EnteredOptionInput: EnteredOptionInput;
  EntityUrl: EntityUrl;
  Error: ResolversInterfaceTypes<ResolversParentTypes>['Error'];
  FbPixelConfig: FbPixelConfig;
  FilterEqualTypeInput: FilterEqualTypeInput;
  FilterMatchTypeInput: FilterMatchTypeInput;
  FilterRangeTypeInput: FilterRangeTypeInput;
  FilterStringTypeInput: FilterStringTypeInput;
  Float: Scalars['Float']['output'];
  FreeShippingQualifier: Omit<FreeShippingQualifier, 'amount' | 'threshold'> & {
    amount: ResolversParentTypes['Money'];
    threshold: ResolversParentTypes['Money'];
  };
  GiftCardAccount: Omit<GiftCardAccount, 'balance'> & { balance?: Maybe<ResolversParentTypes['Money']> };
  GiftCardAccountInput: GiftCardAccountInput;
  GiftCardAmounts: GiftCardAmounts;
  GiftCardCartItem: CartItemModel;
  GiftCardProduct: RoutedProduct;
  GiftProgress: Omit<GiftProgress, 'current' | 'stages'> & {
    current: ResolversParentTypes['Money'];
    stages: Array<ResolversParentTypes['GiftProgressStage']>;
  };
  GiftProgressStage: Omit<GiftProgressStage, 'remaining' | 'threshold'> & {
    remaining: ResolversParentTypes['Money'];
    threshold: ResolversParentTypes['Money'];
  };
  GuestOrderInformationInput: GuestOrderInformationInput;
  Hreflang: Hreflang;
  HttpQueryParameter: HttpQueryParameter;
  ID: Scalars['ID']['output'];
  ImageSwatchData: SwatchModel;
  Int: Scalars['Int']['output'];
  IsEmailAvailableOutput: IsEmailAvailableOutput;
  KeyValue: KeyValue;
  LogRocketTracking: LogRocketTracking;
  LoyaltyCoupon: LoyaltyCoupon;
  MediaGalleryInterface: ResolversInterfaceTypes<ResolversParentTypes>['MediaGalleryInterface'];
  Menu: Omit<Menu, 'items'> & { items?: Maybe<Array<Maybe<ResolversParentTypes['MenuItem']>>> };
  MenuItem: MenuItemRow;
  Money: MoneyModel;
  MoveProductsBetweenWishlistsOutput: Omit<
    MoveProductsBetweenWishlistsOutput,
    'destination_wishlist' | 'source_wishlist'
  > & {
    destination_wishlist: ResolversParentTypes['Wishlist'];
    source_wishlist: ResolversParentTypes['Wishlist'];
  };
  Mutation: Record<PropertyKey, never>;
  Order: Order;
  OrderAddress: CartAddress;
  OrderItem: OrderItemModel;
  OrderItemInterface: OrderItemModel;
  OrderItemOption: OrderItemOption;
  OrderItemPrices: Omit<
    OrderItemPrices,
    'price' | 'price_including_tax' | 'row_total' | 'row_total_including_tax' | 'total_item_discount'
  > & {
    price: ResolversParentTypes['Money'];
    price_including_tax: ResolversParentTypes['Money'];
    row_total: ResolversParentTypes['Money'];
    row_total_including_tax: ResolversParentTypes['Money'];
    total_item_discount: ResolversParentTypes['Money'];
  };
  OrderPaymentMethod: OrderPaymentMethod;
  OrderTotal: Omit<
    OrderTotal,
    | 'base_grand_total'
    | 'discounts'
    | 'grand_total'
    | 'shipping_handling'
    | 'subtotal'
    | 'subtotal_excl_tax'
    | 'subtotal_incl_tax'
    | 'taxes'
    | 'total_shipping'
    | 'total_tax'
  > & {
    base_grand_total: ResolversParentTypes['Money'];
    discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>>;
    grand_total: ResolversParentTypes['Money'];
    shipping_handling?: Maybe<ResolversParentTypes['ShippingHandling']>;
    subtotal: ResolversParentTypes['Money'];
    subtotal_excl_tax: ResolversParentTypes['Money'];
    subtotal_incl_tax: ResolversParentTypes['Money'];
    taxes?: Maybe<Array<Maybe<ResolversParentTypes['TaxItem']>>>;
    total_shipping: ResolversParentTypes['Money'];
    total_tax: ResolversParentTypes['Money'];
  };
  PaymentMethodInput: PaymentMethodInput;
  PaymentToken: PaymentToken;
  PhysicalProductInterface: RoutedProduct;
  PlaceOrderError: PlaceOrderError;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderOutput: Omit<PlaceOrderOutput, 'orderV2'> & {
    orderV2?: Maybe<ResolversParentTypes['CustomerOrder']>;
  };
  Price: Omit<Price, 'adjustments' | 'amount'> & {
    adjustments?: Maybe<Array<Maybe<ResolversParentTypes['PriceAdjustment']>>>;
    amount?: Maybe<ResolversParentTypes['Money']>;
  };
  PriceAdjustment: Omit<PriceAdjustment, 'amount'> & { amount?: Maybe<ResolversParentTypes['Money']> };
  PriceRange: Omit<PriceRange, 'maximum_price' | 'minimum_price'> & {
    maximum_price?: Maybe<ResolversParentTypes['ProductPrice']>;
    minimum_price: ResolversParentTypes['ProductPrice'];
  };
  ProCustomerApplicationInput: ProCustomerApplicationInput;
  ProCustomerApplicationOutput: ProCustomerApplicationOutput;
  ProductAlertStockInput: ProductAlertStockInput;
  ProductAlertStockOutput: ProductAlertStockOutput;
  ProductAttributeFilterInput: ProductAttributeFilterInput;
  ProductAttributeSortInput: ProductAttributeSortInput;
  ProductDiscount: ProductDiscount;
  ProductImage: ProductImage;
  ProductIngredient: ProductIngredient;
  ProductInterface: RoutedProduct;
  ProductPrice: Omit<ProductPrice, 'final_price' | 'regular_price'> & {
    final_price: ResolversParentTypes['Money'];
    regular_price: ResolversParentTypes['Money'];
  };
  ProductPrices: Omit<ProductPrices, 'maximalPrice' | 'minimalPrice' | 'regularPrice'> & {
    maximalPrice?: Maybe<ResolversParentTypes['Price']>;
    minimalPrice?: Maybe<ResolversParentTypes['Price']>;
    regularPrice?: Maybe<ResolversParentTypes['Price']>;
  };
  ProductQuiz: ProductQuiz;
  ProductQuizAnswer: ProductQuizAnswer;
  ProductQuizAnswerInput: ProductQuizAnswerInput;
  ProductQuizQuestion: ProductQuizQuestion;
  ProductQuizRecommendation: Omit<ProductQuizRecommendation, 'product'> & {
    product: ResolversParentTypes['ProductInterface'];
  };
  ProductReview: Omit<ProductReview, 'product'> & { product: ResolversParentTypes['ProductInterface'] };
  ProductReviewRating: ProductReviewRating;
  ProductReviewRatingInput: ProductReviewRatingInput;
  ProductReviewRatingMetadata: ProductReviewRatingMetadata;
  ProductReviewRatingValueMetadata: ProductReviewRatingValueMetadata;
  ProductReviewRatingsMetadata: ProductReviewRatingsMetadata;
  ProductReviews: Omit<ProductReviews, 'items'> & {
    items: Array<Maybe<ResolversParentTypes['ProductReview']>>;
  };
  Products: Omit<Products, 'items'> & {
    items?: Maybe<Array<Maybe<ResolversParentTypes['ProductInterface']>>>;
  };
  PromoPage: PromoPage;
  Query: Record<PropertyKey, never>;
  ReCaptchaConfigurationV3: ReCaptchaConfigurationV3;
  ReferFriendOutput: ReferFriendOutput;
  ReferredFriend: ReferredFriend;
  Region: Region;
  RemoveCouponFromCartInput: RemoveCouponFromCartInput;
  RemoveCouponFromCartOutput: Omit<RemoveCouponFromCartOutput, 'cart'> & {
    cart?: Maybe<ResolversParentTypes['Cart']>;
  };
  RemoveGiftCardFromCartInput: RemoveGiftCardFromCartInput;
  RemoveGiftCardFromCartOutput: Omit<RemoveGiftCardFromCartOutput, 'cart'> & {
    cart: ResolversParentTypes['Cart'];
  };
  RemoveItemFromCartInput: RemoveItemFromCartInput;
  RemoveItemFromCartOutput: Omit<RemoveItemFromCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  RemoveProductsFromWishlistBySkuOutput: Omit<RemoveProductsFromWishlistBySkuOutput, 'wishlists'> & {
    wishlists: Array<Maybe<ResolversParentTypes['Wishlist']>>;
  };
  RemoveProductsFromWishlistOutput: Omit<RemoveProductsFromWishlistOutput, 'wishlist'> & {
    wishlist: ResolversParentTypes['Wishlist'];
  };
  RemoveRewardPointsFromCartOutput: Omit<RemoveRewardPointsFromCartOutput, 'cart'> & {
    cart: ResolversParentTypes['Cart'];
  };
  ReorderItemsOutput: Omit<ReorderItemsOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  RevokeCustomerTokenOutput: RevokeCustomerTokenOutput;
  RewardPoints: Omit<RewardPoints, 'balance' | 'balance_history'> & {
    balance?: Maybe<ResolversParentTypes['RewardPointsAmount']>;
    balance_history?: Maybe<Array<Maybe<ResolversParentTypes['RewardPointsBalanceHistoryItem']>>>;
  };
  RewardPointsAmount: Omit<RewardPointsAmount, 'money'> & { money: ResolversParentTypes['Money'] };
  RewardPointsBalanceHistoryItem: Omit<RewardPointsBalanceHistoryItem, 'balance'> & {
    balance?: Maybe<ResolversParentTypes['RewardPointsAmount']>;
  };
  RewardPointsExchangeRates: RewardPointsExchangeRates;
  RewardPointsRate: RewardPointsRate;
  RewardPointsSubscriptionStatus: RewardPointsSubscriptionStatus;
  RoutableInterface: ResolversInterfaceTypes<ResolversParentTypes>['RoutableInterface'];
  SearchResultPageInfo: SearchResultPageInfo;
  SelectedConfigurableOption: SelectedConfigurableOption;
  SelectedCustomizableOption: SelectedCustomizableOption;
  SelectedCustomizableOptionValue: SelectedCustomizableOptionValue;
  SelectedPaymentMethod: SelectedPaymentMethod;
  SelectedShippingMethod: Omit<SelectedShippingMethod, 'amount' | 'price_excl_tax' | 'price_incl_tax'> & {
    amount: ResolversParentTypes['Money'];
    price_excl_tax: ResolversParentTypes['Money'];
    price_incl_tax: ResolversParentTypes['Money'];
  };
  SetBillingAddressOnCartInput: SetBillingAddressOnCartInput;
  SetBillingAddressOnCartOutput: Omit<SetBillingAddressOnCartOutput, 'cart'> & {
    cart: ResolversParentTypes['Cart'];
  };
  SetGuestEmailOnCartInput: SetGuestEmailOnCartInput;
  SetGuestEmailOnCartOutput: Omit<SetGuestEmailOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetPaymentMethodOnCartInput: SetPaymentMethodOnCartInput;
  SetPaymentMethodOnCartOutput: Omit<SetPaymentMethodOnCartOutput, 'cart'> & {
    cart: ResolversParentTypes['Cart'];
  };
  SetShippingAddressesOnCartInput: SetShippingAddressesOnCartInput;
  SetShippingAddressesOnCartOutput: Omit<SetShippingAddressesOnCartOutput, 'cart'> & {
    cart: ResolversParentTypes['Cart'];
  };
  SetShippingMethodsOnCartInput: SetShippingMethodsOnCartInput;
  SetShippingMethodsOnCartOutput: Omit<SetShippingMethodsOnCartOutput, 'cart'> & {
    cart: ResolversParentTypes['Cart'];
  };
  ShippingAddressInput: ShippingAddressInput;
  ShippingCartAddress: Omit<
    ShippingCartAddress,
    'available_shipping_methods' | 'cart_items_v2' | 'selected_shipping_method'
  > & {
    available_shipping_methods?: Maybe<Array<Maybe<ResolversParentTypes['AvailableShippingMethod']>>>;
    cart_items_v2?: Maybe<Array<Maybe<ResolversParentTypes['CartItemInterface']>>>;
    selected_shipping_method?: Maybe<ResolversParentTypes['SelectedShippingMethod']>;
  };
  ShippingDiscount: Omit<ShippingDiscount, 'amount'> & { amount: ResolversParentTypes['Money'] };
  ShippingHandling: Omit<
    ShippingHandling,
    'amount_excluding_tax' | 'amount_including_tax' | 'discounts' | 'taxes' | 'total_amount'
  > & {
    amount_excluding_tax?: Maybe<ResolversParentTypes['Money']>;
    amount_including_tax?: Maybe<ResolversParentTypes['Money']>;
    discounts?: Maybe<Array<Maybe<ResolversParentTypes['ShippingDiscount']>>>;
    taxes?: Maybe<Array<Maybe<ResolversParentTypes['TaxItem']>>>;
    total_amount: ResolversParentTypes['Money'];
  };
  ShippingMethodInput: ShippingMethodInput;
  SimpleCartItem: CartItemModel;
  SimpleProduct: RoutedProduct;
  SimpleProductCartItemInput: SimpleProductCartItemInput;
  SimpleWishlistItem: Omit<SimpleWishlistItem, 'product'> & {
    product?: Maybe<ResolversParentTypes['ProductInterface']>;
  };
  SocialLoginRequest: SocialLoginRequest;
  SortField: SortField;
  SortFields: SortFields;
  StoreConfig: StoreConfig;
  String: Scalars['String']['output'];
  SubmitProductQuizInput: SubmitProductQuizInput;
  SubmitProductQuizOutput: Omit<SubmitProductQuizOutput, 'recommendations'> & {
    recommendations: Array<ResolversParentTypes['ProductQuizRecommendation']>;
  };
  SubscribeEmailToNewsletterOutput: SubscribeEmailToNewsletterOutput;
  SwatchDataInterface: SwatchModel;
  TaxItem: Omit<TaxItem, 'amount'> & { amount: ResolversParentTypes['Money'] };
  TextSwatchData: SwatchModel;
  TrackingEventOutput: TrackingEventOutput;
  UpdateCartItemsInput: UpdateCartItemsInput;
  UpdateCartItemsOutput: Omit<UpdateCartItemsOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  UpdateProductsInWishlistOutput: Omit<UpdateProductsInWishlistOutput, 'wishlist'> & {
    wishlist: ResolversParentTypes['Wishlist'];
  };
  UpdateWishlistOutput: UpdateWishlistOutput;
  UrlRewrite: UrlRewrite;
  ValidateCartOutput: Omit<ValidateCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  VaultTokenInput: VaultTokenInput;
  WishListUserInputError: WishListUserInputError;
  Wishlist: Omit<Wishlist, 'items_v2'> & { items_v2?: Maybe<ResolversParentTypes['WishlistItems']> };
  WishlistCartUserInputError: WishlistCartUserInputError;
  WishlistItemCopyInput: WishlistItemCopyInput;
  WishlistItemInput: WishlistItemInput;
  WishlistItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['WishlistItemInterface'];
  WishlistItemMoveInput: WishlistItemMoveInput;
  WishlistItemUpdateInput: WishlistItemUpdateInput;
  WishlistItems: Omit<WishlistItems, 'items'> & {
    items: Array<Maybe<ResolversParentTypes['WishlistItemInterface']>>;
  };
  createEmptyCartInput: CreateEmptyCartInput;
};

export type AddConfigurableProductsToCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AddConfigurableProductsToCartOutput'] =
    ResolversParentTypes['AddConfigurableProductsToCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AddProductsToCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AddProductsToCartOutput'] =
    ResolversParentTypes['AddProductsToCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  user_errors?: Resolver<Array<Maybe<ResolversTypes['Error']>>, ParentType, ContextType>;
};

export type AddProductsToWishlistOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AddProductsToWishlistOutput'] =
    ResolversParentTypes['AddProductsToWishlistOutput'],
> = {
  user_errors?: Resolver<Array<Maybe<ResolversTypes['WishListUserInputError']>>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type AddSimpleProductsToCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AddSimpleProductsToCartOutput'] =
    ResolversParentTypes['AddSimpleProductsToCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AddWishlistItemsToCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AddWishlistItemsToCartOutput'] =
    ResolversParentTypes['AddWishlistItemsToCartOutput'],
> = {
  add_wishlist_items_to_cart_user_errors?: Resolver<
    Array<Maybe<ResolversTypes['WishlistCartUserInputError']>>,
    ParentType,
    ContextType
  >;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type AggregationResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Aggregation'] = ResolversParentTypes['Aggregation'],
> = {
  attribute_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['AggregationOption']>>>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AggregationOptionResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AggregationOption'] = ResolversParentTypes['AggregationOption'],
> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AggregationOptionInterfaceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AggregationOptionInterface'] =
    ResolversParentTypes['AggregationOptionInterface'],
> = {
  __resolveType: TypeResolveFn<'AggregationOption', ParentType, ContextType>;
};

export type AmBlogAuthorResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmBlogAuthor'] = ResolversParentTypes['AmBlogAuthor'],
> = {
  author_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  job_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  post_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AmBlogAuthorsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmBlogAuthors'] = ResolversParentTypes['AmBlogAuthors'],
> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogAuthor']>>>, ParentType, ContextType>;
};

export type AmBlogCategoriesResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmBlogCategories'] = ResolversParentTypes['AmBlogCategories'],
> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogCategory']>>>, ParentType, ContextType>;
};

export type AmBlogCategoryResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmBlogCategory'] = ResolversParentTypes['AmBlogCategory'],
> = {
  category_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  post_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogCommentResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmBlogComment'] = ResolversParentTypes['AmBlogComment'],
> = {
  comment_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  is_own?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  post_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reply_to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AmBlogCommentsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmBlogComments'] = ResolversParentTypes['AmBlogComments'],
> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogComment']>>>, ParentType, ContextType>;
};

export type AmBlogLeaveCommentOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmBlogLeaveCommentOutput'] =
    ResolversParentTypes['AmBlogLeaveCommentOutput'],
> = {
  comment?: Resolver<Maybe<ResolversTypes['AmBlogComment']>, ParentType, ContextType>;
};

export type AmBlogPostResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmBlogPost'] = ResolversParentTypes['AmBlogPost'],
> = {
  author_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  full_content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  is_featured?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  list_thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list_thumbnail_alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  post_author?: Resolver<Maybe<ResolversTypes['AmBlogAuthor']>, ParentType, ContextType>;
  post_categories?: Resolver<Array<ResolversTypes['AmBlogCategory']>, ParentType, ContextType>;
  post_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  post_tags?: Resolver<Array<ResolversTypes['AmBlogTag']>, ParentType, ContextType>;
  post_thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  post_thumbnail_alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  post_translations?: Resolver<Array<ResolversTypes['AmBlogPostTranslation']>, ParentType, ContextType>;
  published_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_post_ids?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tag_ids?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  views?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogPostTranslationResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmBlogPostTranslation'] =
    ResolversParentTypes['AmBlogPostTranslation'],
> = {
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  store_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AmBlogPostsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmBlogPosts'] = ResolversParentTypes['AmBlogPosts'],
> = {
  all_post_size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogPost']>>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
};

export type AmBlogTagResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmBlogTag'] = ResolversParentTypes['AmBlogTag'],
> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  post_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tag_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AmBlogTagsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmBlogTags'] = ResolversParentTypes['AmBlogTags'],
> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogTag']>>>, ParentType, ContextType>;
};

export type AmLabelResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmLabel'] = ResolversParentTypes['AmLabel'],
> = {
  customer_group_ids?: Resolver<Maybe<Array<Maybe<ResolversTypes['Int']>>>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  style?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  txt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AmLabelSettingResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmLabelSetting'] = ResolversParentTypes['AmLabelSetting'],
> = {
  category_container?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  labels_alignment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  margin_between?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  max_labels?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_container?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  show_several_on_place?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type AmSocialLoginButtonResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AmSocialLoginButton'] =
    ResolversParentTypes['AmSocialLoginButton'],
> = {
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppliedCouponResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppliedGiftCardResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AppliedGiftCard'] = ResolversParentTypes['AppliedGiftCard'],
> = {
  applied_balance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current_balance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  expiration_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ApplyCouponToCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ApplyCouponToCartOutput'] =
    ResolversParentTypes['ApplyCouponToCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type ApplyGiftCardToCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ApplyGiftCardToCartOutput'] =
    ResolversParentTypes['ApplyGiftCardToCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type ApplyGiftCardToOrderResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ApplyGiftCardToOrder'] =
    ResolversParentTypes['ApplyGiftCardToOrder'],
> = {
  applied_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplyRewardPointsToCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ApplyRewardPointsToCartOutput'] =
    ResolversParentTypes['ApplyRewardPointsToCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AvailablePaymentMethodResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AvailablePaymentMethod'] =
    ResolversParentTypes['AvailablePaymentMethod'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_deferred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_redirect?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailableShippingMethodResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AvailableShippingMethod'] =
    ResolversParentTypes['AvailableShippingMethod'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimated_delivery_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type AwinCommissionGroupOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['AwinCommissionGroupOutput'] =
    ResolversParentTypes['AwinCommissionGroupOutput'],
> = {
  commissionGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pixelID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BillingCartAddressResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['BillingCartAddress'] = ResolversParentTypes['BillingCartAddress'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['CartAddressCountry'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_business?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CartAddressRegion']>, ParentType, ContextType>;
  registration_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BlacklistDataResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['BlacklistData'] = ResolversParentTypes['BlacklistData'],
> = {
  skus?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  urls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BreadcrumbResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb'],
> = {
  category_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category_level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category_url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BusinessInquiryOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['BusinessInquiryOutput'] =
    ResolversParentTypes['BusinessInquiryOutput'],
> = {
  inquiry_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reply_max_working_days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reply_min_working_days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart'],
> = {
  applied_coupon?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  applied_coupons?: Resolver<Maybe<Array<Maybe<ResolversTypes['AppliedCoupon']>>>, ParentType, ContextType>;
  applied_gift_cards?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['AppliedGiftCard']>>>,
    ParentType,
    ContextType
  >;
  applied_reward_points?: Resolver<Maybe<ResolversTypes['RewardPointsAmount']>, ParentType, ContextType>;
  available_payment_methods?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['AvailablePaymentMethod']>>>,
    ParentType,
    ContextType
  >;
  available_samples?: Resolver<Array<Maybe<ResolversTypes['ProductInterface']>>, ParentType, ContextType>;
  billing_address?: Resolver<Maybe<ResolversTypes['BillingCartAddress']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gift_progress?: Resolver<ResolversTypes['GiftProgress'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_virtual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemInterface']>>>, ParentType, ContextType>;
  itemsV2?: Resolver<
    Maybe<ResolversTypes['CartItems']>,
    ParentType,
    ContextType,
    RequireFields<CartItemsV2Args, 'currentPage' | 'pageSize'>
  >;
  loyalty_coupons?: Resolver<Array<ResolversTypes['LoyaltyCoupon']>, ParentType, ContextType>;
  potential_reward_points?: Resolver<Maybe<ResolversTypes['RewardPointsAmount']>, ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartPrices']>, ParentType, ContextType>;
  sample_limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected_payment_method?: Resolver<Maybe<ResolversTypes['SelectedPaymentMethod']>, ParentType, ContextType>;
  shipping_addresses?: Resolver<Array<Maybe<ResolversTypes['ShippingCartAddress']>>, ParentType, ContextType>;
  total_quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CartAddressCountryResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CartAddressCountry'] = ResolversParentTypes['CartAddressCountry'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartAddressInterfaceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CartAddressInterface'] =
    ResolversParentTypes['CartAddressInterface'],
> = {
  __resolveType: TypeResolveFn<'BillingCartAddress' | 'ShippingCartAddress', ParentType, ContextType>;
};

export type CartAddressRegionResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CartAddressRegion'] = ResolversParentTypes['CartAddressRegion'],
> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CartDiscountResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CartDiscount'] = ResolversParentTypes['CartDiscount'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  label?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type CartItemErrorResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CartItemError'] = ResolversParentTypes['CartItemError'],
> = {
  code?: Resolver<ResolversTypes['CartItemErrorType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartItemInterfaceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CartItemInterface'] = ResolversParentTypes['CartItemInterface'],
> = {
  __resolveType: TypeResolveFn<
    'ConfigurableCartItem' | 'GiftCardCartItem' | 'SimpleCartItem',
    ParentType,
    ContextType
  >;
};

export type CartItemPricesResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CartItemPrices'] = ResolversParentTypes['CartItemPrices'],
> = {
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  row_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  row_total_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_item_discount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type CartItemsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CartItems'] = ResolversParentTypes['CartItems'],
> = {
  items?: Resolver<Array<Maybe<ResolversTypes['CartItemInterface']>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartPricesResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CartPrices'] = ResolversParentTypes['CartPrices'],
> = {
  applied_taxes?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartTaxItem']>>>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['CartDiscount']>, ParentType, ContextType>;
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  free_shipping_qualifier?: Resolver<Maybe<ResolversTypes['FreeShippingQualifier']>, ParentType, ContextType>;
  grand_total?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subtotal_excluding_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subtotal_including_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subtotal_with_discount_excluding_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type CartTaxItemResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CartTaxItem'] = ResolversParentTypes['CartTaxItem'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartUserInputErrorResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CartUserInputError'] = ResolversParentTypes['CartUserInputError'],
> = {
  code?: Resolver<ResolversTypes['CartUserInputErrorType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryInterfaceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CategoryInterface'] = ResolversParentTypes['CategoryInterface'],
> = {
  __resolveType: TypeResolveFn<'CategoryTree', ParentType, ContextType>;
};

export type CategoryProductsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CategoryProducts'] = ResolversParentTypes['CategoryProducts'],
> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CategoryResultResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CategoryResult'] = ResolversParentTypes['CategoryResult'],
> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CategoryTreeResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CategoryTree'] = ResolversParentTypes['CategoryTree'],
> = {
  available_sort_by?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Maybe<Array<Maybe<ResolversTypes['Breadcrumb']>>>, ParentType, ContextType>;
  canonical_full_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  children?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>>, ParentType, ContextType>;
  children_count?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_block?: Resolver<Maybe<ResolversTypes['CmsBlock']>, ParentType, ContextType>;
  cms_block_middle?: Resolver<Maybe<ResolversTypes['CmsBlock']>, ParentType, ContextType>;
  default_sort_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hreflangs?: Resolver<Maybe<Array<Maybe<ResolversTypes['Hreflang']>>>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image_mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  include_in_menu?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_anchor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  landing_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  landing_page_middle?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path_in_store?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  products?: Resolver<
    Maybe<ResolversTypes['CategoryProducts']>,
    ParentType,
    ContextType,
    RequireFields<CategoryTreeProductsArgs, 'currentPage' | 'pageSize'>
  >;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutAgreementResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CheckoutAgreement'] = ResolversParentTypes['CheckoutAgreement'],
> = {
  agreement_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkbox_text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content_height?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  is_html?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['CheckoutAgreementMode'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutUserInputErrorResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CheckoutUserInputError'] =
    ResolversParentTypes['CheckoutUserInputError'],
> = {
  code?: Resolver<ResolversTypes['CheckoutUserInputErrorCodes'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type ChildProductResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ChildProduct'] = ResolversParentTypes['ChildProduct'],
> = {
  option_ids?: Resolver<Maybe<Array<Maybe<ResolversTypes['Int']>>>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['SimpleProduct']>, ParentType, ContextType>;
  swatch?: Resolver<Maybe<ResolversTypes['SwatchDataInterface']>, ParentType, ContextType>;
};

export type CmsBlockResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CmsBlock'] = ResolversParentTypes['CmsBlock'],
> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CmsBlocksResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CmsBlocks'] = ResolversParentTypes['CmsBlocks'],
> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CmsBlock']>>>, ParentType, ContextType>;
};

export type CmsPageResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CmsPage'] = ResolversParentTypes['CmsPage'],
> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content_heading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hreflangs?: Resolver<Maybe<Array<Maybe<ResolversTypes['Hreflang']>>>, ParentType, ContextType>;
  identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page_layout?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ColorSwatchDataResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ColorSwatchData'] = ResolversParentTypes['ColorSwatchData'],
> = {
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ComplexTextValueResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ComplexTextValue'] = ResolversParentTypes['ComplexTextValue'],
> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigurableAttributeOptionResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ConfigurableAttributeOption'] =
    ResolversParentTypes['ConfigurableAttributeOption'],
> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value_index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ConfigurableCartItemResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ConfigurableCartItem'] =
    ResolversParentTypes['ConfigurableCartItem'],
> = {
  configurable_options?: Resolver<
    Array<Maybe<ResolversTypes['SelectedConfigurableOption']>>,
    ParentType,
    ContextType
  >;
  configured_variant?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  customDiscountLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customizable_options?: Resolver<
    Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>,
    ParentType,
    ContextType
  >;
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemError']>>>, ParentType, ContextType>;
  gwpCartLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hideFromGwp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isFreeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartItemPrices']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableProductResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ConfigurableProduct'] =
    ResolversParentTypes['ConfigurableProduct'],
> = {
  backstage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_full_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, ParentType, ContextType>;
  certificates?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  child_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ChildProduct']>>>, ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configurable_options?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptions']>>>,
    ParentType,
    ContextType
  >;
  country_of_manufacture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  ean_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  how_to_use?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  ingredients?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductIngredient']>>>, ParentType, ContextType>;
  is_coming_soon?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_custom_price?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_makeup?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_pre_order?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_sample_product?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  labels?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmLabel']>>>, ParentType, ContextType>;
  max_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  media_gallery?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>,
    ParentType,
    ContextType
  >;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  parent_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdp_related_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  presentation_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<
    ResolversTypes['ProductReviews'],
    ParentType,
    ContextType,
    RequireFields<ConfigurableProductReviewsArgs, 'currentPage' | 'pageSize'>
  >;
  shipping_info?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  special_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stock_status?: Resolver<Maybe<ResolversTypes['ProductStockStatus']>, ParentType, ContextType>;
  sustainability?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swatch_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  type_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  upsell_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_rewrites?: Resolver<Maybe<Array<Maybe<ResolversTypes['UrlRewrite']>>>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variants?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableVariant']>>>, ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  volume_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableProductOptionsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ConfigurableProductOptions'] =
    ResolversParentTypes['ConfigurableProductOptions'],
> = {
  attribute_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attribute_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attribute_id_v2?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  attribute_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  use_default?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  values?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptionsValues']>>>,
    ParentType,
    ContextType
  >;
};

export type ConfigurableProductOptionsValuesResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ConfigurableProductOptionsValues'] =
    ResolversParentTypes['ConfigurableProductOptionsValues'],
> = {
  default_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swatch_data?: Resolver<Maybe<ResolversTypes['SwatchDataInterface']>, ParentType, ContextType>;
  uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  use_default_value?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  value_index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ConfigurableVariantResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ConfigurableVariant'] =
    ResolversParentTypes['ConfigurableVariant'],
> = {
  attributes?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ConfigurableAttributeOption']>>>,
    ParentType,
    ContextType
  >;
  product?: Resolver<Maybe<ResolversTypes['SimpleProduct']>, ParentType, ContextType>;
};

export type ConfigurableWishlistItemResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ConfigurableWishlistItem'] =
    ResolversParentTypes['ConfigurableWishlistItem'],
> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  child_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  configurable_options?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['SelectedConfigurableOption']>>>,
    ParentType,
    ContextType
  >;
  configured_variant?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  customizable_options?: Resolver<
    Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>,
    ParentType,
    ContextType
  >;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfirmLocalPaymentOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ConfirmLocalPaymentOutput'] =
    ResolversParentTypes['ConfirmLocalPaymentOutput'],
> = {
  errors?: Resolver<Array<Maybe<ResolversTypes['PlaceOrderError']>>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['CustomerOrder']>, ParentType, ContextType>;
  restored_cart_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactUsOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ContactUsOutput'] = ResolversParentTypes['ContactUsOutput'],
> = {
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CopyProductsBetweenWishlistsOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CopyProductsBetweenWishlistsOutput'] =
    ResolversParentTypes['CopyProductsBetweenWishlistsOutput'],
> = {
  destination_wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
  source_wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
  user_errors?: Resolver<Array<Maybe<ResolversTypes['WishListUserInputError']>>, ParentType, ContextType>;
};

export type CountryResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country'],
> = {
  available_regions?: Resolver<Maybe<Array<Maybe<ResolversTypes['Region']>>>, ParentType, ContextType>;
  full_name_english?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  full_name_locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  three_letter_abbreviation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  two_letter_abbreviation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateGuestCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CreateGuestCartOutput'] =
    ResolversParentTypes['CreateGuestCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
};

export type CreateProductReviewOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CreateProductReviewOutput'] =
    ResolversParentTypes['CreateProductReviewOutput'],
> = {
  review?: Resolver<ResolversTypes['ProductReview'], ParentType, ContextType>;
};

export type CreateWishlistOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CreateWishlistOutput'] =
    ResolversParentTypes['CreateWishlistOutput'],
> = {
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type CustomerResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer'],
> = {
  addresses?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomerAddress']>>>, ParentType, ContextType>;
  allow_remote_shopping_assistance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  communication_preferences?: Resolver<
    ResolversTypes['CustomerCommunicationPreferences'],
    ParentType,
    ContextType
  >;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_of_birth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_of_birth_changes_left?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  default_billing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_shipping?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  group_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_subscribed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyalty_coupons?: Resolver<Array<ResolversTypes['LoyaltyCoupon']>, ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newsletter_status?: Resolver<ResolversTypes['SubscriptionStatusesEnum'], ParentType, ContextType>;
  orders?: Resolver<
    Maybe<ResolversTypes['CustomerOrders']>,
    ParentType,
    ContextType,
    RequireFields<CustomerOrdersArgs, 'currentPage' | 'pageSize'>
  >;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pro_status?: Resolver<Maybe<ResolversTypes['ProApplicationStatus']>, ParentType, ContextType>;
  referral?: Resolver<ResolversTypes['CustomerReferral'], ParentType, ContextType>;
  reviews?: Resolver<
    ResolversTypes['ProductReviews'],
    ParentType,
    ContextType,
    RequireFields<CustomerReviewsArgs, 'currentPage' | 'pageSize'>
  >;
  reward_points?: Resolver<Maybe<ResolversTypes['RewardPoints']>, ParentType, ContextType>;
  segment_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxvat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wishlist_v2?: Resolver<
    Maybe<ResolversTypes['Wishlist']>,
    ParentType,
    ContextType,
    RequireFields<CustomerWishlist_V2Args, 'id'>
  >;
  wishlists?: Resolver<
    Array<Maybe<ResolversTypes['Wishlist']>>,
    ParentType,
    ContextType,
    RequireFields<CustomerWishlistsArgs, 'currentPage' | 'pageSize'>
  >;
};

export type CustomerAddressResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress'],
> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['CountryCodeEnum']>, ParentType, ContextType>;
  country_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  default_billing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  default_shipping?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_business?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CustomerAddressRegion']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  registration_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerAddressRegionResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomerAddressRegion'] =
    ResolversParentTypes['CustomerAddressRegion'],
> = {
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CustomerCommunicationPreferencesResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomerCommunicationPreferences'] =
    ResolversParentTypes['CustomerCommunicationPreferences'],
> = {
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sms_telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms_agreed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerOrderResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomerOrder'] = ResolversParentTypes['CustomerOrder'],
> = {
  applied_coupons?: Resolver<Array<Maybe<ResolversTypes['AppliedCoupon']>>, ParentType, ContextType>;
  applied_gift_cards?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ApplyGiftCardToOrder']>>>,
    ParentType,
    ContextType
  >;
  billing_address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grand_total?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderItemInterface']>>>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_methods?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['OrderPaymentMethod']>>>,
    ParentType,
    ContextType
  >;
  reward_points_earned?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reward_points_used?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shipping_address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  shipping_method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal_excl_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['OrderTotal']>, ParentType, ContextType>;
};

export type CustomerOrdersResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomerOrders'] = ResolversParentTypes['CustomerOrders'],
> = {
  items?: Resolver<Array<Maybe<ResolversTypes['CustomerOrder']>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CustomerOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomerOutput'] = ResolversParentTypes['CustomerOutput'],
> = {
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
};

export type CustomerPaymentTokensResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomerPaymentTokens'] =
    ResolversParentTypes['CustomerPaymentTokens'],
> = {
  items?: Resolver<Array<Maybe<ResolversTypes['PaymentToken']>>, ParentType, ContextType>;
};

export type CustomerReferralResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomerReferral'] = ResolversParentTypes['CustomerReferral'],
> = {
  friend_discount_percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  referral_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referred_friends?: Resolver<Array<ResolversTypes['ReferredFriend']>, ParentType, ContextType>;
  referrer_points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerTokenResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomerToken'] = ResolversParentTypes['CustomerToken'],
> = {
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomizableAreaOptionResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomizableAreaOption'] =
    ResolversParentTypes['CustomizableAreaOption'],
> = {
  option_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['CustomizableAreaValue']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomizableAreaValueResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomizableAreaValue'] =
    ResolversParentTypes['CustomizableAreaValue'],
> = {
  max_characters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price_type?: Resolver<Maybe<ResolversTypes['PriceTypeEnum']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomizableFieldOptionResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomizableFieldOption'] =
    ResolversParentTypes['CustomizableFieldOption'],
> = {
  option_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['CustomizableFieldValue']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomizableFieldValueResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomizableFieldValue'] =
    ResolversParentTypes['CustomizableFieldValue'],
> = {
  max_characters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price_type?: Resolver<Maybe<ResolversTypes['PriceTypeEnum']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomizableOptionInterfaceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['CustomizableOptionInterface'] =
    ResolversParentTypes['CustomizableOptionInterface'],
> = {
  __resolveType: TypeResolveFn<'CustomizableAreaOption' | 'CustomizableFieldOption', ParentType, ContextType>;
};

export type DeletePaymentTokenOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['DeletePaymentTokenOutput'] =
    ResolversParentTypes['DeletePaymentTokenOutput'],
> = {
  customerPaymentTokens?: Resolver<Maybe<ResolversTypes['CustomerPaymentTokens']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeleteWishlistOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['DeleteWishlistOutput'] =
    ResolversParentTypes['DeleteWishlistOutput'],
> = {
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wishlists?: Resolver<Array<Maybe<ResolversTypes['Wishlist']>>, ParentType, ContextType>;
};

export type DiscountResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Discount'] = ResolversParentTypes['Discount'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  applied_to?: Resolver<ResolversTypes['CartDiscountType'], ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntityUrlResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['EntityUrl'] = ResolversParentTypes['EntityUrl'],
> = {
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity_uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  redirectCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
};

export type ErrorResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Error'] = ResolversParentTypes['Error'],
> = {
  __resolveType: TypeResolveFn<'CartUserInputError', ParentType, ContextType>;
};

export type FbPixelConfigResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['FbPixelConfig'] = ResolversParentTypes['FbPixelConfig'],
> = {
  pixelID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FreeShippingQualifierResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['FreeShippingQualifier'] =
    ResolversParentTypes['FreeShippingQualifier'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  country_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type GiftCardAccountResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['GiftCardAccount'] = ResolversParentTypes['GiftCardAccount'],
> = {
  balance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiration_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GiftCardAmountsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['GiftCardAmounts'] = ResolversParentTypes['GiftCardAmounts'],
> = {
  attribute_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  value_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  website_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  website_value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type GiftCardCartItemResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['GiftCardCartItem'] = ResolversParentTypes['GiftCardCartItem'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  customDiscountLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customizable_options?: Resolver<
    Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>,
    ParentType,
    ContextType
  >;
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemError']>>>, ParentType, ContextType>;
  gwpCartLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hideFromGwp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isFreeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartItemPrices']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recipient_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sender_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCardProductResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['GiftCardProduct'] = ResolversParentTypes['GiftCardProduct'],
> = {
  allow_message?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  allow_open_amount?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  backstage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_full_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, ParentType, ContextType>;
  certificates?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_of_manufacture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  ean_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gift_card_options?: Resolver<
    Array<Maybe<ResolversTypes['CustomizableOptionInterface']>>,
    ParentType,
    ContextType
  >;
  giftcard_amounts?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['GiftCardAmounts']>>>,
    ParentType,
    ContextType
  >;
  giftcard_type?: Resolver<Maybe<ResolversTypes['GiftCardTypeEnum']>, ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  how_to_use?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  ingredients?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductIngredient']>>>, ParentType, ContextType>;
  is_coming_soon?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_custom_price?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_makeup?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_pre_order?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_redeemable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_returnable?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  is_sample_product?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  labels?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmLabel']>>>, ParentType, ContextType>;
  lifetime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  max_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  media_gallery?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>,
    ParentType,
    ContextType
  >;
  message_max_length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  open_amount_max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  open_amount_min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  parent_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdp_related_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  presentation_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<
    ResolversTypes['ProductReviews'],
    ParentType,
    ContextType,
    RequireFields<GiftCardProductReviewsArgs, 'currentPage' | 'pageSize'>
  >;
  shipping_info?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  special_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stock_status?: Resolver<Maybe<ResolversTypes['ProductStockStatus']>, ParentType, ContextType>;
  sustainability?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swatch_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  type_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  upsell_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_rewrites?: Resolver<Maybe<Array<Maybe<ResolversTypes['UrlRewrite']>>>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  volume_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftProgressResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['GiftProgress'] = ResolversParentTypes['GiftProgress'],
> = {
  current?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['GiftProgressStage']>, ParentType, ContextType>;
};

export type GiftProgressStageResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['GiftProgressStage'] = ResolversParentTypes['GiftProgressStage'],
> = {
  code?: Resolver<ResolversTypes['GiftProgressStageCode'], ParentType, ContextType>;
  gift_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type HreflangResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Hreflang'] = ResolversParentTypes['Hreflang'],
> = {
  lang?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HttpQueryParameterResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['HttpQueryParameter'] = ResolversParentTypes['HttpQueryParameter'],
> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImageSwatchDataResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ImageSwatchData'] = ResolversParentTypes['ImageSwatchData'],
> = {
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IsEmailAvailableOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['IsEmailAvailableOutput'] =
    ResolversParentTypes['IsEmailAvailableOutput'],
> = {
  is_email_available?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type KeyValueResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['KeyValue'] = ResolversParentTypes['KeyValue'],
> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LogRocketTrackingResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['LogRocketTracking'] = ResolversParentTypes['LogRocketTracking'],
> = {
  can_track?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoyaltyCouponResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['LoyaltyCoupon'] = ResolversParentTypes['LoyaltyCoupon'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount_percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LoyaltyCouponKind'], ParentType, ContextType>;
  valid_to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MediaGalleryInterfaceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['MediaGalleryInterface'] =
    ResolversParentTypes['MediaGalleryInterface'],
> = {
  __resolveType: TypeResolveFn<'ProductImage', ParentType, ContextType>;
};

export type MenuResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu'],
> = {
  css_class?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  is_active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['MenuItem']>>>, ParentType, ContextType>;
  menu_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MenuItemResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem'],
> = {
  category_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cms_page_identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dropdown_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  is_active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  item_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_type?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MoneyResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money'],
> = {
  currency?: Resolver<Maybe<ResolversTypes['CurrencyEnum']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MoveProductsBetweenWishlistsOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['MoveProductsBetweenWishlistsOutput'] =
    ResolversParentTypes['MoveProductsBetweenWishlistsOutput'],
> = {
  destination_wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
  source_wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
  user_errors?: Resolver<Array<Maybe<ResolversTypes['WishListUserInputError']>>, ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addConfigurableProductsToCart?: Resolver<
    Maybe<ResolversTypes['AddConfigurableProductsToCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationAddConfigurableProductsToCartArgs>
  >;
  addProductsToCart?: Resolver<
    Maybe<ResolversTypes['AddProductsToCartOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationAddProductsToCartArgs, 'cartId' | 'cartItems'>
  >;
  addProductsToWishlist?: Resolver<
    Maybe<ResolversTypes['AddProductsToWishlistOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationAddProductsToWishlistArgs, 'wishlistId' | 'wishlistItems'>
  >;
  addSimpleProductsToCart?: Resolver<
    Maybe<ResolversTypes['AddSimpleProductsToCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationAddSimpleProductsToCartArgs>
  >;
  addToCartWithPrice?: Resolver<
    Maybe<ResolversTypes['AddProductsToCartOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationAddToCartWithPriceArgs, 'cartId' | 'price' | 'quantity' | 'sku'>
  >;
  addWishlistItemsToCart?: Resolver<
    Maybe<ResolversTypes['AddWishlistItemsToCartOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationAddWishlistItemsToCartArgs, 'wishlistId'>
  >;
  amBlogLeaveComment?: Resolver<
    Maybe<ResolversTypes['AmBlogLeaveCommentOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationAmBlogLeaveCommentArgs, 'input'>
  >;
  applyCouponToCart?: Resolver<
    Maybe<ResolversTypes['ApplyCouponToCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationApplyCouponToCartArgs>
  >;
  applyGiftCardToCart?: Resolver<
    Maybe<ResolversTypes['ApplyGiftCardToCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationApplyGiftCardToCartArgs>
  >;
  applyRewardPointsToCart?: Resolver<
    Maybe<ResolversTypes['ApplyRewardPointsToCartOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationApplyRewardPointsToCartArgs, 'cartId'>
  >;
  assignCustomerToGuestCart?: Resolver<
    ResolversTypes['Cart'],
    ParentType,
    ContextType,
    RequireFields<MutationAssignCustomerToGuestCartArgs, 'cart_id'>
  >;
  awinCommissionGroup?: Resolver<
    ResolversTypes['AwinCommissionGroupOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationAwinCommissionGroupArgs, 'orderNumber'>
  >;
  awinCookie?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationAwinCookieArgs, 'awc'>
  >;
  awinPurchase?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationAwinPurchaseArgs, 'currencyCode' | 'orderNumber' | 'revenue'>
  >;
  changeCustomerPassword?: Resolver<
    Maybe<ResolversTypes['Customer']>,
    ParentType,
    ContextType,
    RequireFields<MutationChangeCustomerPasswordArgs, 'currentPassword' | 'newPassword'>
  >;
  confirmLocalPayment?: Resolver<
    Maybe<ResolversTypes['ConfirmLocalPaymentOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationConfirmLocalPaymentArgs, 'input'>
  >;
  confirmNewsletterSubscription?: Resolver<
    Maybe<ResolversTypes['SubscribeEmailToNewsletterOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'code' | 'subscriber_id'>
  >;
  contactUs?: Resolver<
    Maybe<ResolversTypes['ContactUsOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationContactUsArgs, 'input'>
  >;
  copyProductsBetweenWishlists?: Resolver<
    Maybe<ResolversTypes['CopyProductsBetweenWishlistsOutput']>,
    ParentType,
    ContextType,
    RequireFields<
      MutationCopyProductsBetweenWishlistsArgs,
      'destinationWishlistUid' | 'sourceWishlistUid' | 'wishlistItems'
    >
  >;
  createCustomerAddress?: Resolver<
    Maybe<ResolversTypes['CustomerAddress']>,
    ParentType,
    ContextType,
    RequireFields<MutationCreateCustomerAddressArgs, 'input'>
  >;
  createCustomerV2?: Resolver<
    Maybe<ResolversTypes['CustomerOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationCreateCustomerV2Args, 'input'>
  >;
  createEmptyCart?: Resolver<
    Maybe<ResolversTypes['String']>,
    ParentType,
    ContextType,
    Partial<MutationCreateEmptyCartArgs>
  >;
  createGuestCart?: Resolver<
    Maybe<ResolversTypes['CreateGuestCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationCreateGuestCartArgs>
  >;
  createProCustomerApplication?: Resolver<
    Maybe<ResolversTypes['ProCustomerApplicationOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationCreateProCustomerApplicationArgs, 'input'>
  >;
  createProductReview?: Resolver<
    ResolversTypes['CreateProductReviewOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateProductReviewArgs, 'input'>
  >;
  createSocialLoginRequest?: Resolver<
    Maybe<ResolversTypes['SocialLoginRequest']>,
    ParentType,
    ContextType,
    RequireFields<MutationCreateSocialLoginRequestArgs, 'type'>
  >;
  createWishlist?: Resolver<
    Maybe<ResolversTypes['CreateWishlistOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationCreateWishlistArgs, 'input'>
  >;
  deleteCustomerAddress?: Resolver<
    Maybe<ResolversTypes['Boolean']>,
    ParentType,
    ContextType,
    RequireFields<MutationDeleteCustomerAddressArgs, 'id'>
  >;
  deletePaymentToken?: Resolver<
    Maybe<ResolversTypes['DeletePaymentTokenOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationDeletePaymentTokenArgs, 'public_hash'>
  >;
  deleteWishlist?: Resolver<
    Maybe<ResolversTypes['DeleteWishlistOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationDeleteWishlistArgs, 'wishlistUid'>
  >;
  fbAddToCart?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationFbAddToCartArgs, 'quantity' | 'sku'>
  >;
  fbAddToWishlist?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationFbAddToWishlistArgs, 'sku'>
  >;
  fbInitiateCheckout?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationFbInitiateCheckoutArgs, 'cartId'>
  >;
  fbPageView?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationFbPageViewArgs, 'url'>
  >;
  fbProductView?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationFbProductViewArgs, 'sku'>
  >;
  fbPurchase?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationFbPurchaseArgs, 'orderNumber'>
  >;
  fbSearch?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationFbSearchArgs, 'searchQuery'>
  >;
  fbUserRegister?: Resolver<ResolversTypes['TrackingEventOutput'], ParentType, ContextType>;
  generateCustomerToken?: Resolver<
    Maybe<ResolversTypes['CustomerToken']>,
    ParentType,
    ContextType,
    RequireFields<MutationGenerateCustomerTokenArgs, 'email' | 'password'>
  >;
  generateCustomerTokenWithSocialLogin?: Resolver<
    Maybe<ResolversTypes['CustomerToken']>,
    ParentType,
    ContextType,
    RequireFields<MutationGenerateCustomerTokenWithSocialLoginArgs, 'code' | 'state'>
  >;
  gtmSaveAttribution?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationGtmSaveAttributionArgs, 'cart_id'>
  >;
  mergeCarts?: Resolver<
    ResolversTypes['Cart'],
    ParentType,
    ContextType,
    RequireFields<MutationMergeCartsArgs, 'source_cart_id'>
  >;
  moveProductsBetweenWishlists?: Resolver<
    Maybe<ResolversTypes['MoveProductsBetweenWishlistsOutput']>,
    ParentType,
    ContextType,
    RequireFields<
      MutationMoveProductsBetweenWishlistsArgs,
      'destinationWishlistUid' | 'sourceWishlistUid' | 'wishlistItems'
    >
  >;
  placeOrder?: Resolver<
    Maybe<ResolversTypes['PlaceOrderOutput']>,
    ParentType,
    ContextType,
    Partial<MutationPlaceOrderArgs>
  >;
  referFriend?: Resolver<
    Maybe<ResolversTypes['ReferFriendOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationReferFriendArgs, 'email'>
  >;
  removeCouponFromCart?: Resolver<
    Maybe<ResolversTypes['RemoveCouponFromCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationRemoveCouponFromCartArgs>
  >;
  removeGiftCardFromCart?: Resolver<
    Maybe<ResolversTypes['RemoveGiftCardFromCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationRemoveGiftCardFromCartArgs>
  >;
  removeItemFromCart?: Resolver<
    Maybe<ResolversTypes['RemoveItemFromCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationRemoveItemFromCartArgs>
  >;
  removeProductsFromWishlist?: Resolver<
    Maybe<ResolversTypes['RemoveProductsFromWishlistOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationRemoveProductsFromWishlistArgs, 'wishlistId' | 'wishlistItemsIds'>
  >;
  removeProductsFromWishlistBySku?: Resolver<
    Maybe<ResolversTypes['RemoveProductsFromWishlistBySkuOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationRemoveProductsFromWishlistBySkuArgs, 'sku'>
  >;
  removeRewardPointsFromCart?: Resolver<
    Maybe<ResolversTypes['RemoveRewardPointsFromCartOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationRemoveRewardPointsFromCartArgs, 'cartId'>
  >;
  reorderItems?: Resolver<
    Maybe<ResolversTypes['ReorderItemsOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationReorderItemsArgs, 'orderNumber'>
  >;
  requestPasswordResetEmail?: Resolver<
    Maybe<ResolversTypes['Boolean']>,
    ParentType,
    ContextType,
    RequireFields<MutationRequestPasswordResetEmailArgs, 'email'>
  >;
  resetPassword?: Resolver<
    Maybe<ResolversTypes['Boolean']>,
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'email' | 'newPassword' | 'resetPasswordToken'>
  >;
  restoreQuoteFromOrder?: Resolver<
    Maybe<ResolversTypes['String']>,
    ParentType,
    ContextType,
    RequireFields<MutationRestoreQuoteFromOrderArgs, 'orderNumber'>
  >;
  revokeCustomerToken?: Resolver<Maybe<ResolversTypes['RevokeCustomerTokenOutput']>, ParentType, ContextType>;
  setBillingAddressOnCart?: Resolver<
    Maybe<ResolversTypes['SetBillingAddressOnCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationSetBillingAddressOnCartArgs>
  >;
  setGuestEmailOnCart?: Resolver<
    Maybe<ResolversTypes['SetGuestEmailOnCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationSetGuestEmailOnCartArgs>
  >;
  setPaymentMethodOnCart?: Resolver<
    Maybe<ResolversTypes['SetPaymentMethodOnCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationSetPaymentMethodOnCartArgs>
  >;
  setShippingAddressesOnCart?: Resolver<
    Maybe<ResolversTypes['SetShippingAddressesOnCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationSetShippingAddressesOnCartArgs>
  >;
  setShippingMethodsOnCart?: Resolver<
    Maybe<ResolversTypes['SetShippingMethodsOnCartOutput']>,
    ParentType,
    ContextType,
    Partial<MutationSetShippingMethodsOnCartArgs>
  >;
  submitBusinessInquiry?: Resolver<
    Maybe<ResolversTypes['BusinessInquiryOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationSubmitBusinessInquiryArgs, 'input'>
  >;
  submitProductQuiz?: Resolver<
    Maybe<ResolversTypes['SubmitProductQuizOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationSubmitProductQuizArgs, 'input'>
  >;
  subscribeEmailToNewsletter?: Resolver<
    Maybe<ResolversTypes['SubscribeEmailToNewsletterOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationSubscribeEmailToNewsletterArgs, 'email'>
  >;
  subscribeProductAlertStock?: Resolver<
    ResolversTypes['ProductAlertStockOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationSubscribeProductAlertStockArgs, 'input'>
  >;
  tikTokAddToCart?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationTikTokAddToCartArgs, 'quantity' | 'sku'>
  >;
  tikTokAddToWishlist?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationTikTokAddToWishlistArgs, 'sku'>
  >;
  tikTokInitiateCheckout?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationTikTokInitiateCheckoutArgs, 'cartId'>
  >;
  tikTokProductView?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationTikTokProductViewArgs, 'sku'>
  >;
  tikTokPurchase?: Resolver<
    ResolversTypes['TrackingEventOutput'],
    ParentType,
    ContextType,
    RequireFields<MutationTikTokPurchaseArgs, 'orderNumber'>
  >;
  trackLogRocketRecording?: Resolver<ResolversTypes['TrackingEventOutput'], ParentType, ContextType>;
  updateCartItems?: Resolver<
    Maybe<ResolversTypes['UpdateCartItemsOutput']>,
    ParentType,
    ContextType,
    Partial<MutationUpdateCartItemsArgs>
  >;
  updateCustomerAddress?: Resolver<
    Maybe<ResolversTypes['CustomerAddress']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCustomerAddressArgs, 'id'>
  >;
  updateCustomerCommunicationPreferences?: Resolver<
    ResolversTypes['CustomerCommunicationPreferences'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCustomerCommunicationPreferencesArgs, 'input'>
  >;
  updateCustomerEmail?: Resolver<
    Maybe<ResolversTypes['CustomerOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCustomerEmailArgs, 'email' | 'password'>
  >;
  updateCustomerV2?: Resolver<
    Maybe<ResolversTypes['CustomerOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCustomerV2Args, 'input'>
  >;
  updateProductsInWishlist?: Resolver<
    Maybe<ResolversTypes['UpdateProductsInWishlistOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProductsInWishlistArgs, 'wishlistId' | 'wishlistItems'>
  >;
  updateWishlist?: Resolver<
    Maybe<ResolversTypes['UpdateWishlistOutput']>,
    ParentType,
    ContextType,
    RequireFields<MutationUpdateWishlistArgs, 'wishlistUid'>
  >;
};

export type OrderResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'],
> = {
  order_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderAddressResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['CountryCodeEnum']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_business?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registration_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderItemResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem'],
> = {
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  entered_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderItemOption']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['OrderItemPrices']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity_ordered?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  selected_options?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['OrderItemOption']>>>,
    ParentType,
    ContextType
  >;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderItemInterfaceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['OrderItemInterface'] = ResolversParentTypes['OrderItemInterface'],
> = {
  __resolveType: TypeResolveFn<'OrderItem', ParentType, ContextType>;
};

export type OrderItemOptionResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['OrderItemOption'] = ResolversParentTypes['OrderItemOption'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderItemPricesResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['OrderItemPrices'] = ResolversParentTypes['OrderItemPrices'],
> = {
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  row_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  row_total_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_item_discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderPaymentMethodResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['OrderPaymentMethod'] = ResolversParentTypes['OrderPaymentMethod'],
> = {
  additional_data?: Resolver<Maybe<Array<Maybe<ResolversTypes['KeyValue']>>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderTotalResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['OrderTotal'] = ResolversParentTypes['OrderTotal'],
> = {
  base_grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping_handling?: Resolver<Maybe<ResolversTypes['ShippingHandling']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxes?: Resolver<Maybe<Array<Maybe<ResolversTypes['TaxItem']>>>, ParentType, ContextType>;
  total_shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PaymentTokenResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['PaymentToken'] = ResolversParentTypes['PaymentToken'],
> = {
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment_method_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  public_hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentTokenTypeEnum'], ParentType, ContextType>;
};

export type PhysicalProductInterfaceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['PhysicalProductInterface'] =
    ResolversParentTypes['PhysicalProductInterface'],
> = {
  __resolveType: TypeResolveFn<
    'ConfigurableProduct' | 'GiftCardProduct' | 'SimpleProduct',
    ParentType,
    ContextType
  >;
};

export type PlaceOrderErrorResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['PlaceOrderError'] = ResolversParentTypes['PlaceOrderError'],
> = {
  code?: Resolver<ResolversTypes['PlaceOrderErrorCodes'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaceOrderOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['PlaceOrderOutput'] = ResolversParentTypes['PlaceOrderOutput'],
> = {
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['PlaceOrderError']>>>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderV2?: Resolver<Maybe<ResolversTypes['CustomerOrder']>, ParentType, ContextType>;
  payment_redirect_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PriceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price'],
> = {
  adjustments?: Resolver<Maybe<Array<Maybe<ResolversTypes['PriceAdjustment']>>>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type PriceAdjustmentResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['PriceAdjustment'] = ResolversParentTypes['PriceAdjustment'],
> = {
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['PriceAdjustmentCodesEnum']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['PriceAdjustmentDescriptionEnum']>, ParentType, ContextType>;
};

export type PriceRangeResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange'],
> = {
  maximum_price?: Resolver<Maybe<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  minimum_price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
};

export type ProCustomerApplicationOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProCustomerApplicationOutput'] =
    ResolversParentTypes['ProCustomerApplicationOutput'],
> = {
  status?: Resolver<ResolversTypes['ProApplicationStatus'], ParentType, ContextType>;
};

export type ProductAlertStockOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductAlertStockOutput'] =
    ResolversParentTypes['ProductAlertStockOutput'],
> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductDiscountResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductDiscount'] = ResolversParentTypes['ProductDiscount'],
> = {
  amount_off?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  percent_off?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ProductImageResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage'],
> = {
  disabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductIngredientResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductIngredient'] = ResolversParentTypes['ProductIngredient'],
> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ProductInterfaceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductInterface'] = ResolversParentTypes['ProductInterface'],
> = {
  __resolveType: TypeResolveFn<
    'ConfigurableProduct' | 'GiftCardProduct' | 'SimpleProduct',
    ParentType,
    ContextType
  >;
};

export type ProductPriceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice'],
> = {
  discount?: Resolver<Maybe<ResolversTypes['ProductDiscount']>, ParentType, ContextType>;
  final_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  regular_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProductPricesResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductPrices'] = ResolversParentTypes['ProductPrices'],
> = {
  maximalPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  minimalPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
};

export type ProductQuizResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductQuiz'] = ResolversParentTypes['ProductQuiz'],
> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['ProductQuizQuestion']>, ParentType, ContextType>;
  quiz_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result_text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms_text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductQuizAnswerResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductQuizAnswer'] = ResolversParentTypes['ProductQuizAnswer'],
> = {
  answer_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductQuizQuestionResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductQuizQuestion'] =
    ResolversParentTypes['ProductQuizQuestion'],
> = {
  answers?: Resolver<Array<ResolversTypes['ProductQuizAnswer']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  max_choices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductQuizQuestionType'], ParentType, ContextType>;
};

export type ProductQuizRecommendationResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductQuizRecommendation'] =
    ResolversParentTypes['ProductQuizRecommendation'],
> = {
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['ProductQuizRoutineStep'], ParentType, ContextType>;
};

export type ProductReviewResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductReview'] = ResolversParentTypes['ProductReview'],
> = {
  average_rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  ratings_breakdown?: Resolver<Array<Maybe<ResolversTypes['ProductReviewRating']>>, ParentType, ContextType>;
  review_status?: Resolver<Maybe<ResolversTypes['ProductReviewStatus']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductReviewRatingResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductReviewRating'] =
    ResolversParentTypes['ProductReviewRating'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductReviewRatingMetadataResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductReviewRatingMetadata'] =
    ResolversParentTypes['ProductReviewRatingMetadata'],
> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<
    Array<Maybe<ResolversTypes['ProductReviewRatingValueMetadata']>>,
    ParentType,
    ContextType
  >;
};

export type ProductReviewRatingValueMetadataResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductReviewRatingValueMetadata'] =
    ResolversParentTypes['ProductReviewRatingValueMetadata'],
> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductReviewRatingsMetadataResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductReviewRatingsMetadata'] =
    ResolversParentTypes['ProductReviewRatingsMetadata'],
> = {
  items?: Resolver<Array<Maybe<ResolversTypes['ProductReviewRatingMetadata']>>, ParentType, ContextType>;
};

export type ProductReviewsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ProductReviews'] = ResolversParentTypes['ProductReviews'],
> = {
  items?: Resolver<Array<Maybe<ResolversTypes['ProductReview']>>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['SearchResultPageInfo'], ParentType, ContextType>;
};

export type ProductsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Products'] = ResolversParentTypes['Products'],
> = {
  aggregations?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['Aggregation']>>>,
    ParentType,
    ContextType,
    Partial<ProductsAggregationsArgs>
  >;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  sort_fields?: Resolver<Maybe<ResolversTypes['SortFields']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PromoPageResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['PromoPage'] = ResolversParentTypes['PromoPage'],
> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  is_valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promo_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  FBPixelId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amBlogAuthors?: Resolver<Maybe<ResolversTypes['AmBlogAuthors']>, ParentType, ContextType>;
  amBlogCategories?: Resolver<Maybe<ResolversTypes['AmBlogCategories']>, ParentType, ContextType>;
  amBlogComments?: Resolver<
    Maybe<ResolversTypes['AmBlogComments']>,
    ParentType,
    ContextType,
    RequireFields<QueryAmBlogCommentsArgs, 'postId'>
  >;
  amBlogPost?: Resolver<
    Maybe<ResolversTypes['AmBlogPost']>,
    ParentType,
    ContextType,
    Partial<QueryAmBlogPostArgs>
  >;
  amBlogPosts?: Resolver<
    Maybe<ResolversTypes['AmBlogPosts']>,
    ParentType,
    ContextType,
    RequireFields<QueryAmBlogPostsArgs, 'page' | 'pageSize' | 'type'>
  >;
  amBlogTags?: Resolver<Maybe<ResolversTypes['AmBlogTags']>, ParentType, ContextType>;
  amLabelSetting?: Resolver<Maybe<ResolversTypes['AmLabelSetting']>, ParentType, ContextType>;
  amSocialLoginButtonConfig?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['AmSocialLoginButton']>>>,
    ParentType,
    ContextType
  >;
  availableProductQty?: Resolver<
    Maybe<ResolversTypes['Float']>,
    ParentType,
    ContextType,
    RequireFields<QueryAvailableProductQtyArgs, 'sku'>
  >;
  availableStores?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['StoreConfig']>>>,
    ParentType,
    ContextType,
    Partial<QueryAvailableStoresArgs>
  >;
  cart?: Resolver<
    Maybe<ResolversTypes['Cart']>,
    ParentType,
    ContextType,
    RequireFields<QueryCartArgs, 'cart_id'>
  >;
  categories?: Resolver<
    Maybe<ResolversTypes['CategoryResult']>,
    ParentType,
    ContextType,
    RequireFields<QueryCategoriesArgs, 'currentPage' | 'pageSize'>
  >;
  category?: Resolver<
    Maybe<ResolversTypes['CategoryTree']>,
    ParentType,
    ContextType,
    Partial<QueryCategoryArgs>
  >;
  categoryList?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>>,
    ParentType,
    ContextType,
    Partial<QueryCategoryListArgs>
  >;
  checkoutAgreements?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['CheckoutAgreement']>>>,
    ParentType,
    ContextType
  >;
  cmsBlocks?: Resolver<
    Maybe<ResolversTypes['CmsBlocks']>,
    ParentType,
    ContextType,
    Partial<QueryCmsBlocksArgs>
  >;
  cmsPage?: Resolver<Maybe<ResolversTypes['CmsPage']>, ParentType, ContextType, Partial<QueryCmsPageArgs>>;
  countries?: Resolver<Maybe<Array<Maybe<ResolversTypes['Country']>>>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType, Partial<QueryCountryArgs>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  customerPaymentTokens?: Resolver<Maybe<ResolversTypes['CustomerPaymentTokens']>, ParentType, ContextType>;
  getBlacklistData?: Resolver<ResolversTypes['BlacklistData'], ParentType, ContextType>;
  giftCardAccount?: Resolver<
    Maybe<ResolversTypes['GiftCardAccount']>,
    ParentType,
    ContextType,
    RequireFields<QueryGiftCardAccountArgs, 'input'>
  >;
  guestOrder?: Resolver<
    ResolversTypes['CustomerOrder'],
    ParentType,
    ContextType,
    RequireFields<QueryGuestOrderArgs, 'input'>
  >;
  isEmailAvailable?: Resolver<
    Maybe<ResolversTypes['IsEmailAvailableOutput']>,
    ParentType,
    ContextType,
    RequireFields<QueryIsEmailAvailableArgs, 'email'>
  >;
  logRocketTracking?: Resolver<ResolversTypes['LogRocketTracking'], ParentType, ContextType>;
  productQuiz?: Resolver<
    Maybe<ResolversTypes['ProductQuiz']>,
    ParentType,
    ContextType,
    Partial<QueryProductQuizArgs>
  >;
  productReviewRatingsMetadata?: Resolver<
    ResolversTypes['ProductReviewRatingsMetadata'],
    ParentType,
    ContextType
  >;
  products?: Resolver<
    Maybe<ResolversTypes['Products']>,
    ParentType,
    ContextType,
    RequireFields<QueryProductsArgs, 'currentPage' | 'pageSize'>
  >;
  promoPage?: Resolver<
    Maybe<ResolversTypes['PromoPage']>,
    ParentType,
    ContextType,
    RequireFields<QueryPromoPageArgs, 'promoCode'>
  >;
  recaptchaV3Config?: Resolver<Maybe<ResolversTypes['ReCaptchaConfigurationV3']>, ParentType, ContextType>;
  route?: Resolver<
    Maybe<ResolversTypes['RoutableInterface']>,
    ParentType,
    ContextType,
    RequireFields<QueryRouteArgs, 'url'>
  >;
  scandiwebMenu?: Resolver<
    Maybe<ResolversTypes['Menu']>,
    ParentType,
    ContextType,
    RequireFields<QueryScandiwebMenuArgs, 'identifier'>
  >;
  sharedWishlist?: Resolver<
    Maybe<ResolversTypes['Wishlist']>,
    ParentType,
    ContextType,
    RequireFields<QuerySharedWishlistArgs, 'sharing_code'>
  >;
  storeConfig?: Resolver<Maybe<ResolversTypes['StoreConfig']>, ParentType, ContextType>;
  urlResolver?: Resolver<
    Maybe<ResolversTypes['EntityUrl']>,
    ParentType,
    ContextType,
    RequireFields<QueryUrlResolverArgs, 'url'>
  >;
  validateCart?: Resolver<
    Maybe<ResolversTypes['ValidateCartOutput']>,
    ParentType,
    ContextType,
    RequireFields<QueryValidateCartArgs, 'cartId'>
  >;
};

export type ReCaptchaConfigurationV3Resolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ReCaptchaConfigurationV3'] =
    ResolversParentTypes['ReCaptchaConfigurationV3'],
> = {
  badge_position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failure_message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forms?: Resolver<Array<Maybe<ResolversTypes['ReCaptchaFormEnum']>>, ParentType, ContextType>;
  is_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimum_score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReferFriendOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ReferFriendOutput'] = ResolversParentTypes['ReferFriendOutput'],
> = {
  referred_friend?: Resolver<ResolversTypes['ReferredFriend'], ParentType, ContextType>;
};

export type ReferredFriendResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ReferredFriend'] = ResolversParentTypes['ReferredFriend'],
> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReferralStatus'], ParentType, ContextType>;
};

export type RegionResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region'],
> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RemoveCouponFromCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RemoveCouponFromCartOutput'] =
    ResolversParentTypes['RemoveCouponFromCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
};

export type RemoveGiftCardFromCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RemoveGiftCardFromCartOutput'] =
    ResolversParentTypes['RemoveGiftCardFromCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type RemoveItemFromCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RemoveItemFromCartOutput'] =
    ResolversParentTypes['RemoveItemFromCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type RemoveProductsFromWishlistBySkuOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RemoveProductsFromWishlistBySkuOutput'] =
    ResolversParentTypes['RemoveProductsFromWishlistBySkuOutput'],
> = {
  wishlists?: Resolver<Array<Maybe<ResolversTypes['Wishlist']>>, ParentType, ContextType>;
};

export type RemoveProductsFromWishlistOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RemoveProductsFromWishlistOutput'] =
    ResolversParentTypes['RemoveProductsFromWishlistOutput'],
> = {
  user_errors?: Resolver<Array<Maybe<ResolversTypes['WishListUserInputError']>>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type RemoveRewardPointsFromCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RemoveRewardPointsFromCartOutput'] =
    ResolversParentTypes['RemoveRewardPointsFromCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type ReorderItemsOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ReorderItemsOutput'] = ResolversParentTypes['ReorderItemsOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  userInputErrors?: Resolver<Array<Maybe<ResolversTypes['CheckoutUserInputError']>>, ParentType, ContextType>;
};

export type RevokeCustomerTokenOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RevokeCustomerTokenOutput'] =
    ResolversParentTypes['RevokeCustomerTokenOutput'],
> = {
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RewardPointsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RewardPoints'] = ResolversParentTypes['RewardPoints'],
> = {
  balance?: Resolver<Maybe<ResolversTypes['RewardPointsAmount']>, ParentType, ContextType>;
  balance_history?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['RewardPointsBalanceHistoryItem']>>>,
    ParentType,
    ContextType
  >;
  exchange_rates?: Resolver<Maybe<ResolversTypes['RewardPointsExchangeRates']>, ParentType, ContextType>;
  subscription_status?: Resolver<
    Maybe<ResolversTypes['RewardPointsSubscriptionStatus']>,
    ParentType,
    ContextType
  >;
};

export type RewardPointsAmountResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RewardPointsAmount'] = ResolversParentTypes['RewardPointsAmount'],
> = {
  money?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RewardPointsBalanceHistoryItemResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RewardPointsBalanceHistoryItem'] =
    ResolversParentTypes['RewardPointsBalanceHistoryItem'],
> = {
  action?: Resolver<ResolversTypes['RewardPointsHistoryAction'], ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['RewardPointsAmount']>, ParentType, ContextType>;
  change_reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points_change?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RewardPointsExchangeRatesResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RewardPointsExchangeRates'] =
    ResolversParentTypes['RewardPointsExchangeRates'],
> = {
  earning?: Resolver<Maybe<ResolversTypes['RewardPointsRate']>, ParentType, ContextType>;
  redemption?: Resolver<Maybe<ResolversTypes['RewardPointsRate']>, ParentType, ContextType>;
};

export type RewardPointsRateResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RewardPointsRate'] = ResolversParentTypes['RewardPointsRate'],
> = {
  currency_amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RewardPointsSubscriptionStatusResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RewardPointsSubscriptionStatus'] =
    ResolversParentTypes['RewardPointsSubscriptionStatus'],
> = {
  balance_updates?: Resolver<ResolversTypes['RewardPointsSubscriptionStatusesEnum'], ParentType, ContextType>;
  points_expiration_notifications?: Resolver<
    ResolversTypes['RewardPointsSubscriptionStatusesEnum'],
    ParentType,
    ContextType
  >;
};

export type RoutableInterfaceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['RoutableInterface'] = ResolversParentTypes['RoutableInterface'],
> = {
  __resolveType: TypeResolveFn<
    | 'AmBlogCategory'
    | 'AmBlogPost'
    | 'CategoryTree'
    | 'CmsPage'
    | 'ConfigurableProduct'
    | 'GiftCardProduct'
    | 'SimpleProduct',
    ParentType,
    ContextType
  >;
};

export type SearchResultPageInfoResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SearchResultPageInfo'] =
    ResolversParentTypes['SearchResultPageInfo'],
> = {
  current_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page_size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total_pages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SelectedConfigurableOptionResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SelectedConfigurableOption'] =
    ResolversParentTypes['SelectedConfigurableOption'],
> = {
  configurable_product_option_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  configurable_product_option_value_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  option_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SelectedCustomizableOptionResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SelectedCustomizableOption'] =
    ResolversParentTypes['SelectedCustomizableOption'],
> = {
  customizable_option_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOptionValue']>>, ParentType, ContextType>;
};

export type SelectedCustomizableOptionValueResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SelectedCustomizableOptionValue'] =
    ResolversParentTypes['SelectedCustomizableOptionValue'],
> = {
  customizable_option_value_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SelectedPaymentMethodResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SelectedPaymentMethod'] =
    ResolversParentTypes['SelectedPaymentMethod'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchase_order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SelectedShippingMethodResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SelectedShippingMethod'] =
    ResolversParentTypes['SelectedShippingMethod'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimated_delivery_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SetBillingAddressOnCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SetBillingAddressOnCartOutput'] =
    ResolversParentTypes['SetBillingAddressOnCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type SetGuestEmailOnCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SetGuestEmailOnCartOutput'] =
    ResolversParentTypes['SetGuestEmailOnCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type SetPaymentMethodOnCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SetPaymentMethodOnCartOutput'] =
    ResolversParentTypes['SetPaymentMethodOnCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type SetShippingAddressesOnCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SetShippingAddressesOnCartOutput'] =
    ResolversParentTypes['SetShippingAddressesOnCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type SetShippingMethodsOnCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SetShippingMethodsOnCartOutput'] =
    ResolversParentTypes['SetShippingMethodsOnCartOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type ShippingCartAddressResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ShippingCartAddress'] =
    ResolversParentTypes['ShippingCartAddress'],
> = {
  available_shipping_methods?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['AvailableShippingMethod']>>>,
    ParentType,
    ContextType
  >;
  cart_items_v2?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemInterface']>>>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['CartAddressCountry'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_business?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CartAddressRegion']>, ParentType, ContextType>;
  registration_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selected_shipping_method?: Resolver<
    Maybe<ResolversTypes['SelectedShippingMethod']>,
    ParentType,
    ContextType
  >;
  street?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingDiscountResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ShippingDiscount'] = ResolversParentTypes['ShippingDiscount'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ShippingHandlingResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ShippingHandling'] = ResolversParentTypes['ShippingHandling'],
> = {
  amount_excluding_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  amount_including_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingDiscount']>>>, ParentType, ContextType>;
  taxes?: Resolver<Maybe<Array<Maybe<ResolversTypes['TaxItem']>>>, ParentType, ContextType>;
  total_amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SimpleCartItemResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SimpleCartItem'] = ResolversParentTypes['SimpleCartItem'],
> = {
  customDiscountLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customizable_options?: Resolver<
    Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>,
    ParentType,
    ContextType
  >;
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemError']>>>, ParentType, ContextType>;
  gwpCartLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hideFromGwp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isFreeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartItemPrices']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleProductResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SimpleProduct'] = ResolversParentTypes['SimpleProduct'],
> = {
  backstage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_full_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, ParentType, ContextType>;
  certificates?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_of_manufacture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  ean_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  how_to_use?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  ingredients?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductIngredient']>>>, ParentType, ContextType>;
  is_coming_soon?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_custom_price?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_makeup?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_pre_order?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_sample_product?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  labels?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmLabel']>>>, ParentType, ContextType>;
  max_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  media_gallery?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>,
    ParentType,
    ContextType
  >;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  parent_product?: Resolver<Maybe<ResolversTypes['ConfigurableProduct']>, ParentType, ContextType>;
  parent_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdp_related_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  presentation_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<
    ResolversTypes['ProductReviews'],
    ParentType,
    ContextType,
    RequireFields<SimpleProductReviewsArgs, 'currentPage' | 'pageSize'>
  >;
  shipping_info?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  special_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stock_status?: Resolver<Maybe<ResolversTypes['ProductStockStatus']>, ParentType, ContextType>;
  sustainability?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swatch_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  type_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  upsell_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_rewrites?: Resolver<Maybe<Array<Maybe<ResolversTypes['UrlRewrite']>>>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  volume_products?: Resolver<
    Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>,
    ParentType,
    ContextType
  >;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleWishlistItemResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SimpleWishlistItem'] = ResolversParentTypes['SimpleWishlistItem'],
> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customizable_options?: Resolver<
    Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>,
    ParentType,
    ContextType
  >;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SocialLoginRequestResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SocialLoginRequest'] = ResolversParentTypes['SocialLoginRequest'],
> = {
  authorization_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SortFieldResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SortField'] = ResolversParentTypes['SortField'],
> = {
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SortFieldsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SortFields'] = ResolversParentTypes['SortFields'],
> = {
  default?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['SortField']>>>, ParentType, ContextType>;
};

export type StoreConfigResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['StoreConfig'] = ResolversParentTypes['StoreConfig'],
> = {
  absolute_footer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amblog_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  autocomplete_on_storefront?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  base_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_link_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_media_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_static_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  captcha_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  catalog_default_sort_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category_url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_home_page?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_no_cookies?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_no_route?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configurable_thumbnail_source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  copyright?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer_access_token_lifetime?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  default_country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  demonotice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  enable_multiple_wishlists?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fbPixelConfig?: Resolver<Maybe<ResolversTypes['FbPixelConfig']>, ParentType, ContextType>;
  front?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grid_per_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  grid_per_page_values?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  head_includes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  head_shortcut_icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  header_logo_src?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_default_store?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_default_store_group?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  list_mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list_per_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  list_per_page_values?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo_alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo_height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  logo_width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  loyalty_pwa_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  magento_wishlist_general_is_enabled?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maximum_number_of_wishlists?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimum_password_length?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newsletter_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  no_route?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinterest_event_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_quiz_promo_categories?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_quiz_promo_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  product_quiz_promo_link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_reviews_enabled?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required_character_classes_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_widget_instance_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_widget_script_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  root_category_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  root_category_uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  secure_base_link_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure_base_media_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure_base_static_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure_base_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shade_finder_brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shade_finder_client_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shade_finder_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shade_finder_script_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  show_cms_breadcrumbs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  store_code?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  store_group_code?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  store_group_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title_prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title_separator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  use_store_in_url?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  website_code?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  website_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  website_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight_unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  welcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubmitProductQuizOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SubmitProductQuizOutput'] =
    ResolversParentTypes['SubmitProductQuizOutput'],
> = {
  email_queued?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recommendations?: Resolver<Array<ResolversTypes['ProductQuizRecommendation']>, ParentType, ContextType>;
  submission_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SubscribeEmailToNewsletterOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SubscribeEmailToNewsletterOutput'] =
    ResolversParentTypes['SubscribeEmailToNewsletterOutput'],
> = {
  status?: Resolver<Maybe<ResolversTypes['SubscriptionStatusesEnum']>, ParentType, ContextType>;
};

export type SwatchDataInterfaceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['SwatchDataInterface'] =
    ResolversParentTypes['SwatchDataInterface'],
> = {
  __resolveType: TypeResolveFn<
    'ColorSwatchData' | 'ImageSwatchData' | 'TextSwatchData',
    ParentType,
    ContextType
  >;
};

export type TaxItemResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['TaxItem'] = ResolversParentTypes['TaxItem'],
> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TextSwatchDataResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['TextSwatchData'] = ResolversParentTypes['TextSwatchData'],
> = {
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TrackingEventOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['TrackingEventOutput'] =
    ResolversParentTypes['TrackingEventOutput'],
> = {
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pixelID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UpdateCartItemsOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['UpdateCartItemsOutput'] =
    ResolversParentTypes['UpdateCartItemsOutput'],
> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  errors?: Resolver<Array<Maybe<ResolversTypes['CartUserInputError']>>, ParentType, ContextType>;
};

export type UpdateProductsInWishlistOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['UpdateProductsInWishlistOutput'] =
    ResolversParentTypes['UpdateProductsInWishlistOutput'],
> = {
  user_errors?: Resolver<Array<Maybe<ResolversTypes['WishListUserInputError']>>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type UpdateWishlistOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['UpdateWishlistOutput'] =
    ResolversParentTypes['UpdateWishlistOutput'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['WishlistVisibilityEnum'], ParentType, ContextType>;
};

export type UrlRewriteResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['UrlRewrite'] = ResolversParentTypes['UrlRewrite'],
> = {
  parameters?: Resolver<Maybe<Array<Maybe<ResolversTypes['HttpQueryParameter']>>>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ValidateCartOutputResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['ValidateCartOutput'] = ResolversParentTypes['ValidateCartOutput'],
> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['CartUserInputError']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WishListUserInputErrorResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['WishListUserInputError'] =
    ResolversParentTypes['WishListUserInputError'],
> = {
  code?: Resolver<ResolversTypes['WishListUserInputErrorType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WishlistResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist'],
> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  items_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items_v2?: Resolver<
    Maybe<ResolversTypes['WishlistItems']>,
    ParentType,
    ContextType,
    RequireFields<WishlistItems_V2Args, 'currentPage' | 'pageSize'>
  >;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sharing_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['WishlistVisibilityEnum'], ParentType, ContextType>;
};

export type WishlistCartUserInputErrorResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['WishlistCartUserInputError'] =
    ResolversParentTypes['WishlistCartUserInputError'],
> = {
  code?: Resolver<ResolversTypes['WishlistCartUserInputErrorType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wishlistId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wishlistItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WishlistItemInterfaceResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['WishlistItemInterface'] =
    ResolversParentTypes['WishlistItemInterface'],
> = {
  __resolveType: TypeResolveFn<'ConfigurableWishlistItem' | 'SimpleWishlistItem', ParentType, ContextType>;
};

export type WishlistItemsResolvers<
  ContextType = ResolverContext,
  ParentType extends ResolversParentTypes['WishlistItems'] = ResolversParentTypes['WishlistItems'],
> = {
  items?: Resolver<Array<Maybe<ResolversTypes['WishlistItemInterface']>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = ResolverContext> = {
  AddConfigurableProductsToCartOutput?: AddConfigurableProductsToCartOutputResolvers<ContextType>;
  AddProductsToCartOutput?: AddProductsToCartOutputResolvers<ContextType>;
  AddProductsToWishlistOutput?: AddProductsToWishlistOutputResolvers<ContextType>;
  AddSimpleProductsToCartOutput?: AddSimpleProductsToCartOutputResolvers<ContextType>;
  AddWishlistItemsToCartOutput?: AddWishlistItemsToCartOutputResolvers<ContextType>;
  Aggregation?: AggregationResolvers<ContextType>;
  AggregationOption?: AggregationOptionResolvers<ContextType>;
  AggregationOptionInterface?: AggregationOptionInterfaceResolvers<ContextType>;
  AmBlogAuthor?: AmBlogAuthorResolvers<ContextType>;
  AmBlogAuthors?: AmBlogAuthorsResolvers<ContextType>;
  AmBlogCategories?: AmBlogCategoriesResolvers<ContextType>;
  AmBlogCategory?: AmBlogCategoryResolvers<ContextType>;
  AmBlogComment?: AmBlogCommentResolvers<ContextType>;
  AmBlogComments?: AmBlogCommentsResolvers<ContextType>;
  AmBlogLeaveCommentOutput?: AmBlogLeaveCommentOutputResolvers<ContextType>;
  AmBlogPost?: AmBlogPostResolvers<ContextType>;
  AmBlogPostTranslation?: AmBlogPostTranslationResolvers<ContextType>;
  AmBlogPosts?: AmBlogPostsResolvers<ContextType>;
  AmBlogTag?: AmBlogTagResolvers<ContextType>;
  AmBlogTags?: AmBlogTagsResolvers<ContextType>;
  AmLabel?: AmLabelResolvers<ContextType>;
  AmLabelSetting?: AmLabelSettingResolvers<ContextType>;
  AmSocialLoginButton?: AmSocialLoginButtonResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  AppliedGiftCard?: AppliedGiftCardResolvers<ContextType>;
  ApplyCouponToCartOutput?: ApplyCouponToCartOutputResolvers<ContextType>;
  ApplyGiftCardToCartOutput?: ApplyGiftCardToCartOutputResolvers<ContextType>;
  ApplyGiftCardToOrder?: ApplyGiftCardToOrderResolvers<ContextType>;
  ApplyRewardPointsToCartOutput?: ApplyRewardPointsToCartOutputResolvers<ContextType>;
  AvailablePaymentMethod?: AvailablePaymentMethodResolvers<ContextType>;
  AvailableShippingMethod?: AvailableShippingMethodResolvers<ContextType>;
  AwinCommissionGroupOutput?: AwinCommissionGroupOutputResolvers<ContextType>;
  BillingCartAddress?: BillingCartAddressResolvers<ContextType>;
  BlacklistData?: BlacklistDataResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  BusinessInquiryOutput?: BusinessInquiryOutputResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartAddressCountry?: CartAddressCountryResolvers<ContextType>;
  CartAddressInterface?: CartAddressInterfaceResolvers<ContextType>;
  CartAddressRegion?: CartAddressRegionResolvers<ContextType>;
  CartDiscount?: CartDiscountResolvers<ContextType>;
  CartItemError?: CartItemErrorResolvers<ContextType>;
  CartItemInterface?: CartItemInterfaceResolvers<ContextType>;
  CartItemPrices?: CartItemPricesResolvers<ContextType>;
  CartItems?: CartItemsResolvers<ContextType>;
  CartPrices?: CartPricesResolvers<ContextType>;
  CartTaxItem?: CartTaxItemResolvers<ContextType>;
  CartUserInputError?: CartUserInputErrorResolvers<ContextType>;
  CategoryInterface?: CategoryInterfaceResolvers<ContextType>;
  CategoryProducts?: CategoryProductsResolvers<ContextType>;
  CategoryResult?: CategoryResultResolvers<ContextType>;
  CategoryTree?: CategoryTreeResolvers<ContextType>;
  CheckoutAgreement?: CheckoutAgreementResolvers<ContextType>;
  CheckoutUserInputError?: CheckoutUserInputErrorResolvers<ContextType>;
  ChildProduct?: ChildProductResolvers<ContextType>;
  CmsBlock?: CmsBlockResolvers<ContextType>;
  CmsBlocks?: CmsBlocksResolvers<ContextType>;
  CmsPage?: CmsPageResolvers<ContextType>;
  ColorSwatchData?: ColorSwatchDataResolvers<ContextType>;
  ComplexTextValue?: ComplexTextValueResolvers<ContextType>;
  ConfigurableAttributeOption?: ConfigurableAttributeOptionResolvers<ContextType>;
  ConfigurableCartItem?: ConfigurableCartItemResolvers<ContextType>;
  ConfigurableProduct?: ConfigurableProductResolvers<ContextType>;
  ConfigurableProductOptions?: ConfigurableProductOptionsResolvers<ContextType>;
  ConfigurableProductOptionsValues?: ConfigurableProductOptionsValuesResolvers<ContextType>;
  ConfigurableVariant?: ConfigurableVariantResolvers<ContextType>;
  ConfigurableWishlistItem?: ConfigurableWishlistItemResolvers<ContextType>;
  ConfirmLocalPaymentOutput?: ConfirmLocalPaymentOutputResolvers<ContextType>;
  ContactUsOutput?: ContactUsOutputResolvers<ContextType>;
  CopyProductsBetweenWishlistsOutput?: CopyProductsBetweenWishlistsOutputResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreateGuestCartOutput?: CreateGuestCartOutputResolvers<ContextType>;
  CreateProductReviewOutput?: CreateProductReviewOutputResolvers<ContextType>;
  CreateWishlistOutput?: CreateWishlistOutputResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerAddressRegion?: CustomerAddressRegionResolvers<ContextType>;
  CustomerCommunicationPreferences?: CustomerCommunicationPreferencesResolvers<ContextType>;
  CustomerOrder?: CustomerOrderResolvers<ContextType>;
  CustomerOrders?: CustomerOrdersResolvers<ContextType>;
  CustomerOutput?: CustomerOutputResolvers<ContextType>;
  CustomerPaymentTokens?: CustomerPaymentTokensResolvers<ContextType>;
  CustomerReferral?: CustomerReferralResolvers<ContextType>;
  CustomerToken?: CustomerTokenResolvers<ContextType>;
  CustomizableAreaOption?: CustomizableAreaOptionResolvers<ContextType>;
  CustomizableAreaValue?: CustomizableAreaValueResolvers<ContextType>;
  CustomizableFieldOption?: CustomizableFieldOptionResolvers<ContextType>;
  CustomizableFieldValue?: CustomizableFieldValueResolvers<ContextType>;
  CustomizableOptionInterface?: CustomizableOptionInterfaceResolvers<ContextType>;
  DeletePaymentTokenOutput?: DeletePaymentTokenOutputResolvers<ContextType>;
  DeleteWishlistOutput?: DeleteWishlistOutputResolvers<ContextType>;
  Discount?: DiscountResolvers<ContextType>;
  EntityUrl?: EntityUrlResolvers<ContextType>;
  Error?: ErrorResolvers<ContextType>;
  FbPixelConfig?: FbPixelConfigResolvers<ContextType>;
  FreeShippingQualifier?: FreeShippingQualifierResolvers<ContextType>;
  GiftCardAccount?: GiftCardAccountResolvers<ContextType>;
  GiftCardAmounts?: GiftCardAmountsResolvers<ContextType>;
  GiftCardCartItem?: GiftCardCartItemResolvers<ContextType>;
  GiftCardProduct?: GiftCardProductResolvers<ContextType>;
  GiftProgress?: GiftProgressResolvers<ContextType>;
  GiftProgressStage?: GiftProgressStageResolvers<ContextType>;
  Hreflang?: HreflangResolvers<ContextType>;
  HttpQueryParameter?: HttpQueryParameterResolvers<ContextType>;
  ImageSwatchData?: ImageSwatchDataResolvers<ContextType>;
  IsEmailAvailableOutput?: IsEmailAvailableOutputResolvers<ContextType>;
  KeyValue?: KeyValueResolvers<ContextType>;
  LogRocketTracking?: LogRocketTrackingResolvers<ContextType>;
  LoyaltyCoupon?: LoyaltyCouponResolvers<ContextType>;
  MediaGalleryInterface?: MediaGalleryInterfaceResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  MoveProductsBetweenWishlistsOutput?: MoveProductsBetweenWishlistsOutputResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderItemInterface?: OrderItemInterfaceResolvers<ContextType>;
  OrderItemOption?: OrderItemOptionResolvers<ContextType>;
  OrderItemPrices?: OrderItemPricesResolvers<ContextType>;
  OrderPaymentMethod?: OrderPaymentMethodResolvers<ContextType>;
  OrderTotal?: OrderTotalResolvers<ContextType>;
  PaymentToken?: PaymentTokenResolvers<ContextType>;
  PhysicalProductInterface?: PhysicalProductInterfaceResolvers<ContextType>;
  PlaceOrderError?: PlaceOrderErrorResolvers<ContextType>;
  PlaceOrderOutput?: PlaceOrderOutputResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  PriceAdjustment?: PriceAdjustmentResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  ProCustomerApplicationOutput?: ProCustomerApplicationOutputResolvers<ContextType>;
  ProductAlertStockOutput?: ProductAlertStockOutputResolvers<ContextType>;
  ProductDiscount?: ProductDiscountResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductIngredient?: ProductIngredientResolvers<ContextType>;
  ProductInterface?: ProductInterfaceResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductPrices?: ProductPricesResolvers<ContextType>;
  ProductQuiz?: ProductQuizResolvers<ContextType>;
  ProductQuizAnswer?: ProductQuizAnswerResolvers<ContextType>;
  ProductQuizQuestion?: ProductQuizQuestionResolvers<ContextType>;
  ProductQuizRecommendation?: ProductQuizRecommendationResolvers<ContextType>;
  ProductReview?: ProductReviewResolvers<ContextType>;
  ProductReviewRating?: ProductReviewRatingResolvers<ContextType>;
  ProductReviewRatingMetadata?: ProductReviewRatingMetadataResolvers<ContextType>;
  ProductReviewRatingValueMetadata?: ProductReviewRatingValueMetadataResolvers<ContextType>;
  ProductReviewRatingsMetadata?: ProductReviewRatingsMetadataResolvers<ContextType>;
  ProductReviews?: ProductReviewsResolvers<ContextType>;
  Products?: ProductsResolvers<ContextType>;
  PromoPage?: PromoPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReCaptchaConfigurationV3?: ReCaptchaConfigurationV3Resolvers<ContextType>;
  ReferFriendOutput?: ReferFriendOutputResolvers<ContextType>;
  ReferredFriend?: ReferredFriendResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RemoveCouponFromCartOutput?: RemoveCouponFromCartOutputResolvers<ContextType>;
  RemoveGiftCardFromCartOutput?: RemoveGiftCardFromCartOutputResolvers<ContextType>;
  RemoveItemFromCartOutput?: RemoveItemFromCartOutputResolvers<ContextType>;
  RemoveProductsFromWishlistBySkuOutput?: RemoveProductsFromWishlistBySkuOutputResolvers<ContextType>;
  RemoveProductsFromWishlistOutput?: RemoveProductsFromWishlistOutputResolvers<ContextType>;
  RemoveRewardPointsFromCartOutput?: RemoveRewardPointsFromCartOutputResolvers<ContextType>;
  ReorderItemsOutput?: ReorderItemsOutputResolvers<ContextType>;
  RevokeCustomerTokenOutput?: RevokeCustomerTokenOutputResolvers<ContextType>;
  RewardPoints?: RewardPointsResolvers<ContextType>;
  RewardPointsAmount?: RewardPointsAmountResolvers<ContextType>;
  RewardPointsBalanceHistoryItem?: RewardPointsBalanceHistoryItemResolvers<ContextType>;
  RewardPointsExchangeRates?: RewardPointsExchangeRatesResolvers<ContextType>;
  RewardPointsRate?: RewardPointsRateResolvers<ContextType>;
  RewardPointsSubscriptionStatus?: RewardPointsSubscriptionStatusResolvers<ContextType>;
  RoutableInterface?: RoutableInterfaceResolvers<ContextType>;
  SearchResultPageInfo?: SearchResultPageInfoResolvers<ContextType>;
  SelectedConfigurableOption?: SelectedConfigurableOptionResolvers<ContextType>;
  SelectedCustomizableOption?: SelectedCustomizableOptionResolvers<ContextType>;
  SelectedCustomizableOptionValue?: SelectedCustomizableOptionValueResolvers<ContextType>;
  SelectedPaymentMethod?: SelectedPaymentMethodResolvers<ContextType>;
  SelectedShippingMethod?: SelectedShippingMethodResolvers<ContextType>;
  SetBillingAddressOnCartOutput?: SetBillingAddressOnCartOutputResolvers<ContextType>;
  SetGuestEmailOnCartOutput?: SetGuestEmailOnCartOutputResolvers<ContextType>;
  SetPaymentMethodOnCartOutput?: SetPaymentMethodOnCartOutputResolvers<ContextType>;
  SetShippingAddressesOnCartOutput?: SetShippingAddressesOnCartOutputResolvers<ContextType>;
  SetShippingMethodsOnCartOutput?: SetShippingMethodsOnCartOutputResolvers<ContextType>;
  ShippingCartAddress?: ShippingCartAddressResolvers<ContextType>;
  ShippingDiscount?: ShippingDiscountResolvers<ContextType>;
  ShippingHandling?: ShippingHandlingResolvers<ContextType>;
  SimpleCartItem?: SimpleCartItemResolvers<ContextType>;
  SimpleProduct?: SimpleProductResolvers<ContextType>;
  SimpleWishlistItem?: SimpleWishlistItemResolvers<ContextType>;
  SocialLoginRequest?: SocialLoginRequestResolvers<ContextType>;
  SortField?: SortFieldResolvers<ContextType>;
  SortFields?: SortFieldsResolvers<ContextType>;
  StoreConfig?: StoreConfigResolvers<ContextType>;
  SubmitProductQuizOutput?: SubmitProductQuizOutputResolvers<ContextType>;
  SubscribeEmailToNewsletterOutput?: SubscribeEmailToNewsletterOutputResolvers<ContextType>;
  SwatchDataInterface?: SwatchDataInterfaceResolvers<ContextType>;
  TaxItem?: TaxItemResolvers<ContextType>;
  TextSwatchData?: TextSwatchDataResolvers<ContextType>;
  TrackingEventOutput?: TrackingEventOutputResolvers<ContextType>;
  UpdateCartItemsOutput?: UpdateCartItemsOutputResolvers<ContextType>;
  UpdateProductsInWishlistOutput?: UpdateProductsInWishlistOutputResolvers<ContextType>;
  UpdateWishlistOutput?: UpdateWishlistOutputResolvers<ContextType>;
  UrlRewrite?: UrlRewriteResolvers<ContextType>;
  ValidateCartOutput?: ValidateCartOutputResolvers<ContextType>;
  WishListUserInputError?: WishListUserInputErrorResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistCartUserInputError?: WishlistCartUserInputErrorResolvers<ContextType>;
  WishlistItemInterface?: WishlistItemInterfaceResolvers<ContextType>;
  WishlistItems?: WishlistItemsResolvers<ContextType>;
};

/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'query Shell($blocks: [String], $menu: String!, $homeMenu: String!) {\n  cmsBlocks(identifiers: $blocks) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n  availableStores(useCurrentGroup: false) {\n    store_code\n    store_name\n    default_display_currency_code\n    store_sort_order\n    locale\n  }\n  menu: scandiwebMenu(identifier: $menu) {\n    ...HeaderMenu\n  }\n  homeMenu: scandiwebMenu(identifier: $homeMenu) {\n    ...HeaderMenu\n  }\n}': typeof types.ShellDocument;
  'query AccountCustomer {\n  customer {\n    firstname\n    group_id\n  }\n}': typeof types.AccountCustomerDocument;
  'mutation CreateCustomer($input: CustomerCreateInput!) {\n  createCustomerV2(input: $input) {\n    customer {\n      email\n    }\n  }\n}': typeof types.CreateCustomerDocument;
  'mutation RequestPasswordReset($email: String!) {\n  requestPasswordResetEmail(email: $email)\n}': typeof types.RequestPasswordResetDocument;
  'mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)\n}': typeof types.ResetPasswordDocument;
  'query AccountDashboard {\n  customer {\n    firstname\n    lastname\n    email\n    addresses {\n      id\n      default_shipping\n      default_billing\n      ...AccountAddress\n    }\n  }\n}': typeof types.AccountDashboardDocument;
  'query AccountInformation {\n  customer {\n    firstname\n    lastname\n    email\n  }\n}': typeof types.AccountInformationDocument;
  'mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n  changeCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    email\n  }\n}': typeof types.ChangeCustomerPasswordDocument;
  'query CustomerBirthday {\n  customer {\n    date_of_birth\n    date_of_birth_changes_left\n  }\n}': typeof types.CustomerBirthdayDocument;
  'mutation UpdateCustomerBirthday($date: String!) {\n  updateCustomerV2(input: {date_of_birth: $date}) {\n    customer {\n      date_of_birth\n      date_of_birth_changes_left\n    }\n  }\n}': typeof types.UpdateCustomerBirthdayDocument;
  'mutation UpdateCustomerEmail($email: String!, $password: String!) {\n  updateCustomerEmail(email: $email, password: $password) {\n    customer {\n      email\n    }\n  }\n}': typeof types.UpdateCustomerEmailDocument;
  'mutation UpdateCustomerName($firstname: String!, $lastname: String!) {\n  updateCustomerV2(input: {firstname: $firstname, lastname: $lastname}) {\n    customer {\n      firstname\n      lastname\n    }\n  }\n}': typeof types.UpdateCustomerNameDocument;
  'fragment AccountAddress on CustomerAddress {\n  id\n  firstname\n  middlename\n  lastname\n  company\n  street\n  city\n  region {\n    region\n  }\n  postcode\n  country_code\n  telephone\n  vat_id\n  is_business\n  registration_id\n  default_shipping\n  default_billing\n}': typeof types.AccountAddressFragmentDoc;
  'query AddressBook {\n  customer {\n    addresses {\n      id\n      ...AccountAddress\n    }\n  }\n}': typeof types.AddressBookDocument;
  'mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    id\n  }\n}': typeof types.CreateCustomerAddressDocument;
  'mutation DeleteCustomerAddress($id: Int!) {\n  deleteCustomerAddress(id: $id)\n}': typeof types.DeleteCustomerAddressDocument;
  'mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {\n  updateCustomerAddress(id: $id, input: $input) {\n    id\n  }\n}': typeof types.UpdateCustomerAddressDocument;
  'query CommunicationPreferences {\n  customer {\n    email\n    communication_preferences {\n      email\n      sms\n      sms_telephone\n      terms_agreed_at\n    }\n  }\n}': typeof types.CommunicationPreferencesDocument;
  'mutation UpdateCommunicationPreferences($input: CustomerCommunicationPreferencesInput!) {\n  updateCustomerCommunicationPreferences(input: $input) {\n    email\n    sms\n    sms_telephone\n    terms_agreed_at\n  }\n}': typeof types.UpdateCommunicationPreferencesDocument;
  'query MyReviews($currentPage: Int!, $pageSize: Int!) {\n  customer {\n    reviews(currentPage: $currentPage, pageSize: $pageSize) {\n      page_info {\n        current_page\n        total_pages\n      }\n      items {\n        summary\n        text\n        average_rating\n        created_at\n        review_status\n        product {\n          uid\n          sku\n          name\n          canonical_url\n          url_key\n          url_suffix\n          small_image {\n            url\n            label\n          }\n        }\n      }\n    }\n  }\n}': typeof types.MyReviewsDocument;
  'mutation ConfirmNewsletterSubscription($subscriberId: Int!, $code: String!) {\n  confirmNewsletterSubscription(subscriber_id: $subscriberId, code: $code) {\n    status\n  }\n}': typeof types.ConfirmNewsletterSubscriptionDocument;
  'query NewsletterStatus {\n  customer {\n    email\n    is_subscribed\n    newsletter_status\n  }\n}': typeof types.NewsletterStatusDocument;
  'mutation UpdateNewsletterSubscription($subscribed: Boolean!) {\n  updateCustomerV2(input: {is_subscribed: $subscribed}) {\n    customer {\n      email\n      is_subscribed\n      newsletter_status\n    }\n  }\n}': typeof types.UpdateNewsletterSubscriptionDocument;
  'fragment OrderDetail on CustomerOrder {\n  id\n  number\n  order_date\n  status\n  carrier\n  shipping_method\n  reward_points_earned\n  payment_methods {\n    name\n  }\n  shipping_address {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    region\n    country_code\n  }\n  items {\n    id\n    product_name\n    product_sku\n    quantity_ordered\n    product_sale_price {\n      value\n    }\n    prices {\n      row_total_including_tax {\n        value\n      }\n    }\n    product {\n      sku\n      volume\n    }\n  }\n  total {\n    subtotal_excl_tax {\n      value\n    }\n    total_tax {\n      value\n    }\n    discounts {\n      amount {\n        value\n      }\n    }\n    total_shipping {\n      value\n    }\n    grand_total {\n      value\n      currency\n    }\n  }\n}': typeof types.OrderDetailFragmentDoc;
  'query OrderDetails($number: String!) {\n  storeConfig {\n    store_code\n    loyalty_pwa_enabled\n  }\n  customer {\n    orders(filter: {number: {eq: $number}}, pageSize: 1, scope: GLOBAL) {\n      items {\n        ...OrderDetail\n      }\n    }\n  }\n}': typeof types.OrderDetailsDocument;
  'query OrderHistory($number: String, $currentPage: Int!, $pageSize: Int!) {\n  customer {\n    orders(\n      filter: {number: {eq: $number}}\n      currentPage: $currentPage\n      pageSize: $pageSize\n      sort: {sort_field: CREATED_AT, sort_direction: DESC}\n      scope: GLOBAL\n    ) {\n      total_count\n      page_info {\n        current_page\n        total_pages\n      }\n      items {\n        id\n        number\n        order_date\n        status\n        total {\n          grand_total {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n}': typeof types.OrderHistoryDocument;
  'mutation ReorderItems($orderNumber: String!) {\n  reorderItems(orderNumber: $orderNumber) {\n    cart {\n      id\n      total_quantity\n    }\n    userInputErrors {\n      code\n      message\n      path\n    }\n  }\n}': typeof types.ReorderItemsDocument;
  'mutation CreateProCustomerApplication($input: ProCustomerApplicationInput!) {\n  createProCustomerApplication(input: $input) {\n    status\n  }\n}': typeof types.CreateProCustomerApplicationDocument;
  'mutation DeletePaymentToken($publicHash: String!) {\n  deletePaymentToken(public_hash: $publicHash) {\n    result\n    customerPaymentTokens {\n      items {\n        public_hash\n        details\n        payment_method_code\n        type\n      }\n    }\n  }\n}': typeof types.DeletePaymentTokenDocument;
  'query SavedPayments {\n  customerPaymentTokens {\n    items {\n      public_hash\n      details\n      payment_method_code\n      type\n    }\n  }\n}': typeof types.SavedPaymentsDocument;
  'query SocialLoginButtons {\n  amSocialLoginButtonConfig {\n    type\n    label\n    url\n  }\n}': typeof types.SocialLoginButtonsDocument;
  'query BlogComments($postId: Int!) {\n  amBlogComments(postId: $postId) {\n    items {\n      ...BlogCommentView\n    }\n  }\n}\n\nfragment BlogCommentView on AmBlogComment {\n  comment_id\n  reply_to\n  message\n  name\n  status\n  created_at\n  is_own\n}\n\nmutation AmBlogLeaveComment($input: AmBlogLeaveCommentInput!) {\n  amBlogLeaveComment(input: $input) {\n    comment {\n      ...BlogCommentView\n    }\n  }\n}': typeof types.BlogCommentsDocument;
  'query BlogListing($type: AmBlogPageType!, $entityId: Int, $page: Int, $pageSize: Int, $query: String) {\n  amBlogPosts(\n    type: $type\n    entityId: $entityId\n    page: $page\n    pageSize: $pageSize\n    query: $query\n  ) {\n    all_post_size\n    page_info {\n      current_page\n      total_pages\n    }\n    items {\n      ...BlogPostCard\n    }\n  }\n}': typeof types.BlogListingDocument;
  'query BlogNavigation {\n  storeConfig {\n    store_code\n    amblog_enabled\n  }\n  amBlogCategories {\n    items {\n      category_id\n      name\n      url_key\n      post_count\n    }\n  }\n  amBlogTags {\n    items {\n      tag_id\n      name\n      url_key\n      post_count\n    }\n  }\n  amBlogAuthors {\n    items {\n      author_id\n      name\n      url_key\n      job_title\n      short_description\n    }\n  }\n}': typeof types.BlogNavigationDocument;
  'fragment BlogPostCard on AmBlogPost {\n  post_id\n  title\n  url_key\n  short_content\n  list_thumbnail\n  list_thumbnail_alt\n  published_at\n  post_author {\n    name\n  }\n}': typeof types.BlogPostCardFragmentDoc;
  'query BlogRelated($ids: [Int!]) {\n  amBlogPosts(type: ALL, ids: $ids, pageSize: 3) {\n    items {\n      ...BlogPostCard\n    }\n  }\n}': typeof types.BlogRelatedDocument;
  'query BlogRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on AmBlogPost {\n      ...BlogPostCard\n      post_id\n      title\n      url_key\n      short_content\n      published_at\n      full_content\n      post_thumbnail\n      post_thumbnail_alt\n      meta_title\n      meta_description\n      related_post_ids\n      canonical_url\n      post_author {\n        author_id\n        name\n        url_key\n        job_title\n      }\n      post_categories {\n        category_id\n        name\n        url_key\n      }\n      post_tags {\n        tag_id\n        name\n        url_key\n      }\n      post_translations {\n        store_code\n        locale\n        url_key\n      }\n    }\n    ... on AmBlogCategory {\n      category_id\n      name\n      url_key\n      description\n      meta_title\n      meta_description\n    }\n  }\n}': typeof types.BlogRouteDocument;
  'mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}': typeof types.AddProductsToCartDocument;
  'mutation AddToCartWithPrice($cartId: String!, $sku: String!, $parentSku: String, $quantity: Float!, $price: Float!) {\n  addToCartWithPrice(\n    cartId: $cartId\n    sku: $sku\n    parent_sku: $parentSku\n    quantity: $quantity\n    price: $price\n  ) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}': typeof types.AddToCartWithPriceDocument;
  'query AvailableProductQty($sku: String!) {\n  availableProductQty(sku: $sku)\n}': typeof types.AvailableProductQtyDocument;
  'mutation CreateGuestCart {\n  createGuestCart {\n    cart {\n      id\n      total_quantity\n    }\n  }\n}': typeof types.CreateGuestCartDocument;
  'query CustomerCart {\n  customerCart {\n    id\n    total_quantity\n  }\n}': typeof types.CustomerCartDocument;
  'query GetItemCount($cartId: String!) {\n  cart(cart_id: $cartId) {\n    id\n    total_quantity\n  }\n}': typeof types.GetItemCountDocument;
  'mutation MergeCarts($source: String!, $destination: String) {\n  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n    id\n    total_quantity\n  }\n}': typeof types.MergeCartsDocument;
  'fragment MiniCart on Cart {\n  id\n  total_quantity\n  prices {\n    subtotal_including_tax {\n      value\n      currency\n    }\n  }\n  itemsV2(pageSize: 100) {\n    total_count\n    items {\n      ...MiniCartItem\n    }\n  }\n}': typeof types.MiniCartFragmentDoc;
  'fragment MiniCartItem on CartItemInterface {\n  __typename\n  uid\n  quantity\n  is_available\n  isFreeGift\n  hideFromGwp\n  gwpCartLabel\n  customDiscountLabel\n  errors {\n    code\n    message\n  }\n  prices {\n    price_including_tax {\n      value\n      currency\n    }\n    row_total_including_tax {\n      value\n      currency\n    }\n    total_item_discount {\n      value\n      currency\n    }\n  }\n  product {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    canonical_url\n    stock_status\n    max_qty\n    volume\n    is_sample_product\n    thumbnail {\n      url\n      label\n    }\n  }\n  ... on ConfigurableCartItem {\n    configurable_options {\n      configurable_product_option_uid\n      option_label\n      value_label\n    }\n    configured_variant {\n      uid\n      sku\n      stock_status\n      max_qty\n      volume\n      thumbnail {\n        url\n        label\n      }\n    }\n  }\n  ... on GiftCardCartItem {\n    amount {\n      value\n      currency\n    }\n    sender_name\n    sender_email\n    recipient_name\n    recipient_email\n    message\n  }\n}': typeof types.MiniCartItemFragmentDoc;
  'query MiniCartQuery($cartId: String!) {\n  cart(cart_id: $cartId) {\n    id\n    total_quantity\n    ...MiniCart\n  }\n}': typeof types.MiniCartQueryDocument;
  'mutation RemoveItemFromCart($cartId: String!, $itemUid: ID!) {\n  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $itemUid}) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n  }\n}': typeof types.RemoveItemFromCartDocument;
  'mutation UpdateCartItems($cartId: String!, $cartItems: [CartItemUpdateInput]!) {\n  updateCartItems(input: {cart_id: $cartId, cart_items: $cartItems}) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n    errors {\n      code\n      message\n    }\n  }\n}': typeof types.UpdateCartItemsDocument;
  'mutation AddSampleToCart($cartId: String!, $sku: String!) {\n  addProductsToCart(cartId: $cartId, cartItems: [{sku: $sku, quantity: 1}]) {\n    cart {\n      ...CartPageView\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}': typeof types.AddSampleToCartDocument;
  'mutation ApplyDiscountCodeToCart($cartId: String!, $code: String!) {\n  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}': typeof types.ApplyDiscountCodeToCartDocument;
  'mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {\n  applyGiftCardToCart(input: {cart_id: $cartId, gift_card_code: $code}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}': typeof types.ApplyGiftCardToCartDocument;
  'mutation ApplyRewardPointsToCart($cartId: ID!) {\n  applyRewardPointsToCart(cartId: $cartId) {\n    cart {\n      ...CartPageView\n    }\n  }\n}': typeof types.ApplyRewardPointsToCartDocument;
  'query CartLoyaltyCoupons($cartId: String!) {\n  cart(cart_id: $cartId) {\n    id\n    loyalty_coupons {\n      code\n      kind\n      discount_percent\n    }\n  }\n}': typeof types.CartLoyaltyCouponsDocument;
  'query CartPage($cartId: String!) {\n  cart(cart_id: $cartId) {\n    ...CartPageView\n  }\n}': typeof types.CartPageDocument;
  'mutation CartPageRemoveItem($cartId: String!, $itemUid: ID!) {\n  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $itemUid}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}': typeof types.CartPageRemoveItemDocument;
  'mutation CartPageUpdateItem($cartId: String!, $itemUid: ID!, $quantity: Float!) {\n  updateCartItems(\n    input: {cart_id: $cartId, cart_items: [{cart_item_uid: $itemUid, quantity: $quantity}]}\n  ) {\n    cart {\n      ...CartPageView\n    }\n    errors {\n      code\n      message\n    }\n  }\n}': typeof types.CartPageUpdateItemDocument;
  'fragment CartPageView on Cart {\n  id\n  email\n  total_quantity\n  is_virtual\n  ...MiniCart\n  applied_coupons {\n    code\n  }\n  applied_gift_cards {\n    code\n    applied_balance {\n      value\n      currency\n    }\n    current_balance {\n      value\n      currency\n    }\n  }\n  applied_reward_points {\n    points\n    money {\n      value\n      currency\n    }\n  }\n  potential_reward_points {\n    points\n    money {\n      value\n      currency\n    }\n  }\n  shipping_addresses {\n    selected_shipping_method {\n      carrier_title\n      method_title\n      amount {\n        value\n        currency\n      }\n      estimated_delivery_time\n    }\n  }\n  prices {\n    subtotal_including_tax {\n      value\n      currency\n    }\n    grand_total {\n      value\n      currency\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n        currency\n      }\n    }\n    discounts {\n      label\n      amount {\n        value\n        currency\n      }\n      coupon {\n        code\n      }\n    }\n    free_shipping_qualifier {\n      amount {\n        value\n        currency\n      }\n      threshold {\n        value\n        currency\n      }\n      country_code\n    }\n  }\n  gift_progress {\n    current {\n      value\n      currency\n    }\n    stages {\n      code\n      label\n      threshold {\n        value\n        currency\n      }\n      remaining {\n        value\n        currency\n      }\n      reached\n      gift_sku\n    }\n  }\n  sample_limit\n  available_samples {\n    uid\n    sku\n    name\n    volume\n    stock_status\n    small_image {\n      url\n      label\n    }\n  }\n}': typeof types.CartPageViewFragmentDoc;
  'query GiftCardBalance($code: String!) {\n  giftCardAccount(input: {gift_card_code: $code}) {\n    code\n    balance {\n      value\n      currency\n    }\n    expiration_date\n  }\n}': typeof types.GiftCardBalanceDocument;
  'mutation RemoveDiscountCodeFromCart($cartId: String!) {\n  removeCouponFromCart(input: {cart_id: $cartId}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}': typeof types.RemoveDiscountCodeFromCartDocument;
  'mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {\n  removeGiftCardFromCart(input: {cart_id: $cartId, gift_card_code: $code}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}': typeof types.RemoveGiftCardFromCartDocument;
  'mutation RemoveRewardPointsFromCart($cartId: ID!) {\n  removeRewardPointsFromCart(cartId: $cartId) {\n    cart {\n      ...CartPageView\n    }\n  }\n}': typeof types.RemoveRewardPointsFromCartDocument;
  'query ValidateCart($cartId: String!) {\n  validateCart(cartId: $cartId) {\n    valid\n    errors {\n      code\n      message\n    }\n  }\n}': typeof types.ValidateCartDocument;
  'query CartStoreConfig {\n  storeConfig {\n    store_code\n    loyalty_pwa_enabled\n  }\n}': typeof types.CartStoreConfigDocument;
  'fragment HeaderMenu on Menu {\n  menu_id\n  identifier\n  items {\n    item_id\n    title\n    url\n    parent_id\n    position\n    is_active\n    dropdown_products {\n      uid\n      ...ProductCardView\n    }\n  }\n}': typeof types.HeaderMenuFragmentDoc;
  'query SearchSuggestions($search: String!, $categoryMatch: String!) {\n  categories(filters: {name: {match: $categoryMatch}}, pageSize: 5) {\n    items {\n      uid\n      name\n      url_path\n      url_suffix\n    }\n  }\n  products(search: $search, pageSize: 4) {\n    total_count\n    items {\n      uid\n      sku\n      name\n      url_key\n      url_suffix\n      canonical_url\n      ...PriceView\n    }\n  }\n}': typeof types.SearchSuggestionsDocument;
  'fragment ProductCardView on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  canonical_url\n  stock_status\n  is_coming_soon\n  max_qty\n  is_sample_product\n  is_custom_price\n  collection\n  volume\n  presentation_title\n  small_image {\n    url\n    label\n  }\n  hover_image {\n    url\n  }\n  ...PriceView\n  labels {\n    label_id\n    name\n    position\n    size\n    image\n    txt\n  }\n  ... on ConfigurableProduct {\n    variants {\n      attributes {\n        code\n        value_index\n      }\n      product {\n        sku\n        stock_status\n        max_qty\n        volume\n      }\n    }\n    configurable_options {\n      attribute_code\n      label\n      position\n      values {\n        value_index\n        label\n        swatch_data {\n          __typename\n          value\n        }\n      }\n    }\n  }\n}': typeof types.ProductCardViewFragmentDoc;
  'fragment ProductDetails on ProductInterface {\n  __typename\n  uid\n  id\n  sku\n  name\n  url_key\n  canonical_url\n  canonical_full_url\n  meta_title\n  meta_description\n  meta_keyword\n  collection\n  presentation_title\n  volume\n  stock_status\n  max_qty\n  is_coming_soon\n  is_pre_order\n  is_custom_price\n  is_sample_product\n  ean_code\n  ...PriceView\n  image {\n    url\n    label\n  }\n  media_gallery {\n    url\n    label\n    position\n    disabled\n  }\n  labels {\n    label_id\n    name\n    position\n    size\n    image\n    txt\n  }\n  description {\n    html\n  }\n  how_to_use\n  ingredients {\n    name\n    position\n  }\n  shipping_info\n  sustainability\n  certificates\n  categories {\n    uid\n    name\n    level\n    url_path\n    url_suffix\n    breadcrumbs {\n      category_uid\n      category_name\n      category_url_path\n      category_level\n    }\n  }\n  ... on ConfigurableProduct {\n    configurable_options {\n      attribute_code\n      attribute_id\n      label\n      position\n      values {\n        value_index\n        label\n        swatch_data {\n          __typename\n          value\n          ... on ImageSwatchData {\n            thumbnail\n          }\n        }\n      }\n    }\n    variants {\n      attributes {\n        code\n        value_index\n      }\n      product {\n        uid\n        sku\n        name\n        volume\n        stock_status\n        max_qty\n        is_coming_soon\n        is_pre_order\n        ...PriceView\n        media_gallery {\n          url\n          label\n          position\n          disabled\n        }\n      }\n    }\n  }\n  ... on GiftCardProduct {\n    allow_message\n    allow_open_amount\n    open_amount_min\n    open_amount_max\n    message_max_length\n    giftcard_amounts {\n      uid\n      value\n    }\n    gift_card_options {\n      __typename\n      title\n      required\n      uid\n      sort_order\n    }\n  }\n}': typeof types.ProductDetailsFragmentDoc;
  'query RecentlyViewedProducts($skus: [String]!, $pageSize: Int!) {\n  products(filter: {sku: {in: $skus}}, pageSize: $pageSize) {\n    items {\n      uid\n      sku\n      ...ProductCardView\n    }\n  }\n}': typeof types.RecentlyViewedProductsDocument;
  'mutation CreateProductReview($input: CreateProductReviewInput!) {\n  createProductReview(input: $input) {\n    review {\n      nickname\n      summary\n    }\n  }\n}': typeof types.CreateProductReviewDocument;
  'fragment ProductReviewRatings on ProductReviewRatingsMetadata {\n  items {\n    id\n    name\n    values {\n      value\n      value_id\n    }\n  }\n}': typeof types.ProductReviewRatingsFragmentDoc;
  'fragment ProductReviews on ProductInterface {\n  sku\n  rating_summary\n  review_count\n  reviews(pageSize: $reviewPageSize, currentPage: $reviewPage) {\n    items {\n      nickname\n      summary\n      text\n      average_rating\n      created_at\n    }\n    page_info {\n      current_page\n      total_pages\n      page_size\n    }\n  }\n}': typeof types.ProductReviewsFragmentDoc;
  'query ProductReviewsPage($sku: String!, $reviewPageSize: Int!, $reviewPage: Int!) {\n  products(filter: {sku: {eq: $sku}}, pageSize: 1) {\n    items {\n      uid\n      ...ProductReviews\n    }\n  }\n}': typeof types.ProductReviewsPageDocument;
  'mutation SubscribeProductAlertStock($input: ProductAlertStockInput!) {\n  subscribeProductAlertStock(input: $input) {\n    success\n    message\n  }\n}': typeof types.SubscribeProductAlertStockDocument;
  'query ProductWidgets($sku: String!) {\n  storeConfig {\n    store_code\n    shade_finder_enabled\n    shade_finder_client_id\n    shade_finder_brand\n    shade_finder_script_url\n    review_widget_script_url\n    review_widget_instance_id\n  }\n  products(filter: {sku: {eq: $sku}}) {\n    items {\n      uid\n      sku\n      name\n      is_makeup\n      small_image {\n        url\n      }\n      price_range {\n        minimum_price {\n          final_price {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n}': typeof types.ProductWidgetsDocument;
  'fragment PriceView on ProductInterface {\n  price_range {\n    minimum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n    maximum_price {\n      final_price {\n        value\n      }\n    }\n  }\n}': typeof types.PriceViewFragmentDoc;
  'query CategoryPage($uid: String!, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n  categories(filters: {category_uid: {eq: $uid}}) {\n    items {\n      uid\n      id\n      name\n      description\n      meta_title\n      meta_description\n      meta_keywords\n      canonical_url\n      canonical_full_url\n      url_path\n      url_suffix\n      image\n      image_mobile\n      display_mode\n      hreflangs {\n        url\n        lang\n      }\n      breadcrumbs {\n        category_uid\n        category_name\n        category_url_path\n      }\n      cms_block {\n        identifier\n        content\n      }\n      cms_block_middle {\n        identifier\n        content\n      }\n    }\n  }\n  products(\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    aggregations {\n      attribute_code\n      label\n      count\n      position\n      options {\n        label\n        value\n        count\n      }\n    }\n    items {\n      uid\n      ...ProductCardView\n    }\n  }\n  storeConfig {\n    store_code\n    product_quiz_promo_enabled\n    product_quiz_promo_categories\n    product_quiz_promo_link\n  }\n}': typeof types.CategoryPageDocument;
  'query CategoryProducts($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n  products(\n    search: $search\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    page_info {\n      current_page\n      total_pages\n    }\n    items {\n      uid\n      ...ProductCardView\n    }\n  }\n}': typeof types.CategoryProductsDocument;
  'query FilterInputTypes {\n  __type(name: "ProductAttributeFilterInput") {\n    inputFields {\n      name\n      type {\n        name\n      }\n    }\n  }\n}': typeof types.FilterInputTypesDocument;
  'query ProductPage($filter: ProductAttributeFilterInput!, $reviewPageSize: Int!, $reviewPage: Int!) {\n  products(filter: $filter, pageSize: 1) {\n    items {\n      uid\n      ...ProductDetails\n      ...ProductReviews\n      volume_products {\n        uid\n        sku\n        volume\n        ...ProductCardView\n      }\n      pdp_related_products {\n        uid\n        ...ProductCardView\n      }\n      related_products {\n        uid\n        ...ProductCardView\n      }\n    }\n  }\n  productReviewRatingsMetadata {\n    ...ProductReviewRatings\n  }\n}': typeof types.ProductPageDocument;
  'query SearchPage($search: String!, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n  products(\n    search: $search\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    aggregations {\n      attribute_code\n      label\n      count\n      position\n      options {\n        label\n        value\n        count\n      }\n    }\n    items {\n      uid\n      ...ProductCardView\n    }\n  }\n}': typeof types.SearchPageDocument;
  'query CheckoutAgreements {\n  checkoutAgreements {\n    agreement_id\n    name\n    checkbox_text\n    content\n    is_html\n    mode\n  }\n}': typeof types.CheckoutAgreementsDocument;
  'mutation CheckoutApplyCoupon($cartId: String!, $code: String!) {\n  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}': typeof types.CheckoutApplyCouponDocument;
  'fragment CheckoutCart on Cart {\n  id\n  email\n  is_virtual\n  total_quantity\n  applied_coupons {\n    code\n  }\n  itemsV2(pageSize: 100) {\n    items {\n      uid\n      quantity\n      is_available\n      isFreeGift\n      gwpCartLabel\n      product {\n        uid\n        sku\n        name\n        stock_status\n        is_sample_product\n        small_image {\n          url\n          label\n        }\n      }\n      prices {\n        row_total_including_tax {\n          value\n        }\n      }\n      ... on ConfigurableCartItem {\n        configurable_options {\n          configurable_product_option_uid\n          option_label\n          value_label\n        }\n      }\n    }\n  }\n  shipping_addresses {\n    firstname\n    middlename\n    lastname\n    company\n    street\n    city\n    region {\n      label\n    }\n    postcode\n    country {\n      code\n      label\n    }\n    telephone\n    vat_id\n    registration_id\n    is_business\n    available_shipping_methods {\n      carrier_code\n      carrier_title\n      method_code\n      method_title\n      available\n      error_message\n      amount {\n        value\n      }\n      estimated_delivery_time\n    }\n    selected_shipping_method {\n      carrier_code\n      carrier_title\n      method_code\n      method_title\n      amount {\n        value\n      }\n      estimated_delivery_time\n    }\n  }\n  billing_address {\n    firstname\n    middlename\n    lastname\n    company\n    street\n    city\n    region {\n      label\n    }\n    postcode\n    country {\n      code\n    }\n    telephone\n    vat_id\n    registration_id\n    is_business\n  }\n  available_payment_methods {\n    code\n    title\n    is_redirect\n  }\n  selected_payment_method {\n    code\n  }\n  prices {\n    grand_total {\n      value\n      currency\n    }\n    subtotal_including_tax {\n      value\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n      }\n    }\n    discounts {\n      label\n      amount {\n        value\n      }\n    }\n  }\n  applied_gift_cards {\n    code\n    applied_balance {\n      value\n    }\n  }\n  applied_reward_points {\n    points\n    money {\n      value\n    }\n  }\n}': typeof types.CheckoutCartFragmentDoc;
  'query CheckoutCartQuery($cartId: String!) {\n  cart(cart_id: $cartId) {\n    ...CheckoutCart\n  }\n}': typeof types.CheckoutCartQueryDocument;
  'query CheckoutCustomerAddresses {\n  customer {\n    addresses {\n      id\n      firstname\n      middlename\n      lastname\n      company\n      street\n      city\n      region {\n        region\n      }\n      postcode\n      country_code\n      telephone\n      vat_id\n      is_business\n      registration_id\n      default_shipping\n    }\n  }\n}': typeof types.CheckoutCustomerAddressesDocument;
  'mutation CheckoutNewsletter($email: String!) {\n  subscribeEmailToNewsletter(email: $email) {\n    status\n  }\n}': typeof types.CheckoutNewsletterDocument;
  'query CheckoutPaymentTokens {\n  customerPaymentTokens {\n    items {\n      public_hash\n      details\n      payment_method_code\n      type\n    }\n  }\n}': typeof types.CheckoutPaymentTokensDocument;
  'mutation CheckoutRemoveCoupon($cartId: String!) {\n  removeCouponFromCart(input: {cart_id: $cartId}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}': typeof types.CheckoutRemoveCouponDocument;
  'query CheckoutValidateCart($cartId: String!) {\n  validateCart(cartId: $cartId) {\n    valid\n    errors {\n      code\n      message\n    }\n  }\n}': typeof types.CheckoutValidateCartDocument;
  'mutation PlaceOrder($cartId: String!) {\n  placeOrder(input: {cart_id: $cartId}) {\n    errors {\n      code\n      message\n    }\n    payment_redirect_url\n    orderV2 {\n      ...CheckoutOrder\n    }\n  }\n}': typeof types.PlaceOrderDocument;
  'mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {\n  setBillingAddressOnCart(input: {cart_id: $cartId, billing_address: $billing}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}': typeof types.SetBillingAddressOnCartDocument;
  'mutation SetCardPaymentOnCart($cartId: String!, $paymentMethod: PaymentMethodInput!) {\n  setPaymentMethodOnCart(\n    input: {cart_id: $cartId, payment_method: $paymentMethod}\n  ) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}': typeof types.SetCardPaymentOnCartDocument;
  'mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {\n  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}': typeof types.SetGuestEmailOnCartDocument;
  'mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {\n  setPaymentMethodOnCart(input: {cart_id: $cartId, payment_method: {code: $code}}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}': typeof types.SetPaymentMethodOnCartDocument;
  'mutation SetShippingAddressOnCart($cartId: String!, $address: CartAddressInput!) {\n  setShippingAddressesOnCart(\n    input: {cart_id: $cartId, shipping_addresses: [{address: $address}]}\n  ) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}': typeof types.SetShippingAddressOnCartDocument;
  'mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n  setShippingMethodsOnCart(\n    input: {cart_id: $cartId, shipping_methods: [{carrier_code: $carrierCode, method_code: $methodCode}]}\n  ) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}': typeof types.SetShippingMethodOnCartDocument;
  'query ShopCountries {\n  countries {\n    id\n    full_name_locale\n  }\n  storeConfig {\n    store_code\n    default_country\n  }\n}': typeof types.ShopCountriesDocument;
  'fragment CheckoutOrder on CustomerOrder {\n  number\n  status\n  email\n  shipping_method\n  payment_methods {\n    name\n    type\n  }\n  shipping_address {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n  }\n  items {\n    product_name\n    product_sku\n    quantity_ordered\n    product_sale_price {\n      value\n    }\n  }\n  total {\n    subtotal {\n      value\n    }\n    discounts {\n      label\n      amount {\n        value\n      }\n    }\n    total_tax {\n      value\n    }\n    total_shipping {\n      value\n    }\n    grand_total {\n      value\n      currency\n    }\n  }\n}': typeof types.CheckoutOrderFragmentDoc;
  'mutation ConfirmLocalPayment($cartId: String!, $reference: String, $result: LocalPaymentResult!) {\n  confirmLocalPayment(\n    input: {cart_id: $cartId, payment_reference: $reference, result: $result}\n  ) {\n    restored_cart_id\n    errors {\n      code\n      message\n    }\n    order {\n      ...CheckoutOrder\n    }\n  }\n}': typeof types.ConfirmLocalPaymentDocument;
  'mutation RestoreQuoteFromOrder($orderNumber: String!, $cartId: String) {\n  restoreQuoteFromOrder(orderNumber: $orderNumber, cart_id: $cartId)\n}': typeof types.RestoreQuoteFromOrderDocument;
  'mutation FbAddToCart($sku: String!, $quantity: Float!) {\n  fbAddToCart(sku: $sku, quantity: $quantity) {\n    pixelID\n    eventId\n  }\n}': typeof types.FbAddToCartDocument;
  'mutation FbAddToWishlist($sku: String!) {\n  fbAddToWishlist(sku: $sku) {\n    pixelID\n    eventId\n  }\n}': typeof types.FbAddToWishlistDocument;
  'mutation FbInitiateCheckout($cartId: String!) {\n  fbInitiateCheckout(cartId: $cartId) {\n    pixelID\n    eventId\n  }\n}': typeof types.FbInitiateCheckoutDocument;
  'mutation FbPageView($url: String!) {\n  fbPageView(url: $url) {\n    pixelID\n    eventId\n  }\n}': typeof types.FbPageViewDocument;
  'mutation FbProductView($sku: String!) {\n  fbProductView(sku: $sku) {\n    pixelID\n    eventId\n  }\n}': typeof types.FbProductViewDocument;
  'mutation FbPurchase($orderNumber: String!) {\n  fbPurchase(orderNumber: $orderNumber) {\n    pixelID\n    eventId\n  }\n}': typeof types.FbPurchaseDocument;
  'mutation FbSearch($searchQuery: String!) {\n  fbSearch(searchQuery: $searchQuery) {\n    pixelID\n    eventId\n  }\n}': typeof types.FbSearchDocument;
  'mutation FbUserRegister {\n  fbUserRegister {\n    pixelID\n    eventId\n  }\n}': typeof types.FbUserRegisterDocument;
  'mutation TikTokAddToCart($sku: String!, $quantity: String!) {\n  tikTokAddToCart(sku: $sku, quantity: $quantity) {\n    pixelID\n    eventId\n  }\n}': typeof types.TikTokAddToCartDocument;
  'mutation TikTokAddToWishlist($sku: String!) {\n  tikTokAddToWishlist(sku: $sku) {\n    pixelID\n    eventId\n  }\n}': typeof types.TikTokAddToWishlistDocument;
  'mutation TikTokInitiateCheckout($cartId: String!) {\n  tikTokInitiateCheckout(cartId: $cartId) {\n    pixelID\n    eventId\n  }\n}': typeof types.TikTokInitiateCheckoutDocument;
  'mutation TikTokProductView($sku: String!) {\n  tikTokProductView(sku: $sku) {\n    pixelID\n    eventId\n  }\n}': typeof types.TikTokProductViewDocument;
  'mutation TikTokPurchase($orderNumber: String!) {\n  tikTokPurchase(orderNumber: $orderNumber) {\n    pixelID\n    eventId\n  }\n}': typeof types.TikTokPurchaseDocument;
  'mutation TrackLogRocketRecording {\n  trackLogRocketRecording {\n    pixelID\n    eventId\n  }\n}': typeof types.TrackLogRocketRecordingDocument;
  'query getLogRocketTracking {\n  logRocketTracking {\n    can_track\n  }\n}': typeof types.GetLogRocketTrackingDocument;
  'mutation AwinCommissionGroup($orderNumber: String!) {\n  awinCommissionGroup(orderNumber: $orderNumber) {\n    eventId\n    commissionGroup\n  }\n}': typeof types.AwinCommissionGroupDocument;
  'mutation AwinCookie($awc: String!, $utmSource: String) {\n  awinCookie(awc: $awc, utm_source: $utmSource) {\n    pixelID\n    eventId\n  }\n}': typeof types.AwinCookieDocument;
  'mutation AwinPurchase($orderNumber: String!, $revenue: String!, $currencyCode: String!, $channel: String, $awc: String, $voucher: String, $commissionGroup: String) {\n  awinPurchase(\n    orderNumber: $orderNumber\n    revenue: $revenue\n    currencyCode: $currencyCode\n    channel: $channel\n    awc: $awc\n    voucher: $voucher\n    commissionGroup: $commissionGroup\n  ) {\n    pixelID\n    eventId\n  }\n}': typeof types.AwinPurchaseDocument;
  'query GetBlacklistData {\n  getBlacklistData {\n    skus\n    urls\n  }\n}': typeof types.GetBlacklistDataDocument;
  'mutation GtmSaveAttribution($cartId: String!, $referrer: String, $utmSource: String, $utmMedium: String, $utmCampaign: String, $utmTerm: String, $utmContent: String) {\n  gtmSaveAttribution(\n    cart_id: $cartId\n    referrer: $referrer\n    utm_source: $utmSource\n    utm_medium: $utmMedium\n    utm_campaign: $utmCampaign\n    utm_term: $utmTerm\n    utm_content: $utmContent\n  ) {\n    eventId\n  }\n}': typeof types.GtmSaveAttributionDocument;
  'query ViewedProductRoute($url: String!) {\n  route(url: $url) {\n    ... on ProductInterface {\n      id\n      sku\n    }\n    ... on ConfigurableProduct {\n      variants {\n        product {\n          sku\n        }\n      }\n    }\n  }\n}': typeof types.ViewedProductRouteDocument;
  'fragment CmsPageView on CmsPage {\n  identifier\n  url_key\n  title\n  content_heading\n  content\n  meta_title\n  meta_description\n  meta_keywords\n  hreflangs {\n    url\n  }\n}': typeof types.CmsPageViewFragmentDoc;
  'fragment PageBuilderBlogPost on AmBlogPost {\n  post_id\n  title\n  url_key\n  short_content\n  list_thumbnail\n  list_thumbnail_alt\n  published_at\n  post_author {\n    name\n  }\n}': typeof types.PageBuilderBlogPostFragmentDoc;
  'query PageBuilderData($skus: [String!]!, $withSkus: Boolean!, $listCategoryIds: [String!]!, $withListCategories: Boolean!, $listSize: Int!, $bestsellerCategoryIds: [String!]!, $withBestsellerCategories: Boolean!, $withBestsellers: Boolean!, $bestsellerSize: Int!, $categoryIds: [String!]!, $withCategories: Boolean!, $blockIds: [String]!, $withBlocks: Boolean!, $blogPostIds: [Int!], $withBlog: Boolean!, $blogSize: Int!, $blogCategoryId: Int, $withBlogCategory: Boolean!, $quizId: Int, $quizIdentifier: String, $withQuiz: Boolean!) {\n  bySku: products(filter: {sku: {in: $skus}}, pageSize: 100) @include(if: $withSkus) {\n    items {\n      sku\n      ...ProductCardView\n    }\n  }\n  listCategories: categories(filters: {ids: {in: $listCategoryIds}}, pageSize: 50) @include(if: $withListCategories) {\n    items {\n      id\n      products(pageSize: $listSize, sort: {position: ASC}) {\n        items {\n          sku\n          ...ProductCardView\n        }\n      }\n    }\n  }\n  bestsellerCategories: categories(\n    filters: {ids: {in: $bestsellerCategoryIds}}\n    pageSize: 50\n  ) @include(if: $withBestsellerCategories) {\n    items {\n      id\n      products(pageSize: $bestsellerSize, sort: {BESTSELLER: DESC}) {\n        items {\n          sku\n          ...ProductCardView\n        }\n      }\n    }\n  }\n  bestsellers: products(\n    filter: {}\n    sort: {BESTSELLER: DESC}\n    pageSize: $bestsellerSize\n  ) @include(if: $withBestsellers) {\n    items {\n      sku\n      ...ProductCardView\n    }\n  }\n  pageCategories: categories(filters: {ids: {in: $categoryIds}}, pageSize: 50) @include(if: $withCategories) {\n    items {\n      id\n      uid\n      name\n      image\n      url_path\n      url_suffix\n      product_count\n    }\n  }\n  cmsBlocks(identifiers: $blockIds) @include(if: $withBlocks) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n  blogPosts: amBlogPosts(type: ALL, ids: $blogPostIds, pageSize: $blogSize) @include(if: $withBlog) {\n    items {\n      ...PageBuilderBlogPost\n    }\n  }\n  blogCategoryPosts: amBlogPosts(\n    type: CATEGORY\n    entityId: $blogCategoryId\n    pageSize: $blogSize\n  ) @include(if: $withBlogCategory) {\n    items {\n      ...PageBuilderBlogPost\n    }\n  }\n  quiz: productQuiz(id: $quizId, identifier: $quizIdentifier) @include(if: $withQuiz) {\n    ...PageBuilderQuiz\n  }\n}': typeof types.PageBuilderDataDocument;
  'fragment PageBuilderQuiz on ProductQuiz {\n  quiz_id\n  identifier\n  title\n  description\n  terms_text\n  result_title\n  result_text\n  questions {\n    code\n    position\n    type\n    max_choices\n    title\n    hint\n    answers {\n      code\n      position\n      label\n      description\n    }\n  }\n}': typeof types.PageBuilderQuizFragmentDoc;
  'mutation ContactUs($input: ContactUsInput!) {\n  contactUs(input: $input) {\n    status\n  }\n}': typeof types.ContactUsDocument;
  'mutation SubmitBusinessInquiry($input: BusinessInquiryInput!) {\n  submitBusinessInquiry(input: $input) {\n    status\n    inquiry_id\n  }\n}': typeof types.SubmitBusinessInquiryDocument;
  'mutation SubmitProductQuiz($input: SubmitProductQuizInput!) {\n  submitProductQuiz(input: $input) {\n    submission_id\n    email_queued\n    recommendations {\n      step\n      product {\n        sku\n        ...ProductCardView\n      }\n    }\n  }\n}': typeof types.SubmitProductQuizDocument;
  'mutation SubscribeNewsletter($email: String!) {\n  subscribeEmailToNewsletter(email: $email) {\n    status\n  }\n}': typeof types.SubscribeNewsletterDocument;
  'query CmsPage($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    identifier\n    ...CmsPageView\n  }\n}': typeof types.CmsPageDocument;
  'query LoyaltyPage {\n  customer {\n    date_of_birth\n    reward_points {\n      balance {\n        points\n        money {\n          value\n          currency\n        }\n      }\n      balance_history {\n        date\n        points_change\n        change_reason\n        action\n        order_number\n        balance {\n          points\n        }\n      }\n      exchange_rates {\n        earning {\n          currency_amount\n          points\n        }\n        redemption {\n          currency_amount\n          points\n        }\n      }\n    }\n    referral {\n      referrer_points\n      friend_discount_percent\n    }\n    loyalty_coupons {\n      code\n      kind\n      discount_percent\n    }\n  }\n}': typeof types.LoyaltyPageDocument;
  'mutation ReferFriend($email: String!) {\n  referFriend(email: $email) {\n    referred_friend {\n      email\n      status\n      created_at\n    }\n  }\n}': typeof types.ReferFriendDocument;
  'query ReferFriendPage {\n  customer {\n    referral {\n      referral_code\n      referrer_points\n      friend_discount_percent\n      referred_friends {\n        email\n        status\n        created_at\n      }\n    }\n  }\n}': typeof types.ReferFriendPageDocument;
  'query PromoPage($promoCode: String!) {\n  promoPage(promoCode: $promoCode) {\n    promo_code\n    title\n    content\n    from_date\n    to_date\n    is_valid\n  }\n}': typeof types.PromoPageDocument;
  'mutation AddProductsToWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemInput!]!) {\n  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {\n    user_errors {\n      code\n      message\n    }\n    wishlist {\n      id\n      name\n      items_count\n    }\n  }\n}': typeof types.AddProductsToWishlistDocument;
  'mutation CreateWishlist($name: String!, $visibility: WishlistVisibilityEnum!) {\n  createWishlist(input: {name: $name, visibility: $visibility}) {\n    wishlist {\n      id\n      name\n      items_count\n      visibility\n      sharing_code\n    }\n  }\n}': typeof types.CreateWishlistDocument;
  'query GetCustomerWishlistMenu($currentPage: Int!) {\n  customer {\n    wishlists(pageSize: 10, currentPage: $currentPage) {\n      id\n      name\n      items_count\n      visibility\n      sharing_code\n      items_v2(pageSize: 100) {\n        items {\n          id\n          product {\n            uid\n            sku\n          }\n        }\n      }\n    }\n  }\n}': typeof types.GetCustomerWishlistMenuDocument;
  'mutation RemoveProductsFromWishlistBySku($sku: String!) {\n  removeProductsFromWishlistBySku(sku: $sku) {\n    wishlists {\n      id\n      items_count\n    }\n  }\n}': typeof types.RemoveProductsFromWishlistBySkuDocument;
  'query WishlistConfig {\n  storeConfig {\n    store_code\n    magento_wishlist_general_is_enabled\n    enable_multiple_wishlists\n    maximum_number_of_wishlists\n  }\n}': typeof types.WishlistConfigDocument;
  'mutation AddWishlistItemsToCart($wishlistId: ID!, $wishlistItemIds: [ID!]) {\n  addWishlistItemsToCart(\n    wishlistId: $wishlistId\n    wishlistItemIds: $wishlistItemIds\n  ) {\n    status\n    add_wishlist_items_to_cart_user_errors {\n      message\n      wishlistItemId\n    }\n  }\n}': typeof types.AddWishlistItemsToCartDocument;
  'mutation CopyProductsBetweenWishlists($sourceWishlistUid: ID!, $destinationWishlistUid: ID!, $wishlistItems: [WishlistItemCopyInput!]!) {\n  copyProductsBetweenWishlists(\n    sourceWishlistUid: $sourceWishlistUid\n    destinationWishlistUid: $destinationWishlistUid\n    wishlistItems: $wishlistItems\n  ) {\n    user_errors {\n      message\n    }\n  }\n}': typeof types.CopyProductsBetweenWishlistsDocument;
  'query CustomerWishlist($id: ID!) {\n  customer {\n    wishlist_v2(id: $id) {\n      id\n      name\n      visibility\n      sharing_code\n      items_count\n      items_v2(pageSize: 100) {\n        items {\n          id\n          quantity\n          product {\n            uid\n            sku\n            name\n            ...ProductCardView\n          }\n          ... on ConfigurableWishlistItem {\n            configured_variant {\n              uid\n              sku\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n}': typeof types.CustomerWishlistDocument;
  'mutation DeleteWishlist($wishlistUid: ID!) {\n  deleteWishlist(wishlistUid: $wishlistUid) {\n    status\n  }\n}': typeof types.DeleteWishlistDocument;
  'query GuestWishlistProducts($skus: [String!]!) {\n  products(filter: {sku: {in: $skus}}, pageSize: 100) {\n    items {\n      uid\n      sku\n      ...ProductCardView\n    }\n  }\n}': typeof types.GuestWishlistProductsDocument;
  'mutation MoveProductsBetweenWishlists($sourceWishlistUid: ID!, $destinationWishlistUid: ID!, $wishlistItems: [WishlistItemMoveInput!]!) {\n  moveProductsBetweenWishlists(\n    sourceWishlistUid: $sourceWishlistUid\n    destinationWishlistUid: $destinationWishlistUid\n    wishlistItems: $wishlistItems\n  ) {\n    user_errors {\n      message\n    }\n  }\n}': typeof types.MoveProductsBetweenWishlistsDocument;
  'mutation RemoveProductsFromWishlist($wishlistId: ID!, $wishlistItemsIds: [ID!]!) {\n  removeProductsFromWishlist(\n    wishlistId: $wishlistId\n    wishlistItemsIds: $wishlistItemsIds\n  ) {\n    user_errors {\n      message\n    }\n    wishlist {\n      id\n      items_count\n    }\n  }\n}': typeof types.RemoveProductsFromWishlistDocument;
  'query SharedWishlist($sharingCode: String!) {\n  sharedWishlist(sharing_code: $sharingCode) {\n    id\n    name\n    items_count\n    items_v2(pageSize: 100) {\n      items {\n        id\n        quantity\n        product {\n          uid\n          sku\n          name\n          ...ProductCardView\n        }\n        ... on ConfigurableWishlistItem {\n          configured_variant {\n            uid\n            sku\n            name\n          }\n        }\n      }\n    }\n  }\n}': typeof types.SharedWishlistDocument;
  'mutation UpdateWishlist($wishlistUid: ID!, $name: String, $visibility: WishlistVisibilityEnum) {\n  updateWishlist(wishlistUid: $wishlistUid, name: $name, visibility: $visibility) {\n    uid\n    name\n    visibility\n  }\n}': typeof types.UpdateWishlistDocument;
  'query CaptchaConfig {\n  storeConfig {\n    store_code\n    captcha_key\n  }\n}': typeof types.CaptchaConfigDocument;
  'query ResolveRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on CmsPage {\n      identifier\n      ...CmsPageView\n    }\n    ... on CategoryTree {\n      uid\n      id\n      url_key\n    }\n    ... on ProductInterface {\n      uid\n      id\n      sku\n      url_key\n    }\n  }\n}': typeof types.ResolveRouteDocument;
  'query LoyaltyEnabled {\n  storeConfig {\n    store_code\n    loyalty_pwa_enabled\n  }\n}': typeof types.LoyaltyEnabledDocument;
  'query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    default_display_currency_code\n    base_currency_code\n    default_title\n    title_prefix\n    title_suffix\n    default_description\n    cms_home_page\n    header_logo_src\n    logo_alt\n    copyright\n    secure_base_media_url\n    amblog_enabled\n  }\n}': typeof types.StoreConfigDocument;
};
const documents: Documents = {
  'query Shell($blocks: [String], $menu: String!, $homeMenu: String!) {\n  cmsBlocks(identifiers: $blocks) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n  availableStores(useCurrentGroup: false) {\n    store_code\n    store_name\n    default_display_currency_code\n    store_sort_order\n    locale\n  }\n  menu: scandiwebMenu(identifier: $menu) {\n    ...HeaderMenu\n  }\n  homeMenu: scandiwebMenu(identifier: $homeMenu) {\n    ...HeaderMenu\n  }\n}':
    types.ShellDocument,
  'query AccountCustomer {\n  customer {\n    firstname\n    group_id\n  }\n}': types.AccountCustomerDocument,
  'mutation CreateCustomer($input: CustomerCreateInput!) {\n  createCustomerV2(input: $input) {\n    customer {\n      email\n    }\n  }\n}':
    types.CreateCustomerDocument,
  'mutation RequestPasswordReset($email: String!) {\n  requestPasswordResetEmail(email: $email)\n}':
    types.RequestPasswordResetDocument,
  'mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)\n}':
    types.ResetPasswordDocument,
  'query AccountDashboard {\n  customer {\n    firstname\n    lastname\n    email\n    addresses {\n      id\n      default_shipping\n      default_billing\n      ...AccountAddress\n    }\n  }\n}':
    types.AccountDashboardDocument,
  'query AccountInformation {\n  customer {\n    firstname\n    lastname\n    email\n  }\n}':
    types.AccountInformationDocument,
  'mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n  changeCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    email\n  }\n}':
    types.ChangeCustomerPasswordDocument,
  'query CustomerBirthday {\n  customer {\n    date_of_birth\n    date_of_birth_changes_left\n  }\n}':
    types.CustomerBirthdayDocument,
  'mutation UpdateCustomerBirthday($date: String!) {\n  updateCustomerV2(input: {date_of_birth: $date}) {\n    customer {\n      date_of_birth\n      date_of_birth_changes_left\n    }\n  }\n}':
    types.UpdateCustomerBirthdayDocument,
  'mutation UpdateCustomerEmail($email: String!, $password: String!) {\n  updateCustomerEmail(email: $email, password: $password) {\n    customer {\n      email\n    }\n  }\n}':
    types.UpdateCustomerEmailDocument,
  'mutation UpdateCustomerName($firstname: String!, $lastname: String!) {\n  updateCustomerV2(input: {firstname: $firstname, lastname: $lastname}) {\n    customer {\n      firstname\n      lastname\n    }\n  }\n}':
    types.UpdateCustomerNameDocument,
  'fragment AccountAddress on CustomerAddress {\n  id\n  firstname\n  middlename\n  lastname\n  company\n  street\n  city\n  region {\n    region\n  }\n  postcode\n  country_code\n  telephone\n  vat_id\n  is_business\n  registration_id\n  default_shipping\n  default_billing\n}':
    types.AccountAddressFragmentDoc,
  'query AddressBook {\n  customer {\n    addresses {\n      id\n      ...AccountAddress\n    }\n  }\n}':
    types.AddressBookDocument,
  'mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    id\n  }\n}':
    types.CreateCustomerAddressDocument,
  'mutation DeleteCustomerAddress($id: Int!) {\n  deleteCustomerAddress(id: $id)\n}':
    types.DeleteCustomerAddressDocument,
  'mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {\n  updateCustomerAddress(id: $id, input: $input) {\n    id\n  }\n}':
    types.UpdateCustomerAddressDocument,
  'query CommunicationPreferences {\n  customer {\n    email\n    communication_preferences {\n      email\n      sms\n      sms_telephone\n      terms_agreed_at\n    }\n  }\n}':
    types.CommunicationPreferencesDocument,
  'mutation UpdateCommunicationPreferences($input: CustomerCommunicationPreferencesInput!) {\n  updateCustomerCommunicationPreferences(input: $input) {\n    email\n    sms\n    sms_telephone\n    terms_agreed_at\n  }\n}':
    types.UpdateCommunicationPreferencesDocument,
  'query MyReviews($currentPage: Int!, $pageSize: Int!) {\n  customer {\n    reviews(currentPage: $currentPage, pageSize: $pageSize) {\n      page_info {\n        current_page\n        total_pages\n      }\n      items {\n        summary\n        text\n        average_rating\n        created_at\n        review_status\n        product {\n          uid\n          sku\n          name\n          canonical_url\n          url_key\n          url_suffix\n          small_image {\n            url\n            label\n          }\n        }\n      }\n    }\n  }\n}':
    types.MyReviewsDocument,
  'mutation ConfirmNewsletterSubscription($subscriberId: Int!, $code: String!) {\n  confirmNewsletterSubscription(subscriber_id: $subscriberId, code: $code) {\n    status\n  }\n}':
    types.ConfirmNewsletterSubscriptionDocument,
  'query NewsletterStatus {\n  customer {\n    email\n    is_subscribed\n    newsletter_status\n  }\n}':
    types.NewsletterStatusDocument,
  'mutation UpdateNewsletterSubscription($subscribed: Boolean!) {\n  updateCustomerV2(input: {is_subscribed: $subscribed}) {\n    customer {\n      email\n      is_subscribed\n      newsletter_status\n    }\n  }\n}':
    types.UpdateNewsletterSubscriptionDocument,
  'fragment OrderDetail on CustomerOrder {\n  id\n  number\n  order_date\n  status\n  carrier\n  shipping_method\n  reward_points_earned\n  payment_methods {\n    name\n  }\n  shipping_address {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    region\n    country_code\n  }\n  items {\n    id\n    product_name\n    product_sku\n    quantity_ordered\n    product_sale_price {\n      value\n    }\n    prices {\n      row_total_including_tax {\n        value\n      }\n    }\n    product {\n      sku\n      volume\n    }\n  }\n  total {\n    subtotal_excl_tax {\n      value\n    }\n    total_tax {\n      value\n    }\n    discounts {\n      amount {\n        value\n      }\n    }\n    total_shipping {\n      value\n    }\n    grand_total {\n      value\n      currency\n    }\n  }\n}':
    types.OrderDetailFragmentDoc,
  'query OrderDetails($number: String!) {\n  storeConfig {\n    store_code\n    loyalty_pwa_enabled\n  }\n  customer {\n    orders(filter: {number: {eq: $number}}, pageSize: 1, scope: GLOBAL) {\n      items {\n        ...OrderDetail\n      }\n    }\n  }\n}':
    types.OrderDetailsDocument,
  'query OrderHistory($number: String, $currentPage: Int!, $pageSize: Int!) {\n  customer {\n    orders(\n      filter: {number: {eq: $number}}\n      currentPage: $currentPage\n      pageSize: $pageSize\n      sort: {sort_field: CREATED_AT, sort_direction: DESC}\n      scope: GLOBAL\n    ) {\n      total_count\n      page_info {\n        current_page\n        total_pages\n      }\n      items {\n        id\n        number\n        order_date\n        status\n        total {\n          grand_total {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n}':
    types.OrderHistoryDocument,
  'mutation ReorderItems($orderNumber: String!) {\n  reorderItems(orderNumber: $orderNumber) {\n    cart {\n      id\n      total_quantity\n    }\n    userInputErrors {\n      code\n      message\n      path\n    }\n  }\n}':
    types.ReorderItemsDocument,
  'mutation CreateProCustomerApplication($input: ProCustomerApplicationInput!) {\n  createProCustomerApplication(input: $input) {\n    status\n  }\n}':
    types.CreateProCustomerApplicationDocument,
  'mutation DeletePaymentToken($publicHash: String!) {\n  deletePaymentToken(public_hash: $publicHash) {\n    result\n    customerPaymentTokens {\n      items {\n        public_hash\n        details\n        payment_method_code\n        type\n      }\n    }\n  }\n}':
    types.DeletePaymentTokenDocument,
  'query SavedPayments {\n  customerPaymentTokens {\n    items {\n      public_hash\n      details\n      payment_method_code\n      type\n    }\n  }\n}':
    types.SavedPaymentsDocument,
  'query SocialLoginButtons {\n  amSocialLoginButtonConfig {\n    type\n    label\n    url\n  }\n}':
    types.SocialLoginButtonsDocument,
  'query BlogComments($postId: Int!) {\n  amBlogComments(postId: $postId) {\n    items {\n      ...BlogCommentView\n    }\n  }\n}\n\nfragment BlogCommentView on AmBlogComment {\n  comment_id\n  reply_to\n  message\n  name\n  status\n  created_at\n  is_own\n}\n\nmutation AmBlogLeaveComment($input: AmBlogLeaveCommentInput!) {\n  amBlogLeaveComment(input: $input) {\n    comment {\n      ...BlogCommentView\n    }\n  }\n}':
    types.BlogCommentsDocument,
  'query BlogListing($type: AmBlogPageType!, $entityId: Int, $page: Int, $pageSize: Int, $query: String) {\n  amBlogPosts(\n    type: $type\n    entityId: $entityId\n    page: $page\n    pageSize: $pageSize\n    query: $query\n  ) {\n    all_post_size\n    page_info {\n      current_page\n      total_pages\n    }\n    items {\n      ...BlogPostCard\n    }\n  }\n}':
    types.BlogListingDocument,
  'query BlogNavigation {\n  storeConfig {\n    store_code\n    amblog_enabled\n  }\n  amBlogCategories {\n    items {\n      category_id\n      name\n      url_key\n      post_count\n    }\n  }\n  amBlogTags {\n    items {\n      tag_id\n      name\n      url_key\n      post_count\n    }\n  }\n  amBlogAuthors {\n    items {\n      author_id\n      name\n      url_key\n      job_title\n      short_description\n    }\n  }\n}':
    types.BlogNavigationDocument,
  'fragment BlogPostCard on AmBlogPost {\n  post_id\n  title\n  url_key\n  short_content\n  list_thumbnail\n  list_thumbnail_alt\n  published_at\n  post_author {\n    name\n  }\n}':
    types.BlogPostCardFragmentDoc,
  'query BlogRelated($ids: [Int!]) {\n  amBlogPosts(type: ALL, ids: $ids, pageSize: 3) {\n    items {\n      ...BlogPostCard\n    }\n  }\n}':
    types.BlogRelatedDocument,
  'query BlogRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on AmBlogPost {\n      ...BlogPostCard\n      post_id\n      title\n      url_key\n      short_content\n      published_at\n      full_content\n      post_thumbnail\n      post_thumbnail_alt\n      meta_title\n      meta_description\n      related_post_ids\n      canonical_url\n      post_author {\n        author_id\n        name\n        url_key\n        job_title\n      }\n      post_categories {\n        category_id\n        name\n        url_key\n      }\n      post_tags {\n        tag_id\n        name\n        url_key\n      }\n      post_translations {\n        store_code\n        locale\n        url_key\n      }\n    }\n    ... on AmBlogCategory {\n      category_id\n      name\n      url_key\n      description\n      meta_title\n      meta_description\n    }\n  }\n}':
    types.BlogRouteDocument,
  'mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}':
    types.AddProductsToCartDocument,
  'mutation AddToCartWithPrice($cartId: String!, $sku: String!, $parentSku: String, $quantity: Float!, $price: Float!) {\n  addToCartWithPrice(\n    cartId: $cartId\n    sku: $sku\n    parent_sku: $parentSku\n    quantity: $quantity\n    price: $price\n  ) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}':
    types.AddToCartWithPriceDocument,
  'query AvailableProductQty($sku: String!) {\n  availableProductQty(sku: $sku)\n}':
    types.AvailableProductQtyDocument,
  'mutation CreateGuestCart {\n  createGuestCart {\n    cart {\n      id\n      total_quantity\n    }\n  }\n}':
    types.CreateGuestCartDocument,
  'query CustomerCart {\n  customerCart {\n    id\n    total_quantity\n  }\n}': types.CustomerCartDocument,
  'query GetItemCount($cartId: String!) {\n  cart(cart_id: $cartId) {\n    id\n    total_quantity\n  }\n}':
    types.GetItemCountDocument,
  'mutation MergeCarts($source: String!, $destination: String) {\n  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n    id\n    total_quantity\n  }\n}':
    types.MergeCartsDocument,
  'fragment MiniCart on Cart {\n  id\n  total_quantity\n  prices {\n    subtotal_including_tax {\n      value\n      currency\n    }\n  }\n  itemsV2(pageSize: 100) {\n    total_count\n    items {\n      ...MiniCartItem\n    }\n  }\n}':
    types.MiniCartFragmentDoc,
  'fragment MiniCartItem on CartItemInterface {\n  __typename\n  uid\n  quantity\n  is_available\n  isFreeGift\n  hideFromGwp\n  gwpCartLabel\n  customDiscountLabel\n  errors {\n    code\n    message\n  }\n  prices {\n    price_including_tax {\n      value\n      currency\n    }\n    row_total_including_tax {\n      value\n      currency\n    }\n    total_item_discount {\n      value\n      currency\n    }\n  }\n  product {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    canonical_url\n    stock_status\n    max_qty\n    volume\n    is_sample_product\n    thumbnail {\n      url\n      label\n    }\n  }\n  ... on ConfigurableCartItem {\n    configurable_options {\n      configurable_product_option_uid\n      option_label\n      value_label\n    }\n    configured_variant {\n      uid\n      sku\n      stock_status\n      max_qty\n      volume\n      thumbnail {\n        url\n        label\n      }\n    }\n  }\n  ... on GiftCardCartItem {\n    amount {\n      value\n      currency\n    }\n    sender_name\n    sender_email\n    recipient_name\n    recipient_email\n    message\n  }\n}':
    types.MiniCartItemFragmentDoc,
  'query MiniCartQuery($cartId: String!) {\n  cart(cart_id: $cartId) {\n    id\n    total_quantity\n    ...MiniCart\n  }\n}':
    types.MiniCartQueryDocument,
  'mutation RemoveItemFromCart($cartId: String!, $itemUid: ID!) {\n  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $itemUid}) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n  }\n}':
    types.RemoveItemFromCartDocument,
  'mutation UpdateCartItems($cartId: String!, $cartItems: [CartItemUpdateInput]!) {\n  updateCartItems(input: {cart_id: $cartId, cart_items: $cartItems}) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n    errors {\n      code\n      message\n    }\n  }\n}':
    types.UpdateCartItemsDocument,
  'mutation AddSampleToCart($cartId: String!, $sku: String!) {\n  addProductsToCart(cartId: $cartId, cartItems: [{sku: $sku, quantity: 1}]) {\n    cart {\n      ...CartPageView\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}':
    types.AddSampleToCartDocument,
  'mutation ApplyDiscountCodeToCart($cartId: String!, $code: String!) {\n  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}':
    types.ApplyDiscountCodeToCartDocument,
  'mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {\n  applyGiftCardToCart(input: {cart_id: $cartId, gift_card_code: $code}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}':
    types.ApplyGiftCardToCartDocument,
  'mutation ApplyRewardPointsToCart($cartId: ID!) {\n  applyRewardPointsToCart(cartId: $cartId) {\n    cart {\n      ...CartPageView\n    }\n  }\n}':
    types.ApplyRewardPointsToCartDocument,
  'query CartLoyaltyCoupons($cartId: String!) {\n  cart(cart_id: $cartId) {\n    id\n    loyalty_coupons {\n      code\n      kind\n      discount_percent\n    }\n  }\n}':
    types.CartLoyaltyCouponsDocument,
  'query CartPage($cartId: String!) {\n  cart(cart_id: $cartId) {\n    ...CartPageView\n  }\n}':
    types.CartPageDocument,
  'mutation CartPageRemoveItem($cartId: String!, $itemUid: ID!) {\n  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $itemUid}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}':
    types.CartPageRemoveItemDocument,
  'mutation CartPageUpdateItem($cartId: String!, $itemUid: ID!, $quantity: Float!) {\n  updateCartItems(\n    input: {cart_id: $cartId, cart_items: [{cart_item_uid: $itemUid, quantity: $quantity}]}\n  ) {\n    cart {\n      ...CartPageView\n    }\n    errors {\n      code\n      message\n    }\n  }\n}':
    types.CartPageUpdateItemDocument,
  'fragment CartPageView on Cart {\n  id\n  email\n  total_quantity\n  is_virtual\n  ...MiniCart\n  applied_coupons {\n    code\n  }\n  applied_gift_cards {\n    code\n    applied_balance {\n      value\n      currency\n    }\n    current_balance {\n      value\n      currency\n    }\n  }\n  applied_reward_points {\n    points\n    money {\n      value\n      currency\n    }\n  }\n  potential_reward_points {\n    points\n    money {\n      value\n      currency\n    }\n  }\n  shipping_addresses {\n    selected_shipping_method {\n      carrier_title\n      method_title\n      amount {\n        value\n        currency\n      }\n      estimated_delivery_time\n    }\n  }\n  prices {\n    subtotal_including_tax {\n      value\n      currency\n    }\n    grand_total {\n      value\n      currency\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n        currency\n      }\n    }\n    discounts {\n      label\n      amount {\n        value\n        currency\n      }\n      coupon {\n        code\n      }\n    }\n    free_shipping_qualifier {\n      amount {\n        value\n        currency\n      }\n      threshold {\n        value\n        currency\n      }\n      country_code\n    }\n  }\n  gift_progress {\n    current {\n      value\n      currency\n    }\n    stages {\n      code\n      label\n      threshold {\n        value\n        currency\n      }\n      remaining {\n        value\n        currency\n      }\n      reached\n      gift_sku\n    }\n  }\n  sample_limit\n  available_samples {\n    uid\n    sku\n    name\n    volume\n    stock_status\n    small_image {\n      url\n      label\n    }\n  }\n}':
    types.CartPageViewFragmentDoc,
  'query GiftCardBalance($code: String!) {\n  giftCardAccount(input: {gift_card_code: $code}) {\n    code\n    balance {\n      value\n      currency\n    }\n    expiration_date\n  }\n}':
    types.GiftCardBalanceDocument,
  'mutation RemoveDiscountCodeFromCart($cartId: String!) {\n  removeCouponFromCart(input: {cart_id: $cartId}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}':
    types.RemoveDiscountCodeFromCartDocument,
  'mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {\n  removeGiftCardFromCart(input: {cart_id: $cartId, gift_card_code: $code}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}':
    types.RemoveGiftCardFromCartDocument,
  'mutation RemoveRewardPointsFromCart($cartId: ID!) {\n  removeRewardPointsFromCart(cartId: $cartId) {\n    cart {\n      ...CartPageView\n    }\n  }\n}':
    types.RemoveRewardPointsFromCartDocument,
  'query ValidateCart($cartId: String!) {\n  validateCart(cartId: $cartId) {\n    valid\n    errors {\n      code\n      message\n    }\n  }\n}':
    types.ValidateCartDocument,
  'query CartStoreConfig {\n  storeConfig {\n    store_code\n    loyalty_pwa_enabled\n  }\n}':
    types.CartStoreConfigDocument,
  'fragment HeaderMenu on Menu {\n  menu_id\n  identifier\n  items {\n    item_id\n    title\n    url\n    parent_id\n    position\n    is_active\n    dropdown_products {\n      uid\n      ...ProductCardView\n    }\n  }\n}':
    types.HeaderMenuFragmentDoc,
  'query SearchSuggestions($search: String!, $categoryMatch: String!) {\n  categories(filters: {name: {match: $categoryMatch}}, pageSize: 5) {\n    items {\n      uid\n      name\n      url_path\n      url_suffix\n    }\n  }\n  products(search: $search, pageSize: 4) {\n    total_count\n    items {\n      uid\n      sku\n      name\n      url_key\n      url_suffix\n      canonical_url\n      ...PriceView\n    }\n  }\n}':
    types.SearchSuggestionsDocument,
  'fragment ProductCardView on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  canonical_url\n  stock_status\n  is_coming_soon\n  max_qty\n  is_sample_product\n  is_custom_price\n  collection\n  volume\n  presentation_title\n  small_image {\n    url\n    label\n  }\n  hover_image {\n    url\n  }\n  ...PriceView\n  labels {\n    label_id\n    name\n    position\n    size\n    image\n    txt\n  }\n  ... on ConfigurableProduct {\n    variants {\n      attributes {\n        code\n        value_index\n      }\n      product {\n        sku\n        stock_status\n        max_qty\n        volume\n      }\n    }\n    configurable_options {\n      attribute_code\n      label\n      position\n      values {\n        value_index\n        label\n        swatch_data {\n          __typename\n          value\n        }\n      }\n    }\n  }\n}':
    types.ProductCardViewFragmentDoc,
  'fragment ProductDetails on ProductInterface {\n  __typename\n  uid\n  id\n  sku\n  name\n  url_key\n  canonical_url\n  canonical_full_url\n  meta_title\n  meta_description\n  meta_keyword\n  collection\n  presentation_title\n  volume\n  stock_status\n  max_qty\n  is_coming_soon\n  is_pre_order\n  is_custom_price\n  is_sample_product\n  ean_code\n  ...PriceView\n  image {\n    url\n    label\n  }\n  media_gallery {\n    url\n    label\n    position\n    disabled\n  }\n  labels {\n    label_id\n    name\n    position\n    size\n    image\n    txt\n  }\n  description {\n    html\n  }\n  how_to_use\n  ingredients {\n    name\n    position\n  }\n  shipping_info\n  sustainability\n  certificates\n  categories {\n    uid\n    name\n    level\n    url_path\n    url_suffix\n    breadcrumbs {\n      category_uid\n      category_name\n      category_url_path\n      category_level\n    }\n  }\n  ... on ConfigurableProduct {\n    configurable_options {\n      attribute_code\n      attribute_id\n      label\n      position\n      values {\n        value_index\n        label\n        swatch_data {\n          __typename\n          value\n          ... on ImageSwatchData {\n            thumbnail\n          }\n        }\n      }\n    }\n    variants {\n      attributes {\n        code\n        value_index\n      }\n      product {\n        uid\n        sku\n        name\n        volume\n        stock_status\n        max_qty\n        is_coming_soon\n        is_pre_order\n        ...PriceView\n        media_gallery {\n          url\n          label\n          position\n          disabled\n        }\n      }\n    }\n  }\n  ... on GiftCardProduct {\n    allow_message\n    allow_open_amount\n    open_amount_min\n    open_amount_max\n    message_max_length\n    giftcard_amounts {\n      uid\n      value\n    }\n    gift_card_options {\n      __typename\n      title\n      required\n      uid\n      sort_order\n    }\n  }\n}':
    types.ProductDetailsFragmentDoc,
  'query RecentlyViewedProducts($skus: [String]!, $pageSize: Int!) {\n  products(filter: {sku: {in: $skus}}, pageSize: $pageSize) {\n    items {\n      uid\n      sku\n      ...ProductCardView\n    }\n  }\n}':
    types.RecentlyViewedProductsDocument,
  'mutation CreateProductReview($input: CreateProductReviewInput!) {\n  createProductReview(input: $input) {\n    review {\n      nickname\n      summary\n    }\n  }\n}':
    types.CreateProductReviewDocument,
  'fragment ProductReviewRatings on ProductReviewRatingsMetadata {\n  items {\n    id\n    name\n    values {\n      value\n      value_id\n    }\n  }\n}':
    types.ProductReviewRatingsFragmentDoc,
  'fragment ProductReviews on ProductInterface {\n  sku\n  rating_summary\n  review_count\n  reviews(pageSize: $reviewPageSize, currentPage: $reviewPage) {\n    items {\n      nickname\n      summary\n      text\n      average_rating\n      created_at\n    }\n    page_info {\n      current_page\n      total_pages\n      page_size\n    }\n  }\n}':
    types.ProductReviewsFragmentDoc,
  'query ProductReviewsPage($sku: String!, $reviewPageSize: Int!, $reviewPage: Int!) {\n  products(filter: {sku: {eq: $sku}}, pageSize: 1) {\n    items {\n      uid\n      ...ProductReviews\n    }\n  }\n}':
    types.ProductReviewsPageDocument,
  'mutation SubscribeProductAlertStock($input: ProductAlertStockInput!) {\n  subscribeProductAlertStock(input: $input) {\n    success\n    message\n  }\n}':
    types.SubscribeProductAlertStockDocument,
  'query ProductWidgets($sku: String!) {\n  storeConfig {\n    store_code\n    shade_finder_enabled\n    shade_finder_client_id\n    shade_finder_brand\n    shade_finder_script_url\n    review_widget_script_url\n    review_widget_instance_id\n  }\n  products(filter: {sku: {eq: $sku}}) {\n    items {\n      uid\n      sku\n      name\n      is_makeup\n      small_image {\n        url\n      }\n      price_range {\n        minimum_price {\n          final_price {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n}':
    types.ProductWidgetsDocument,
  'fragment PriceView on ProductInterface {\n  price_range {\n    minimum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n    maximum_price {\n      final_price {\n        value\n      }\n    }\n  }\n}':
    types.PriceViewFragmentDoc,
  'query CategoryPage($uid: String!, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n  categories(filters: {category_uid: {eq: $uid}}) {\n    items {\n      uid\n      id\n      name\n      description\n      meta_title\n      meta_description\n      meta_keywords\n      canonical_url\n      canonical_full_url\n      url_path\n      url_suffix\n      image\n      image_mobile\n      display_mode\n      hreflangs {\n        url\n        lang\n      }\n      breadcrumbs {\n        category_uid\n        category_name\n        category_url_path\n      }\n      cms_block {\n        identifier\n        content\n      }\n      cms_block_middle {\n        identifier\n        content\n      }\n    }\n  }\n  products(\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    aggregations {\n      attribute_code\n      label\n      count\n      position\n      options {\n        label\n        value\n        count\n      }\n    }\n    items {\n      uid\n      ...ProductCardView\n    }\n  }\n  storeConfig {\n    store_code\n    product_quiz_promo_enabled\n    product_quiz_promo_categories\n    product_quiz_promo_link\n  }\n}':
    types.CategoryPageDocument,
  'query CategoryProducts($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n  products(\n    search: $search\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    page_info {\n      current_page\n      total_pages\n    }\n    items {\n      uid\n      ...ProductCardView\n    }\n  }\n}':
    types.CategoryProductsDocument,
  'query FilterInputTypes {\n  __type(name: "ProductAttributeFilterInput") {\n    inputFields {\n      name\n      type {\n        name\n      }\n    }\n  }\n}':
    types.FilterInputTypesDocument,
  'query ProductPage($filter: ProductAttributeFilterInput!, $reviewPageSize: Int!, $reviewPage: Int!) {\n  products(filter: $filter, pageSize: 1) {\n    items {\n      uid\n      ...ProductDetails\n      ...ProductReviews\n      volume_products {\n        uid\n        sku\n        volume\n        ...ProductCardView\n      }\n      pdp_related_products {\n        uid\n        ...ProductCardView\n      }\n      related_products {\n        uid\n        ...ProductCardView\n      }\n    }\n  }\n  productReviewRatingsMetadata {\n    ...ProductReviewRatings\n  }\n}':
    types.ProductPageDocument,
  'query SearchPage($search: String!, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n  products(\n    search: $search\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    aggregations {\n      attribute_code\n      label\n      count\n      position\n      options {\n        label\n        value\n        count\n      }\n    }\n    items {\n      uid\n      ...ProductCardView\n    }\n  }\n}':
    types.SearchPageDocument,
  'query CheckoutAgreements {\n  checkoutAgreements {\n    agreement_id\n    name\n    checkbox_text\n    content\n    is_html\n    mode\n  }\n}':
    types.CheckoutAgreementsDocument,
  'mutation CheckoutApplyCoupon($cartId: String!, $code: String!) {\n  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}':
    types.CheckoutApplyCouponDocument,
  'fragment CheckoutCart on Cart {\n  id\n  email\n  is_virtual\n  total_quantity\n  applied_coupons {\n    code\n  }\n  itemsV2(pageSize: 100) {\n    items {\n      uid\n      quantity\n      is_available\n      isFreeGift\n      gwpCartLabel\n      product {\n        uid\n        sku\n        name\n        stock_status\n        is_sample_product\n        small_image {\n          url\n          label\n        }\n      }\n      prices {\n        row_total_including_tax {\n          value\n        }\n      }\n      ... on ConfigurableCartItem {\n        configurable_options {\n          configurable_product_option_uid\n          option_label\n          value_label\n        }\n      }\n    }\n  }\n  shipping_addresses {\n    firstname\n    middlename\n    lastname\n    company\n    street\n    city\n    region {\n      label\n    }\n    postcode\n    country {\n      code\n      label\n    }\n    telephone\n    vat_id\n    registration_id\n    is_business\n    available_shipping_methods {\n      carrier_code\n      carrier_title\n      method_code\n      method_title\n      available\n      error_message\n      amount {\n        value\n      }\n      estimated_delivery_time\n    }\n    selected_shipping_method {\n      carrier_code\n      carrier_title\n      method_code\n      method_title\n      amount {\n        value\n      }\n      estimated_delivery_time\n    }\n  }\n  billing_address {\n    firstname\n    middlename\n    lastname\n    company\n    street\n    city\n    region {\n      label\n    }\n    postcode\n    country {\n      code\n    }\n    telephone\n    vat_id\n    registration_id\n    is_business\n  }\n  available_payment_methods {\n    code\n    title\n    is_redirect\n  }\n  selected_payment_method {\n    code\n  }\n  prices {\n    grand_total {\n      value\n      currency\n    }\n    subtotal_including_tax {\n      value\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n      }\n    }\n    discounts {\n      label\n      amount {\n        value\n      }\n    }\n  }\n  applied_gift_cards {\n    code\n    applied_balance {\n      value\n    }\n  }\n  applied_reward_points {\n    points\n    money {\n      value\n    }\n  }\n}':
    types.CheckoutCartFragmentDoc,
  'query CheckoutCartQuery($cartId: String!) {\n  cart(cart_id: $cartId) {\n    ...CheckoutCart\n  }\n}':
    types.CheckoutCartQueryDocument,
  'query CheckoutCustomerAddresses {\n  customer {\n    addresses {\n      id\n      firstname\n      middlename\n      lastname\n      company\n      street\n      city\n      region {\n        region\n      }\n      postcode\n      country_code\n      telephone\n      vat_id\n      is_business\n      registration_id\n      default_shipping\n    }\n  }\n}':
    types.CheckoutCustomerAddressesDocument,
  'mutation CheckoutNewsletter($email: String!) {\n  subscribeEmailToNewsletter(email: $email) {\n    status\n  }\n}':
    types.CheckoutNewsletterDocument,
  'query CheckoutPaymentTokens {\n  customerPaymentTokens {\n    items {\n      public_hash\n      details\n      payment_method_code\n      type\n    }\n  }\n}':
    types.CheckoutPaymentTokensDocument,
  'mutation CheckoutRemoveCoupon($cartId: String!) {\n  removeCouponFromCart(input: {cart_id: $cartId}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}':
    types.CheckoutRemoveCouponDocument,
  'query CheckoutValidateCart($cartId: String!) {\n  validateCart(cartId: $cartId) {\n    valid\n    errors {\n      code\n      message\n    }\n  }\n}':
    types.CheckoutValidateCartDocument,
  'mutation PlaceOrder($cartId: String!) {\n  placeOrder(input: {cart_id: $cartId}) {\n    errors {\n      code\n      message\n    }\n    payment_redirect_url\n    orderV2 {\n      ...CheckoutOrder\n    }\n  }\n}':
    types.PlaceOrderDocument,
  'mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {\n  setBillingAddressOnCart(input: {cart_id: $cartId, billing_address: $billing}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}':
    types.SetBillingAddressOnCartDocument,
  'mutation SetCardPaymentOnCart($cartId: String!, $paymentMethod: PaymentMethodInput!) {\n  setPaymentMethodOnCart(\n    input: {cart_id: $cartId, payment_method: $paymentMethod}\n  ) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}':
    types.SetCardPaymentOnCartDocument,
  'mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {\n  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}':
    types.SetGuestEmailOnCartDocument,
  'mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {\n  setPaymentMethodOnCart(input: {cart_id: $cartId, payment_method: {code: $code}}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}':
    types.SetPaymentMethodOnCartDocument,
  'mutation SetShippingAddressOnCart($cartId: String!, $address: CartAddressInput!) {\n  setShippingAddressesOnCart(\n    input: {cart_id: $cartId, shipping_addresses: [{address: $address}]}\n  ) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}':
    types.SetShippingAddressOnCartDocument,
  'mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n  setShippingMethodsOnCart(\n    input: {cart_id: $cartId, shipping_methods: [{carrier_code: $carrierCode, method_code: $methodCode}]}\n  ) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}':
    types.SetShippingMethodOnCartDocument,
  'query ShopCountries {\n  countries {\n    id\n    full_name_locale\n  }\n  storeConfig {\n    store_code\n    default_country\n  }\n}':
    types.ShopCountriesDocument,
  'fragment CheckoutOrder on CustomerOrder {\n  number\n  status\n  email\n  shipping_method\n  payment_methods {\n    name\n    type\n  }\n  shipping_address {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n  }\n  items {\n    product_name\n    product_sku\n    quantity_ordered\n    product_sale_price {\n      value\n    }\n  }\n  total {\n    subtotal {\n      value\n    }\n    discounts {\n      label\n      amount {\n        value\n      }\n    }\n    total_tax {\n      value\n    }\n    total_shipping {\n      value\n    }\n    grand_total {\n      value\n      currency\n    }\n  }\n}':
    types.CheckoutOrderFragmentDoc,
  'mutation ConfirmLocalPayment($cartId: String!, $reference: String, $result: LocalPaymentResult!) {\n  confirmLocalPayment(\n    input: {cart_id: $cartId, payment_reference: $reference, result: $result}\n  ) {\n    restored_cart_id\n    errors {\n      code\n      message\n    }\n    order {\n      ...CheckoutOrder\n    }\n  }\n}':
    types.ConfirmLocalPaymentDocument,
  'mutation RestoreQuoteFromOrder($orderNumber: String!, $cartId: String) {\n  restoreQuoteFromOrder(orderNumber: $orderNumber, cart_id: $cartId)\n}':
    types.RestoreQuoteFromOrderDocument,
  'mutation FbAddToCart($sku: String!, $quantity: Float!) {\n  fbAddToCart(sku: $sku, quantity: $quantity) {\n    pixelID\n    eventId\n  }\n}':
    types.FbAddToCartDocument,
  'mutation FbAddToWishlist($sku: String!) {\n  fbAddToWishlist(sku: $sku) {\n    pixelID\n    eventId\n  }\n}':
    types.FbAddToWishlistDocument,
  'mutation FbInitiateCheckout($cartId: String!) {\n  fbInitiateCheckout(cartId: $cartId) {\n    pixelID\n    eventId\n  }\n}':
    types.FbInitiateCheckoutDocument,
  'mutation FbPageView($url: String!) {\n  fbPageView(url: $url) {\n    pixelID\n    eventId\n  }\n}':
    types.FbPageViewDocument,
  'mutation FbProductView($sku: String!) {\n  fbProductView(sku: $sku) {\n    pixelID\n    eventId\n  }\n}':
    types.FbProductViewDocument,
  'mutation FbPurchase($orderNumber: String!) {\n  fbPurchase(orderNumber: $orderNumber) {\n    pixelID\n    eventId\n  }\n}':
    types.FbPurchaseDocument,
  'mutation FbSearch($searchQuery: String!) {\n  fbSearch(searchQuery: $searchQuery) {\n    pixelID\n    eventId\n  }\n}':
    types.FbSearchDocument,
  'mutation FbUserRegister {\n  fbUserRegister {\n    pixelID\n    eventId\n  }\n}':
    types.FbUserRegisterDocument,
  'mutation TikTokAddToCart($sku: String!, $quantity: String!) {\n  tikTokAddToCart(sku: $sku, quantity: $quantity) {\n    pixelID\n    eventId\n  }\n}':
    types.TikTokAddToCartDocument,
  'mutation TikTokAddToWishlist($sku: String!) {\n  tikTokAddToWishlist(sku: $sku) {\n    pixelID\n    eventId\n  }\n}':
    types.TikTokAddToWishlistDocument,
  'mutation TikTokInitiateCheckout($cartId: String!) {\n  tikTokInitiateCheckout(cartId: $cartId) {\n    pixelID\n    eventId\n  }\n}':
    types.TikTokInitiateCheckoutDocument,
  'mutation TikTokProductView($sku: String!) {\n  tikTokProductView(sku: $sku) {\n    pixelID\n    eventId\n  }\n}':
    types.TikTokProductViewDocument,
  'mutation TikTokPurchase($orderNumber: String!) {\n  tikTokPurchase(orderNumber: $orderNumber) {\n    pixelID\n    eventId\n  }\n}':
    types.TikTokPurchaseDocument,
  'mutation TrackLogRocketRecording {\n  trackLogRocketRecording {\n    pixelID\n    eventId\n  }\n}':
    types.TrackLogRocketRecordingDocument,
  'query getLogRocketTracking {\n  logRocketTracking {\n    can_track\n  }\n}':
    types.GetLogRocketTrackingDocument,
  'mutation AwinCommissionGroup($orderNumber: String!) {\n  awinCommissionGroup(orderNumber: $orderNumber) {\n    eventId\n    commissionGroup\n  }\n}':
    types.AwinCommissionGroupDocument,
  'mutation AwinCookie($awc: String!, $utmSource: String) {\n  awinCookie(awc: $awc, utm_source: $utmSource) {\n    pixelID\n    eventId\n  }\n}':
    types.AwinCookieDocument,
  'mutation AwinPurchase($orderNumber: String!, $revenue: String!, $currencyCode: String!, $channel: String, $awc: String, $voucher: String, $commissionGroup: String) {\n  awinPurchase(\n    orderNumber: $orderNumber\n    revenue: $revenue\n    currencyCode: $currencyCode\n    channel: $channel\n    awc: $awc\n    voucher: $voucher\n    commissionGroup: $commissionGroup\n  ) {\n    pixelID\n    eventId\n  }\n}':
    types.AwinPurchaseDocument,
  'query GetBlacklistData {\n  getBlacklistData {\n    skus\n    urls\n  }\n}':
    types.GetBlacklistDataDocument,
  'mutation GtmSaveAttribution($cartId: String!, $referrer: String, $utmSource: String, $utmMedium: String, $utmCampaign: String, $utmTerm: String, $utmContent: String) {\n  gtmSaveAttribution(\n    cart_id: $cartId\n    referrer: $referrer\n    utm_source: $utmSource\n    utm_medium: $utmMedium\n    utm_campaign: $utmCampaign\n    utm_term: $utmTerm\n    utm_content: $utmContent\n  ) {\n    eventId\n  }\n}':
    types.GtmSaveAttributionDocument,
  'query ViewedProductRoute($url: String!) {\n  route(url: $url) {\n    ... on ProductInterface {\n      id\n      sku\n    }\n    ... on ConfigurableProduct {\n      variants {\n        product {\n          sku\n        }\n      }\n    }\n  }\n}':
    types.ViewedProductRouteDocument,
  'fragment CmsPageView on CmsPage {\n  identifier\n  url_key\n  title\n  content_heading\n  content\n  meta_title\n  meta_description\n  meta_keywords\n  hreflangs {\n    url\n  }\n}':
    types.CmsPageViewFragmentDoc,
  'fragment PageBuilderBlogPost on AmBlogPost {\n  post_id\n  title\n  url_key\n  short_content\n  list_thumbnail\n  list_thumbnail_alt\n  published_at\n  post_author {\n    name\n  }\n}':
    types.PageBuilderBlogPostFragmentDoc,
  'query PageBuilderData($skus: [String!]!, $withSkus: Boolean!, $listCategoryIds: [String!]!, $withListCategories: Boolean!, $listSize: Int!, $bestsellerCategoryIds: [String!]!, $withBestsellerCategories: Boolean!, $withBestsellers: Boolean!, $bestsellerSize: Int!, $categoryIds: [String!]!, $withCategories: Boolean!, $blockIds: [String]!, $withBlocks: Boolean!, $blogPostIds: [Int!], $withBlog: Boolean!, $blogSize: Int!, $blogCategoryId: Int, $withBlogCategory: Boolean!, $quizId: Int, $quizIdentifier: String, $withQuiz: Boolean!) {\n  bySku: products(filter: {sku: {in: $skus}}, pageSize: 100) @include(if: $withSkus) {\n    items {\n      sku\n      ...ProductCardView\n    }\n  }\n  listCategories: categories(filters: {ids: {in: $listCategoryIds}}, pageSize: 50) @include(if: $withListCategories) {\n    items {\n      id\n      products(pageSize: $listSize, sort: {position: ASC}) {\n        items {\n          sku\n          ...ProductCardView\n        }\n      }\n    }\n  }\n  bestsellerCategories: categories(\n    filters: {ids: {in: $bestsellerCategoryIds}}\n    pageSize: 50\n  ) @include(if: $withBestsellerCategories) {\n    items {\n      id\n      products(pageSize: $bestsellerSize, sort: {BESTSELLER: DESC}) {\n        items {\n          sku\n          ...ProductCardView\n        }\n      }\n    }\n  }\n  bestsellers: products(\n    filter: {}\n    sort: {BESTSELLER: DESC}\n    pageSize: $bestsellerSize\n  ) @include(if: $withBestsellers) {\n    items {\n      sku\n      ...ProductCardView\n    }\n  }\n  pageCategories: categories(filters: {ids: {in: $categoryIds}}, pageSize: 50) @include(if: $withCategories) {\n    items {\n      id\n      uid\n      name\n      image\n      url_path\n      url_suffix\n      product_count\n    }\n  }\n  cmsBlocks(identifiers: $blockIds) @include(if: $withBlocks) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n  blogPosts: amBlogPosts(type: ALL, ids: $blogPostIds, pageSize: $blogSize) @include(if: $withBlog) {\n    items {\n      ...PageBuilderBlogPost\n    }\n  }\n  blogCategoryPosts: amBlogPosts(\n    type: CATEGORY\n    entityId: $blogCategoryId\n    pageSize: $blogSize\n  ) @include(if: $withBlogCategory) {\n    items {\n      ...PageBuilderBlogPost\n    }\n  }\n  quiz: productQuiz(id: $quizId, identifier: $quizIdentifier) @include(if: $withQuiz) {\n    ...PageBuilderQuiz\n  }\n}':
    types.PageBuilderDataDocument,
  'fragment PageBuilderQuiz on ProductQuiz {\n  quiz_id\n  identifier\n  title\n  description\n  terms_text\n  result_title\n  result_text\n  questions {\n    code\n    position\n    type\n    max_choices\n    title\n    hint\n    answers {\n      code\n      position\n      label\n      description\n    }\n  }\n}':
    types.PageBuilderQuizFragmentDoc,
  'mutation ContactUs($input: ContactUsInput!) {\n  contactUs(input: $input) {\n    status\n  }\n}':
    types.ContactUsDocument,
  'mutation SubmitBusinessInquiry($input: BusinessInquiryInput!) {\n  submitBusinessInquiry(input: $input) {\n    status\n    inquiry_id\n  }\n}':
    types.SubmitBusinessInquiryDocument,
  'mutation SubmitProductQuiz($input: SubmitProductQuizInput!) {\n  submitProductQuiz(input: $input) {\n    submission_id\n    email_queued\n    recommendations {\n      step\n      product {\n        sku\n        ...ProductCardView\n      }\n    }\n  }\n}':
    types.SubmitProductQuizDocument,
  'mutation SubscribeNewsletter($email: String!) {\n  subscribeEmailToNewsletter(email: $email) {\n    status\n  }\n}':
    types.SubscribeNewsletterDocument,
  'query CmsPage($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    identifier\n    ...CmsPageView\n  }\n}':
    types.CmsPageDocument,
  'query LoyaltyPage {\n  customer {\n    date_of_birth\n    reward_points {\n      balance {\n        points\n        money {\n          value\n          currency\n        }\n      }\n      balance_history {\n        date\n        points_change\n        change_reason\n        action\n        order_number\n        balance {\n          points\n        }\n      }\n      exchange_rates {\n        earning {\n          currency_amount\n          points\n        }\n        redemption {\n          currency_amount\n          points\n        }\n      }\n    }\n    referral {\n      referrer_points\n      friend_discount_percent\n    }\n    loyalty_coupons {\n      code\n      kind\n      discount_percent\n    }\n  }\n}':
    types.LoyaltyPageDocument,
  'mutation ReferFriend($email: String!) {\n  referFriend(email: $email) {\n    referred_friend {\n      email\n      status\n      created_at\n    }\n  }\n}':
    types.ReferFriendDocument,
  'query ReferFriendPage {\n  customer {\n    referral {\n      referral_code\n      referrer_points\n      friend_discount_percent\n      referred_friends {\n        email\n        status\n        created_at\n      }\n    }\n  }\n}':
    types.ReferFriendPageDocument,
  'query PromoPage($promoCode: String!) {\n  promoPage(promoCode: $promoCode) {\n    promo_code\n    title\n    content\n    from_date\n    to_date\n    is_valid\n  }\n}':
    types.PromoPageDocument,
  'mutation AddProductsToWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemInput!]!) {\n  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {\n    user_errors {\n      code\n      message\n    }\n    wishlist {\n      id\n      name\n      items_count\n    }\n  }\n}':
    types.AddProductsToWishlistDocument,
  'mutation CreateWishlist($name: String!, $visibility: WishlistVisibilityEnum!) {\n  createWishlist(input: {name: $name, visibility: $visibility}) {\n    wishlist {\n      id\n      name\n      items_count\n      visibility\n      sharing_code\n    }\n  }\n}':
    types.CreateWishlistDocument,
  'query GetCustomerWishlistMenu($currentPage: Int!) {\n  customer {\n    wishlists(pageSize: 10, currentPage: $currentPage) {\n      id\n      name\n      items_count\n      visibility\n      sharing_code\n      items_v2(pageSize: 100) {\n        items {\n          id\n          product {\n            uid\n            sku\n          }\n        }\n      }\n    }\n  }\n}':
    types.GetCustomerWishlistMenuDocument,
  'mutation RemoveProductsFromWishlistBySku($sku: String!) {\n  removeProductsFromWishlistBySku(sku: $sku) {\n    wishlists {\n      id\n      items_count\n    }\n  }\n}':
    types.RemoveProductsFromWishlistBySkuDocument,
  'query WishlistConfig {\n  storeConfig {\n    store_code\n    magento_wishlist_general_is_enabled\n    enable_multiple_wishlists\n    maximum_number_of_wishlists\n  }\n}':
    types.WishlistConfigDocument,
  'mutation AddWishlistItemsToCart($wishlistId: ID!, $wishlistItemIds: [ID!]) {\n  addWishlistItemsToCart(\n    wishlistId: $wishlistId\n    wishlistItemIds: $wishlistItemIds\n  ) {\n    status\n    add_wishlist_items_to_cart_user_errors {\n      message\n      wishlistItemId\n    }\n  }\n}':
    types.AddWishlistItemsToCartDocument,
  'mutation CopyProductsBetweenWishlists($sourceWishlistUid: ID!, $destinationWishlistUid: ID!, $wishlistItems: [WishlistItemCopyInput!]!) {\n  copyProductsBetweenWishlists(\n    sourceWishlistUid: $sourceWishlistUid\n    destinationWishlistUid: $destinationWishlistUid\n    wishlistItems: $wishlistItems\n  ) {\n    user_errors {\n      message\n    }\n  }\n}':
    types.CopyProductsBetweenWishlistsDocument,
  'query CustomerWishlist($id: ID!) {\n  customer {\n    wishlist_v2(id: $id) {\n      id\n      name\n      visibility\n      sharing_code\n      items_count\n      items_v2(pageSize: 100) {\n        items {\n          id\n          quantity\n          product {\n            uid\n            sku\n            name\n            ...ProductCardView\n          }\n          ... on ConfigurableWishlistItem {\n            configured_variant {\n              uid\n              sku\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n}':
    types.CustomerWishlistDocument,
  'mutation DeleteWishlist($wishlistUid: ID!) {\n  deleteWishlist(wishlistUid: $wishlistUid) {\n    status\n  }\n}':
    types.DeleteWishlistDocument,
  'query GuestWishlistProducts($skus: [String!]!) {\n  products(filter: {sku: {in: $skus}}, pageSize: 100) {\n    items {\n      uid\n      sku\n      ...ProductCardView\n    }\n  }\n}':
    types.GuestWishlistProductsDocument,
  'mutation MoveProductsBetweenWishlists($sourceWishlistUid: ID!, $destinationWishlistUid: ID!, $wishlistItems: [WishlistItemMoveInput!]!) {\n  moveProductsBetweenWishlists(\n    sourceWishlistUid: $sourceWishlistUid\n    destinationWishlistUid: $destinationWishlistUid\n    wishlistItems: $wishlistItems\n  ) {\n    user_errors {\n      message\n    }\n  }\n}':
    types.MoveProductsBetweenWishlistsDocument,
  'mutation RemoveProductsFromWishlist($wishlistId: ID!, $wishlistItemsIds: [ID!]!) {\n  removeProductsFromWishlist(\n    wishlistId: $wishlistId\n    wishlistItemsIds: $wishlistItemsIds\n  ) {\n    user_errors {\n      message\n    }\n    wishlist {\n      id\n      items_count\n    }\n  }\n}':
    types.RemoveProductsFromWishlistDocument,
  'query SharedWishlist($sharingCode: String!) {\n  sharedWishlist(sharing_code: $sharingCode) {\n    id\n    name\n    items_count\n    items_v2(pageSize: 100) {\n      items {\n        id\n        quantity\n        product {\n          uid\n          sku\n          name\n          ...ProductCardView\n        }\n        ... on ConfigurableWishlistItem {\n          configured_variant {\n            uid\n            sku\n            name\n          }\n        }\n      }\n    }\n  }\n}':
    types.SharedWishlistDocument,
  'mutation UpdateWishlist($wishlistUid: ID!, $name: String, $visibility: WishlistVisibilityEnum) {\n  updateWishlist(wishlistUid: $wishlistUid, name: $name, visibility: $visibility) {\n    uid\n    name\n    visibility\n  }\n}':
    types.UpdateWishlistDocument,
  'query CaptchaConfig {\n  storeConfig {\n    store_code\n    captcha_key\n  }\n}':
    types.CaptchaConfigDocument,
  'query ResolveRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on CmsPage {\n      identifier\n      ...CmsPageView\n    }\n    ... on CategoryTree {\n      uid\n      id\n      url_key\n    }\n    ... on ProductInterface {\n      uid\n      id\n      sku\n      url_key\n    }\n  }\n}':
    types.ResolveRouteDocument,
  'query LoyaltyEnabled {\n  storeConfig {\n    store_code\n    loyalty_pwa_enabled\n  }\n}':
    types.LoyaltyEnabledDocument,
  'query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    default_display_currency_code\n    base_currency_code\n    default_title\n    title_prefix\n    title_suffix\n    default_description\n    cms_home_page\n    header_logo_src\n    logo_alt\n    copyright\n    secure_base_media_url\n    amblog_enabled\n  }\n}':
    types.StoreConfigDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Shell($blocks: [String], $menu: String!, $homeMenu: String!) {\n  cmsBlocks(identifiers: $blocks) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n  availableStores(useCurrentGroup: false) {\n    store_code\n    store_name\n    default_display_currency_code\n    store_sort_order\n    locale\n  }\n  menu: scandiwebMenu(identifier: $menu) {\n    ...HeaderMenu\n  }\n  homeMenu: scandiwebMenu(identifier: $homeMenu) {\n    ...HeaderMenu\n  }\n}',
): (typeof documents)['query Shell($blocks: [String], $menu: String!, $homeMenu: String!) {\n  cmsBlocks(identifiers: $blocks) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n  availableStores(useCurrentGroup: false) {\n    store_code\n    store_name\n    default_display_currency_code\n    store_sort_order\n    locale\n  }\n  menu: scandiwebMenu(identifier: $menu) {\n    ...HeaderMenu\n  }\n  homeMenu: scandiwebMenu(identifier: $homeMenu) {\n    ...HeaderMenu\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AccountCustomer {\n  customer {\n    firstname\n    group_id\n  }\n}',
): (typeof documents)['query AccountCustomer {\n  customer {\n    firstname\n    group_id\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateCustomer($input: CustomerCreateInput!) {\n  createCustomerV2(input: $input) {\n    customer {\n      email\n    }\n  }\n}',
): (typeof documents)['mutation CreateCustomer($input: CustomerCreateInput!) {\n  createCustomerV2(input: $input) {\n    customer {\n      email\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RequestPasswordReset($email: String!) {\n  requestPasswordResetEmail(email: $email)\n}',
): (typeof documents)['mutation RequestPasswordReset($email: String!) {\n  requestPasswordResetEmail(email: $email)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)\n}',
): (typeof documents)['mutation ResetPassword($email: String!, $token: String!, $password: String!) {\n  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AccountDashboard {\n  customer {\n    firstname\n    lastname\n    email\n    addresses {\n      id\n      default_shipping\n      default_billing\n      ...AccountAddress\n    }\n  }\n}',
): (typeof documents)['query AccountDashboard {\n  customer {\n    firstname\n    lastname\n    email\n    addresses {\n      id\n      default_shipping\n      default_billing\n      ...AccountAddress\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AccountInformation {\n  customer {\n    firstname\n    lastname\n    email\n  }\n}',
): (typeof documents)['query AccountInformation {\n  customer {\n    firstname\n    lastname\n    email\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n  changeCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    email\n  }\n}',
): (typeof documents)['mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n  changeCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    email\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CustomerBirthday {\n  customer {\n    date_of_birth\n    date_of_birth_changes_left\n  }\n}',
): (typeof documents)['query CustomerBirthday {\n  customer {\n    date_of_birth\n    date_of_birth_changes_left\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateCustomerBirthday($date: String!) {\n  updateCustomerV2(input: {date_of_birth: $date}) {\n    customer {\n      date_of_birth\n      date_of_birth_changes_left\n    }\n  }\n}',
): (typeof documents)['mutation UpdateCustomerBirthday($date: String!) {\n  updateCustomerV2(input: {date_of_birth: $date}) {\n    customer {\n      date_of_birth\n      date_of_birth_changes_left\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateCustomerEmail($email: String!, $password: String!) {\n  updateCustomerEmail(email: $email, password: $password) {\n    customer {\n      email\n    }\n  }\n}',
): (typeof documents)['mutation UpdateCustomerEmail($email: String!, $password: String!) {\n  updateCustomerEmail(email: $email, password: $password) {\n    customer {\n      email\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateCustomerName($firstname: String!, $lastname: String!) {\n  updateCustomerV2(input: {firstname: $firstname, lastname: $lastname}) {\n    customer {\n      firstname\n      lastname\n    }\n  }\n}',
): (typeof documents)['mutation UpdateCustomerName($firstname: String!, $lastname: String!) {\n  updateCustomerV2(input: {firstname: $firstname, lastname: $lastname}) {\n    customer {\n      firstname\n      lastname\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment AccountAddress on CustomerAddress {\n  id\n  firstname\n  middlename\n  lastname\n  company\n  street\n  city\n  region {\n    region\n  }\n  postcode\n  country_code\n  telephone\n  vat_id\n  is_business\n  registration_id\n  default_shipping\n  default_billing\n}',
): (typeof documents)['fragment AccountAddress on CustomerAddress {\n  id\n  firstname\n  middlename\n  lastname\n  company\n  street\n  city\n  region {\n    region\n  }\n  postcode\n  country_code\n  telephone\n  vat_id\n  is_business\n  registration_id\n  default_shipping\n  default_billing\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AddressBook {\n  customer {\n    addresses {\n      id\n      ...AccountAddress\n    }\n  }\n}',
): (typeof documents)['query AddressBook {\n  customer {\n    addresses {\n      id\n      ...AccountAddress\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    id\n  }\n}',
): (typeof documents)['mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n  createCustomerAddress(input: $input) {\n    id\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteCustomerAddress($id: Int!) {\n  deleteCustomerAddress(id: $id)\n}',
): (typeof documents)['mutation DeleteCustomerAddress($id: Int!) {\n  deleteCustomerAddress(id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {\n  updateCustomerAddress(id: $id, input: $input) {\n    id\n  }\n}',
): (typeof documents)['mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {\n  updateCustomerAddress(id: $id, input: $input) {\n    id\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CommunicationPreferences {\n  customer {\n    email\n    communication_preferences {\n      email\n      sms\n      sms_telephone\n      terms_agreed_at\n    }\n  }\n}',
): (typeof documents)['query CommunicationPreferences {\n  customer {\n    email\n    communication_preferences {\n      email\n      sms\n      sms_telephone\n      terms_agreed_at\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateCommunicationPreferences($input: CustomerCommunicationPreferencesInput!) {\n  updateCustomerCommunicationPreferences(input: $input) {\n    email\n    sms\n    sms_telephone\n    terms_agreed_at\n  }\n}',
): (typeof documents)['mutation UpdateCommunicationPreferences($input: CustomerCommunicationPreferencesInput!) {\n  updateCustomerCommunicationPreferences(input: $input) {\n    email\n    sms\n    sms_telephone\n    terms_agreed_at\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MyReviews($currentPage: Int!, $pageSize: Int!) {\n  customer {\n    reviews(currentPage: $currentPage, pageSize: $pageSize) {\n      page_info {\n        current_page\n        total_pages\n      }\n      items {\n        summary\n        text\n        average_rating\n        created_at\n        review_status\n        product {\n          uid\n          sku\n          name\n          canonical_url\n          url_key\n          url_suffix\n          small_image {\n            url\n            label\n          }\n        }\n      }\n    }\n  }\n}',
): (typeof documents)['query MyReviews($currentPage: Int!, $pageSize: Int!) {\n  customer {\n    reviews(currentPage: $currentPage, pageSize: $pageSize) {\n      page_info {\n        current_page\n        total_pages\n      }\n      items {\n        summary\n        text\n        average_rating\n        created_at\n        review_status\n        product {\n          uid\n          sku\n          name\n          canonical_url\n          url_key\n          url_suffix\n          small_image {\n            url\n            label\n          }\n        }\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ConfirmNewsletterSubscription($subscriberId: Int!, $code: String!) {\n  confirmNewsletterSubscription(subscriber_id: $subscriberId, code: $code) {\n    status\n  }\n}',
): (typeof documents)['mutation ConfirmNewsletterSubscription($subscriberId: Int!, $code: String!) {\n  confirmNewsletterSubscription(subscriber_id: $subscriberId, code: $code) {\n    status\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query NewsletterStatus {\n  customer {\n    email\n    is_subscribed\n    newsletter_status\n  }\n}',
): (typeof documents)['query NewsletterStatus {\n  customer {\n    email\n    is_subscribed\n    newsletter_status\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateNewsletterSubscription($subscribed: Boolean!) {\n  updateCustomerV2(input: {is_subscribed: $subscribed}) {\n    customer {\n      email\n      is_subscribed\n      newsletter_status\n    }\n  }\n}',
): (typeof documents)['mutation UpdateNewsletterSubscription($subscribed: Boolean!) {\n  updateCustomerV2(input: {is_subscribed: $subscribed}) {\n    customer {\n      email\n      is_subscribed\n      newsletter_status\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment OrderDetail on CustomerOrder {\n  id\n  number\n  order_date\n  status\n  carrier\n  shipping_method\n  reward_points_earned\n  payment_methods {\n    name\n  }\n  shipping_address {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    region\n    country_code\n  }\n  items {\n    id\n    product_name\n    product_sku\n    quantity_ordered\n    product_sale_price {\n      value\n    }\n    prices {\n      row_total_including_tax {\n        value\n      }\n    }\n    product {\n      sku\n      volume\n    }\n  }\n  total {\n    subtotal_excl_tax {\n      value\n    }\n    total_tax {\n      value\n    }\n    discounts {\n      amount {\n        value\n      }\n    }\n    total_shipping {\n      value\n    }\n    grand_total {\n      value\n      currency\n    }\n  }\n}',
): (typeof documents)['fragment OrderDetail on CustomerOrder {\n  id\n  number\n  order_date\n  status\n  carrier\n  shipping_method\n  reward_points_earned\n  payment_methods {\n    name\n  }\n  shipping_address {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    region\n    country_code\n  }\n  items {\n    id\n    product_name\n    product_sku\n    quantity_ordered\n    product_sale_price {\n      value\n    }\n    prices {\n      row_total_including_tax {\n        value\n      }\n    }\n    product {\n      sku\n      volume\n    }\n  }\n  total {\n    subtotal_excl_tax {\n      value\n    }\n    total_tax {\n      value\n    }\n    discounts {\n      amount {\n        value\n      }\n    }\n    total_shipping {\n      value\n    }\n    grand_total {\n      value\n      currency\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OrderDetails($number: String!) {\n  storeConfig {\n    store_code\n    loyalty_pwa_enabled\n  }\n  customer {\n    orders(filter: {number: {eq: $number}}, pageSize: 1, scope: GLOBAL) {\n      items {\n        ...OrderDetail\n      }\n    }\n  }\n}',
): (typeof documents)['query OrderDetails($number: String!) {\n  storeConfig {\n    store_code\n    loyalty_pwa_enabled\n  }\n  customer {\n    orders(filter: {number: {eq: $number}}, pageSize: 1, scope: GLOBAL) {\n      items {\n        ...OrderDetail\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OrderHistory($number: String, $currentPage: Int!, $pageSize: Int!) {\n  customer {\n    orders(\n      filter: {number: {eq: $number}}\n      currentPage: $currentPage\n      pageSize: $pageSize\n      sort: {sort_field: CREATED_AT, sort_direction: DESC}\n      scope: GLOBAL\n    ) {\n      total_count\n      page_info {\n        current_page\n        total_pages\n      }\n      items {\n        id\n        number\n        order_date\n        status\n        total {\n          grand_total {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n}',
): (typeof documents)['query OrderHistory($number: String, $currentPage: Int!, $pageSize: Int!) {\n  customer {\n    orders(\n      filter: {number: {eq: $number}}\n      currentPage: $currentPage\n      pageSize: $pageSize\n      sort: {sort_field: CREATED_AT, sort_direction: DESC}\n      scope: GLOBAL\n    ) {\n      total_count\n      page_info {\n        current_page\n        total_pages\n      }\n      items {\n        id\n        number\n        order_date\n        status\n        total {\n          grand_total {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReorderItems($orderNumber: String!) {\n  reorderItems(orderNumber: $orderNumber) {\n    cart {\n      id\n      total_quantity\n    }\n    userInputErrors {\n      code\n      message\n      path\n    }\n  }\n}',
): (typeof documents)['mutation ReorderItems($orderNumber: String!) {\n  reorderItems(orderNumber: $orderNumber) {\n    cart {\n      id\n      total_quantity\n    }\n    userInputErrors {\n      code\n      message\n      path\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateProCustomerApplication($input: ProCustomerApplicationInput!) {\n  createProCustomerApplication(input: $input) {\n    status\n  }\n}',
): (typeof documents)['mutation CreateProCustomerApplication($input: ProCustomerApplicationInput!) {\n  createProCustomerApplication(input: $input) {\n    status\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeletePaymentToken($publicHash: String!) {\n  deletePaymentToken(public_hash: $publicHash) {\n    result\n    customerPaymentTokens {\n      items {\n        public_hash\n        details\n        payment_method_code\n        type\n      }\n    }\n  }\n}',
): (typeof documents)['mutation DeletePaymentToken($publicHash: String!) {\n  deletePaymentToken(public_hash: $publicHash) {\n    result\n    customerPaymentTokens {\n      items {\n        public_hash\n        details\n        payment_method_code\n        type\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SavedPayments {\n  customerPaymentTokens {\n    items {\n      public_hash\n      details\n      payment_method_code\n      type\n    }\n  }\n}',
): (typeof documents)['query SavedPayments {\n  customerPaymentTokens {\n    items {\n      public_hash\n      details\n      payment_method_code\n      type\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SocialLoginButtons {\n  amSocialLoginButtonConfig {\n    type\n    label\n    url\n  }\n}',
): (typeof documents)['query SocialLoginButtons {\n  amSocialLoginButtonConfig {\n    type\n    label\n    url\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query BlogComments($postId: Int!) {\n  amBlogComments(postId: $postId) {\n    items {\n      ...BlogCommentView\n    }\n  }\n}\n\nfragment BlogCommentView on AmBlogComment {\n  comment_id\n  reply_to\n  message\n  name\n  status\n  created_at\n  is_own\n}\n\nmutation AmBlogLeaveComment($input: AmBlogLeaveCommentInput!) {\n  amBlogLeaveComment(input: $input) {\n    comment {\n      ...BlogCommentView\n    }\n  }\n}',
): (typeof documents)['query BlogComments($postId: Int!) {\n  amBlogComments(postId: $postId) {\n    items {\n      ...BlogCommentView\n    }\n  }\n}\n\nfragment BlogCommentView on AmBlogComment {\n  comment_id\n  reply_to\n  message\n  name\n  status\n  created_at\n  is_own\n}\n\nmutation AmBlogLeaveComment($input: AmBlogLeaveCommentInput!) {\n  amBlogLeaveComment(input: $input) {\n    comment {\n      ...BlogCommentView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query BlogListing($type: AmBlogPageType!, $entityId: Int, $page: Int, $pageSize: Int, $query: String) {\n  amBlogPosts(\n    type: $type\n    entityId: $entityId\n    page: $page\n    pageSize: $pageSize\n    query: $query\n  ) {\n    all_post_size\n    page_info {\n      current_page\n      total_pages\n    }\n    items {\n      ...BlogPostCard\n    }\n  }\n}',
): (typeof documents)['query BlogListing($type: AmBlogPageType!, $entityId: Int, $page: Int, $pageSize: Int, $query: String) {\n  amBlogPosts(\n    type: $type\n    entityId: $entityId\n    page: $page\n    pageSize: $pageSize\n    query: $query\n  ) {\n    all_post_size\n    page_info {\n      current_page\n      total_pages\n    }\n    items {\n      ...BlogPostCard\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query BlogNavigation {\n  storeConfig {\n    store_code\n    amblog_enabled\n  }\n  amBlogCategories {\n    items {\n      category_id\n      name\n      url_key\n      post_count\n    }\n  }\n  amBlogTags {\n    items {\n      tag_id\n      name\n      url_key\n      post_count\n    }\n  }\n  amBlogAuthors {\n    items {\n      author_id\n      name\n      url_key\n      job_title\n      short_description\n    }\n  }\n}',
): (typeof documents)['query BlogNavigation {\n  storeConfig {\n    store_code\n    amblog_enabled\n  }\n  amBlogCategories {\n    items {\n      category_id\n      name\n      url_key\n      post_count\n    }\n  }\n  amBlogTags {\n    items {\n      tag_id\n      name\n      url_key\n      post_count\n    }\n  }\n  amBlogAuthors {\n    items {\n      author_id\n      name\n      url_key\n      job_title\n      short_description\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment BlogPostCard on AmBlogPost {\n  post_id\n  title\n  url_key\n  short_content\n  list_thumbnail\n  list_thumbnail_alt\n  published_at\n  post_author {\n    name\n  }\n}',
): (typeof documents)['fragment BlogPostCard on AmBlogPost {\n  post_id\n  title\n  url_key\n  short_content\n  list_thumbnail\n  list_thumbnail_alt\n  published_at\n  post_author {\n    name\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query BlogRelated($ids: [Int!]) {\n  amBlogPosts(type: ALL, ids: $ids, pageSize: 3) {\n    items {\n      ...BlogPostCard\n    }\n  }\n}',
): (typeof documents)['query BlogRelated($ids: [Int!]) {\n  amBlogPosts(type: ALL, ids: $ids, pageSize: 3) {\n    items {\n      ...BlogPostCard\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query BlogRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on AmBlogPost {\n      ...BlogPostCard\n      post_id\n      title\n      url_key\n      short_content\n      published_at\n      full_content\n      post_thumbnail\n      post_thumbnail_alt\n      meta_title\n      meta_description\n      related_post_ids\n      canonical_url\n      post_author {\n        author_id\n        name\n        url_key\n        job_title\n      }\n      post_categories {\n        category_id\n        name\n        url_key\n      }\n      post_tags {\n        tag_id\n        name\n        url_key\n      }\n      post_translations {\n        store_code\n        locale\n        url_key\n      }\n    }\n    ... on AmBlogCategory {\n      category_id\n      name\n      url_key\n      description\n      meta_title\n      meta_description\n    }\n  }\n}',
): (typeof documents)['query BlogRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on AmBlogPost {\n      ...BlogPostCard\n      post_id\n      title\n      url_key\n      short_content\n      published_at\n      full_content\n      post_thumbnail\n      post_thumbnail_alt\n      meta_title\n      meta_description\n      related_post_ids\n      canonical_url\n      post_author {\n        author_id\n        name\n        url_key\n        job_title\n      }\n      post_categories {\n        category_id\n        name\n        url_key\n      }\n      post_tags {\n        tag_id\n        name\n        url_key\n      }\n      post_translations {\n        store_code\n        locale\n        url_key\n      }\n    }\n    ... on AmBlogCategory {\n      category_id\n      name\n      url_key\n      description\n      meta_title\n      meta_description\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}',
): (typeof documents)['mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddToCartWithPrice($cartId: String!, $sku: String!, $parentSku: String, $quantity: Float!, $price: Float!) {\n  addToCartWithPrice(\n    cartId: $cartId\n    sku: $sku\n    parent_sku: $parentSku\n    quantity: $quantity\n    price: $price\n  ) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}',
): (typeof documents)['mutation AddToCartWithPrice($cartId: String!, $sku: String!, $parentSku: String, $quantity: Float!, $price: Float!) {\n  addToCartWithPrice(\n    cartId: $cartId\n    sku: $sku\n    parent_sku: $parentSku\n    quantity: $quantity\n    price: $price\n  ) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AvailableProductQty($sku: String!) {\n  availableProductQty(sku: $sku)\n}',
): (typeof documents)['query AvailableProductQty($sku: String!) {\n  availableProductQty(sku: $sku)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateGuestCart {\n  createGuestCart {\n    cart {\n      id\n      total_quantity\n    }\n  }\n}',
): (typeof documents)['mutation CreateGuestCart {\n  createGuestCart {\n    cart {\n      id\n      total_quantity\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CustomerCart {\n  customerCart {\n    id\n    total_quantity\n  }\n}',
): (typeof documents)['query CustomerCart {\n  customerCart {\n    id\n    total_quantity\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query GetItemCount($cartId: String!) {\n  cart(cart_id: $cartId) {\n    id\n    total_quantity\n  }\n}',
): (typeof documents)['query GetItemCount($cartId: String!) {\n  cart(cart_id: $cartId) {\n    id\n    total_quantity\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MergeCarts($source: String!, $destination: String) {\n  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n    id\n    total_quantity\n  }\n}',
): (typeof documents)['mutation MergeCarts($source: String!, $destination: String) {\n  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n    id\n    total_quantity\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment MiniCart on Cart {\n  id\n  total_quantity\n  prices {\n    subtotal_including_tax {\n      value\n      currency\n    }\n  }\n  itemsV2(pageSize: 100) {\n    total_count\n    items {\n      ...MiniCartItem\n    }\n  }\n}',
): (typeof documents)['fragment MiniCart on Cart {\n  id\n  total_quantity\n  prices {\n    subtotal_including_tax {\n      value\n      currency\n    }\n  }\n  itemsV2(pageSize: 100) {\n    total_count\n    items {\n      ...MiniCartItem\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment MiniCartItem on CartItemInterface {\n  __typename\n  uid\n  quantity\n  is_available\n  isFreeGift\n  hideFromGwp\n  gwpCartLabel\n  customDiscountLabel\n  errors {\n    code\n    message\n  }\n  prices {\n    price_including_tax {\n      value\n      currency\n    }\n    row_total_including_tax {\n      value\n      currency\n    }\n    total_item_discount {\n      value\n      currency\n    }\n  }\n  product {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    canonical_url\n    stock_status\n    max_qty\n    volume\n    is_sample_product\n    thumbnail {\n      url\n      label\n    }\n  }\n  ... on ConfigurableCartItem {\n    configurable_options {\n      configurable_product_option_uid\n      option_label\n      value_label\n    }\n    configured_variant {\n      uid\n      sku\n      stock_status\n      max_qty\n      volume\n      thumbnail {\n        url\n        label\n      }\n    }\n  }\n  ... on GiftCardCartItem {\n    amount {\n      value\n      currency\n    }\n    sender_name\n    sender_email\n    recipient_name\n    recipient_email\n    message\n  }\n}',
): (typeof documents)['fragment MiniCartItem on CartItemInterface {\n  __typename\n  uid\n  quantity\n  is_available\n  isFreeGift\n  hideFromGwp\n  gwpCartLabel\n  customDiscountLabel\n  errors {\n    code\n    message\n  }\n  prices {\n    price_including_tax {\n      value\n      currency\n    }\n    row_total_including_tax {\n      value\n      currency\n    }\n    total_item_discount {\n      value\n      currency\n    }\n  }\n  product {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    canonical_url\n    stock_status\n    max_qty\n    volume\n    is_sample_product\n    thumbnail {\n      url\n      label\n    }\n  }\n  ... on ConfigurableCartItem {\n    configurable_options {\n      configurable_product_option_uid\n      option_label\n      value_label\n    }\n    configured_variant {\n      uid\n      sku\n      stock_status\n      max_qty\n      volume\n      thumbnail {\n        url\n        label\n      }\n    }\n  }\n  ... on GiftCardCartItem {\n    amount {\n      value\n      currency\n    }\n    sender_name\n    sender_email\n    recipient_name\n    recipient_email\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MiniCartQuery($cartId: String!) {\n  cart(cart_id: $cartId) {\n    id\n    total_quantity\n    ...MiniCart\n  }\n}',
): (typeof documents)['query MiniCartQuery($cartId: String!) {\n  cart(cart_id: $cartId) {\n    id\n    total_quantity\n    ...MiniCart\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RemoveItemFromCart($cartId: String!, $itemUid: ID!) {\n  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $itemUid}) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n  }\n}',
): (typeof documents)['mutation RemoveItemFromCart($cartId: String!, $itemUid: ID!) {\n  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $itemUid}) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateCartItems($cartId: String!, $cartItems: [CartItemUpdateInput]!) {\n  updateCartItems(input: {cart_id: $cartId, cart_items: $cartItems}) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n    errors {\n      code\n      message\n    }\n  }\n}',
): (typeof documents)['mutation UpdateCartItems($cartId: String!, $cartItems: [CartItemUpdateInput]!) {\n  updateCartItems(input: {cart_id: $cartId, cart_items: $cartItems}) {\n    cart {\n      id\n      total_quantity\n      ...MiniCart\n    }\n    errors {\n      code\n      message\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddSampleToCart($cartId: String!, $sku: String!) {\n  addProductsToCart(cartId: $cartId, cartItems: [{sku: $sku, quantity: 1}]) {\n    cart {\n      ...CartPageView\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}',
): (typeof documents)['mutation AddSampleToCart($cartId: String!, $sku: String!) {\n  addProductsToCart(cartId: $cartId, cartItems: [{sku: $sku, quantity: 1}]) {\n    cart {\n      ...CartPageView\n    }\n    user_errors {\n      code\n      message\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ApplyDiscountCodeToCart($cartId: String!, $code: String!) {\n  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}',
): (typeof documents)['mutation ApplyDiscountCodeToCart($cartId: String!, $code: String!) {\n  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {\n  applyGiftCardToCart(input: {cart_id: $cartId, gift_card_code: $code}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}',
): (typeof documents)['mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {\n  applyGiftCardToCart(input: {cart_id: $cartId, gift_card_code: $code}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ApplyRewardPointsToCart($cartId: ID!) {\n  applyRewardPointsToCart(cartId: $cartId) {\n    cart {\n      ...CartPageView\n    }\n  }\n}',
): (typeof documents)['mutation ApplyRewardPointsToCart($cartId: ID!) {\n  applyRewardPointsToCart(cartId: $cartId) {\n    cart {\n      ...CartPageView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CartLoyaltyCoupons($cartId: String!) {\n  cart(cart_id: $cartId) {\n    id\n    loyalty_coupons {\n      code\n      kind\n      discount_percent\n    }\n  }\n}',
): (typeof documents)['query CartLoyaltyCoupons($cartId: String!) {\n  cart(cart_id: $cartId) {\n    id\n    loyalty_coupons {\n      code\n      kind\n      discount_percent\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CartPage($cartId: String!) {\n  cart(cart_id: $cartId) {\n    ...CartPageView\n  }\n}',
): (typeof documents)['query CartPage($cartId: String!) {\n  cart(cart_id: $cartId) {\n    ...CartPageView\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CartPageRemoveItem($cartId: String!, $itemUid: ID!) {\n  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $itemUid}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}',
): (typeof documents)['mutation CartPageRemoveItem($cartId: String!, $itemUid: ID!) {\n  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $itemUid}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CartPageUpdateItem($cartId: String!, $itemUid: ID!, $quantity: Float!) {\n  updateCartItems(\n    input: {cart_id: $cartId, cart_items: [{cart_item_uid: $itemUid, quantity: $quantity}]}\n  ) {\n    cart {\n      ...CartPageView\n    }\n    errors {\n      code\n      message\n    }\n  }\n}',
): (typeof documents)['mutation CartPageUpdateItem($cartId: String!, $itemUid: ID!, $quantity: Float!) {\n  updateCartItems(\n    input: {cart_id: $cartId, cart_items: [{cart_item_uid: $itemUid, quantity: $quantity}]}\n  ) {\n    cart {\n      ...CartPageView\n    }\n    errors {\n      code\n      message\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CartPageView on Cart {\n  id\n  email\n  total_quantity\n  is_virtual\n  ...MiniCart\n  applied_coupons {\n    code\n  }\n  applied_gift_cards {\n    code\n    applied_balance {\n      value\n      currency\n    }\n    current_balance {\n      value\n      currency\n    }\n  }\n  applied_reward_points {\n    points\n    money {\n      value\n      currency\n    }\n  }\n  potential_reward_points {\n    points\n    money {\n      value\n      currency\n    }\n  }\n  shipping_addresses {\n    selected_shipping_method {\n      carrier_title\n      method_title\n      amount {\n        value\n        currency\n      }\n      estimated_delivery_time\n    }\n  }\n  prices {\n    subtotal_including_tax {\n      value\n      currency\n    }\n    grand_total {\n      value\n      currency\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n        currency\n      }\n    }\n    discounts {\n      label\n      amount {\n        value\n        currency\n      }\n      coupon {\n        code\n      }\n    }\n    free_shipping_qualifier {\n      amount {\n        value\n        currency\n      }\n      threshold {\n        value\n        currency\n      }\n      country_code\n    }\n  }\n  gift_progress {\n    current {\n      value\n      currency\n    }\n    stages {\n      code\n      label\n      threshold {\n        value\n        currency\n      }\n      remaining {\n        value\n        currency\n      }\n      reached\n      gift_sku\n    }\n  }\n  sample_limit\n  available_samples {\n    uid\n    sku\n    name\n    volume\n    stock_status\n    small_image {\n      url\n      label\n    }\n  }\n}',
): (typeof documents)['fragment CartPageView on Cart {\n  id\n  email\n  total_quantity\n  is_virtual\n  ...MiniCart\n  applied_coupons {\n    code\n  }\n  applied_gift_cards {\n    code\n    applied_balance {\n      value\n      currency\n    }\n    current_balance {\n      value\n      currency\n    }\n  }\n  applied_reward_points {\n    points\n    money {\n      value\n      currency\n    }\n  }\n  potential_reward_points {\n    points\n    money {\n      value\n      currency\n    }\n  }\n  shipping_addresses {\n    selected_shipping_method {\n      carrier_title\n      method_title\n      amount {\n        value\n        currency\n      }\n      estimated_delivery_time\n    }\n  }\n  prices {\n    subtotal_including_tax {\n      value\n      currency\n    }\n    grand_total {\n      value\n      currency\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n        currency\n      }\n    }\n    discounts {\n      label\n      amount {\n        value\n        currency\n      }\n      coupon {\n        code\n      }\n    }\n    free_shipping_qualifier {\n      amount {\n        value\n        currency\n      }\n      threshold {\n        value\n        currency\n      }\n      country_code\n    }\n  }\n  gift_progress {\n    current {\n      value\n      currency\n    }\n    stages {\n      code\n      label\n      threshold {\n        value\n        currency\n      }\n      remaining {\n        value\n        currency\n      }\n      reached\n      gift_sku\n    }\n  }\n  sample_limit\n  available_samples {\n    uid\n    sku\n    name\n    volume\n    stock_status\n    small_image {\n      url\n      label\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query GiftCardBalance($code: String!) {\n  giftCardAccount(input: {gift_card_code: $code}) {\n    code\n    balance {\n      value\n      currency\n    }\n    expiration_date\n  }\n}',
): (typeof documents)['query GiftCardBalance($code: String!) {\n  giftCardAccount(input: {gift_card_code: $code}) {\n    code\n    balance {\n      value\n      currency\n    }\n    expiration_date\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RemoveDiscountCodeFromCart($cartId: String!) {\n  removeCouponFromCart(input: {cart_id: $cartId}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}',
): (typeof documents)['mutation RemoveDiscountCodeFromCart($cartId: String!) {\n  removeCouponFromCart(input: {cart_id: $cartId}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {\n  removeGiftCardFromCart(input: {cart_id: $cartId, gift_card_code: $code}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}',
): (typeof documents)['mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {\n  removeGiftCardFromCart(input: {cart_id: $cartId, gift_card_code: $code}) {\n    cart {\n      ...CartPageView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RemoveRewardPointsFromCart($cartId: ID!) {\n  removeRewardPointsFromCart(cartId: $cartId) {\n    cart {\n      ...CartPageView\n    }\n  }\n}',
): (typeof documents)['mutation RemoveRewardPointsFromCart($cartId: ID!) {\n  removeRewardPointsFromCart(cartId: $cartId) {\n    cart {\n      ...CartPageView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ValidateCart($cartId: String!) {\n  validateCart(cartId: $cartId) {\n    valid\n    errors {\n      code\n      message\n    }\n  }\n}',
): (typeof documents)['query ValidateCart($cartId: String!) {\n  validateCart(cartId: $cartId) {\n    valid\n    errors {\n      code\n      message\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CartStoreConfig {\n  storeConfig {\n    store_code\n    loyalty_pwa_enabled\n  }\n}',
): (typeof documents)['query CartStoreConfig {\n  storeConfig {\n    store_code\n    loyalty_pwa_enabled\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment HeaderMenu on Menu {\n  menu_id\n  identifier\n  items {\n    item_id\n    title\n    url\n    parent_id\n    position\n    is_active\n    dropdown_products {\n      uid\n      ...ProductCardView\n    }\n  }\n}',
): (typeof documents)['fragment HeaderMenu on Menu {\n  menu_id\n  identifier\n  items {\n    item_id\n    title\n    url\n    parent_id\n    position\n    is_active\n    dropdown_products {\n      uid\n      ...ProductCardView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SearchSuggestions($search: String!, $categoryMatch: String!) {\n  categories(filters: {name: {match: $categoryMatch}}, pageSize: 5) {\n    items {\n      uid\n      name\n      url_path\n      url_suffix\n    }\n  }\n  products(search: $search, pageSize: 4) {\n    total_count\n    items {\n      uid\n      sku\n      name\n      url_key\n      url_suffix\n      canonical_url\n      ...PriceView\n    }\n  }\n}',
): (typeof documents)['query SearchSuggestions($search: String!, $categoryMatch: String!) {\n  categories(filters: {name: {match: $categoryMatch}}, pageSize: 5) {\n    items {\n      uid\n      name\n      url_path\n      url_suffix\n    }\n  }\n  products(search: $search, pageSize: 4) {\n    total_count\n    items {\n      uid\n      sku\n      name\n      url_key\n      url_suffix\n      canonical_url\n      ...PriceView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ProductCardView on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  canonical_url\n  stock_status\n  is_coming_soon\n  max_qty\n  is_sample_product\n  is_custom_price\n  collection\n  volume\n  presentation_title\n  small_image {\n    url\n    label\n  }\n  hover_image {\n    url\n  }\n  ...PriceView\n  labels {\n    label_id\n    name\n    position\n    size\n    image\n    txt\n  }\n  ... on ConfigurableProduct {\n    variants {\n      attributes {\n        code\n        value_index\n      }\n      product {\n        sku\n        stock_status\n        max_qty\n        volume\n      }\n    }\n    configurable_options {\n      attribute_code\n      label\n      position\n      values {\n        value_index\n        label\n        swatch_data {\n          __typename\n          value\n        }\n      }\n    }\n  }\n}',
): (typeof documents)['fragment ProductCardView on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  canonical_url\n  stock_status\n  is_coming_soon\n  max_qty\n  is_sample_product\n  is_custom_price\n  collection\n  volume\n  presentation_title\n  small_image {\n    url\n    label\n  }\n  hover_image {\n    url\n  }\n  ...PriceView\n  labels {\n    label_id\n    name\n    position\n    size\n    image\n    txt\n  }\n  ... on ConfigurableProduct {\n    variants {\n      attributes {\n        code\n        value_index\n      }\n      product {\n        sku\n        stock_status\n        max_qty\n        volume\n      }\n    }\n    configurable_options {\n      attribute_code\n      label\n      position\n      values {\n        value_index\n        label\n        swatch_data {\n          __typename\n          value\n        }\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ProductDetails on ProductInterface {\n  __typename\n  uid\n  id\n  sku\n  name\n  url_key\n  canonical_url\n  canonical_full_url\n  meta_title\n  meta_description\n  meta_keyword\n  collection\n  presentation_title\n  volume\n  stock_status\n  max_qty\n  is_coming_soon\n  is_pre_order\n  is_custom_price\n  is_sample_product\n  ean_code\n  ...PriceView\n  image {\n    url\n    label\n  }\n  media_gallery {\n    url\n    label\n    position\n    disabled\n  }\n  labels {\n    label_id\n    name\n    position\n    size\n    image\n    txt\n  }\n  description {\n    html\n  }\n  how_to_use\n  ingredients {\n    name\n    position\n  }\n  shipping_info\n  sustainability\n  certificates\n  categories {\n    uid\n    name\n    level\n    url_path\n    url_suffix\n    breadcrumbs {\n      category_uid\n      category_name\n      category_url_path\n      category_level\n    }\n  }\n  ... on ConfigurableProduct {\n    configurable_options {\n      attribute_code\n      attribute_id\n      label\n      position\n      values {\n        value_index\n        label\n        swatch_data {\n          __typename\n          value\n          ... on ImageSwatchData {\n            thumbnail\n          }\n        }\n      }\n    }\n    variants {\n      attributes {\n        code\n        value_index\n      }\n      product {\n        uid\n        sku\n        name\n        volume\n        stock_status\n        max_qty\n        is_coming_soon\n        is_pre_order\n        ...PriceView\n        media_gallery {\n          url\n          label\n          position\n          disabled\n        }\n      }\n    }\n  }\n  ... on GiftCardProduct {\n    allow_message\n    allow_open_amount\n    open_amount_min\n    open_amount_max\n    message_max_length\n    giftcard_amounts {\n      uid\n      value\n    }\n    gift_card_options {\n      __typename\n      title\n      required\n      uid\n      sort_order\n    }\n  }\n}',
): (typeof documents)['fragment ProductDetails on ProductInterface {\n  __typename\n  uid\n  id\n  sku\n  name\n  url_key\n  canonical_url\n  canonical_full_url\n  meta_title\n  meta_description\n  meta_keyword\n  collection\n  presentation_title\n  volume\n  stock_status\n  max_qty\n  is_coming_soon\n  is_pre_order\n  is_custom_price\n  is_sample_product\n  ean_code\n  ...PriceView\n  image {\n    url\n    label\n  }\n  media_gallery {\n    url\n    label\n    position\n    disabled\n  }\n  labels {\n    label_id\n    name\n    position\n    size\n    image\n    txt\n  }\n  description {\n    html\n  }\n  how_to_use\n  ingredients {\n    name\n    position\n  }\n  shipping_info\n  sustainability\n  certificates\n  categories {\n    uid\n    name\n    level\n    url_path\n    url_suffix\n    breadcrumbs {\n      category_uid\n      category_name\n      category_url_path\n      category_level\n    }\n  }\n  ... on ConfigurableProduct {\n    configurable_options {\n      attribute_code\n      attribute_id\n      label\n      position\n      values {\n        value_index\n        label\n        swatch_data {\n          __typename\n          value\n          ... on ImageSwatchData {\n            thumbnail\n          }\n        }\n      }\n    }\n    variants {\n      attributes {\n        code\n        value_index\n      }\n      product {\n        uid\n        sku\n        name\n        volume\n        stock_status\n        max_qty\n        is_coming_soon\n        is_pre_order\n        ...PriceView\n        media_gallery {\n          url\n          label\n          position\n          disabled\n        }\n      }\n    }\n  }\n  ... on GiftCardProduct {\n    allow_message\n    allow_open_amount\n    open_amount_min\n    open_amount_max\n    message_max_length\n    giftcard_amounts {\n      uid\n      value\n    }\n    gift_card_options {\n      __typename\n      title\n      required\n      uid\n      sort_order\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query RecentlyViewedProducts($skus: [String]!, $pageSize: Int!) {\n  products(filter: {sku: {in: $skus}}, pageSize: $pageSize) {\n    items {\n      uid\n      sku\n      ...ProductCardView\n    }\n  }\n}',
): (typeof documents)['query RecentlyViewedProducts($skus: [String]!, $pageSize: Int!) {\n  products(filter: {sku: {in: $skus}}, pageSize: $pageSize) {\n    items {\n      uid\n      sku\n      ...ProductCardView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateProductReview($input: CreateProductReviewInput!) {\n  createProductReview(input: $input) {\n    review {\n      nickname\n      summary\n    }\n  }\n}',
): (typeof documents)['mutation CreateProductReview($input: CreateProductReviewInput!) {\n  createProductReview(input: $input) {\n    review {\n      nickname\n      summary\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ProductReviewRatings on ProductReviewRatingsMetadata {\n  items {\n    id\n    name\n    values {\n      value\n      value_id\n    }\n  }\n}',
): (typeof documents)['fragment ProductReviewRatings on ProductReviewRatingsMetadata {\n  items {\n    id\n    name\n    values {\n      value\n      value_id\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ProductReviews on ProductInterface {\n  sku\n  rating_summary\n  review_count\n  reviews(pageSize: $reviewPageSize, currentPage: $reviewPage) {\n    items {\n      nickname\n      summary\n      text\n      average_rating\n      created_at\n    }\n    page_info {\n      current_page\n      total_pages\n      page_size\n    }\n  }\n}',
): (typeof documents)['fragment ProductReviews on ProductInterface {\n  sku\n  rating_summary\n  review_count\n  reviews(pageSize: $reviewPageSize, currentPage: $reviewPage) {\n    items {\n      nickname\n      summary\n      text\n      average_rating\n      created_at\n    }\n    page_info {\n      current_page\n      total_pages\n      page_size\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProductReviewsPage($sku: String!, $reviewPageSize: Int!, $reviewPage: Int!) {\n  products(filter: {sku: {eq: $sku}}, pageSize: 1) {\n    items {\n      uid\n      ...ProductReviews\n    }\n  }\n}',
): (typeof documents)['query ProductReviewsPage($sku: String!, $reviewPageSize: Int!, $reviewPage: Int!) {\n  products(filter: {sku: {eq: $sku}}, pageSize: 1) {\n    items {\n      uid\n      ...ProductReviews\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SubscribeProductAlertStock($input: ProductAlertStockInput!) {\n  subscribeProductAlertStock(input: $input) {\n    success\n    message\n  }\n}',
): (typeof documents)['mutation SubscribeProductAlertStock($input: ProductAlertStockInput!) {\n  subscribeProductAlertStock(input: $input) {\n    success\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProductWidgets($sku: String!) {\n  storeConfig {\n    store_code\n    shade_finder_enabled\n    shade_finder_client_id\n    shade_finder_brand\n    shade_finder_script_url\n    review_widget_script_url\n    review_widget_instance_id\n  }\n  products(filter: {sku: {eq: $sku}}) {\n    items {\n      uid\n      sku\n      name\n      is_makeup\n      small_image {\n        url\n      }\n      price_range {\n        minimum_price {\n          final_price {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n}',
): (typeof documents)['query ProductWidgets($sku: String!) {\n  storeConfig {\n    store_code\n    shade_finder_enabled\n    shade_finder_client_id\n    shade_finder_brand\n    shade_finder_script_url\n    review_widget_script_url\n    review_widget_instance_id\n  }\n  products(filter: {sku: {eq: $sku}}) {\n    items {\n      uid\n      sku\n      name\n      is_makeup\n      small_image {\n        url\n      }\n      price_range {\n        minimum_price {\n          final_price {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment PriceView on ProductInterface {\n  price_range {\n    minimum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n    maximum_price {\n      final_price {\n        value\n      }\n    }\n  }\n}',
): (typeof documents)['fragment PriceView on ProductInterface {\n  price_range {\n    minimum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n    maximum_price {\n      final_price {\n        value\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CategoryPage($uid: String!, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n  categories(filters: {category_uid: {eq: $uid}}) {\n    items {\n      uid\n      id\n      name\n      description\n      meta_title\n      meta_description\n      meta_keywords\n      canonical_url\n      canonical_full_url\n      url_path\n      url_suffix\n      image\n      image_mobile\n      display_mode\n      hreflangs {\n        url\n        lang\n      }\n      breadcrumbs {\n        category_uid\n        category_name\n        category_url_path\n      }\n      cms_block {\n        identifier\n        content\n      }\n      cms_block_middle {\n        identifier\n        content\n      }\n    }\n  }\n  products(\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    aggregations {\n      attribute_code\n      label\n      count\n      position\n      options {\n        label\n        value\n        count\n      }\n    }\n    items {\n      uid\n      ...ProductCardView\n    }\n  }\n  storeConfig {\n    store_code\n    product_quiz_promo_enabled\n    product_quiz_promo_categories\n    product_quiz_promo_link\n  }\n}',
): (typeof documents)['query CategoryPage($uid: String!, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n  categories(filters: {category_uid: {eq: $uid}}) {\n    items {\n      uid\n      id\n      name\n      description\n      meta_title\n      meta_description\n      meta_keywords\n      canonical_url\n      canonical_full_url\n      url_path\n      url_suffix\n      image\n      image_mobile\n      display_mode\n      hreflangs {\n        url\n        lang\n      }\n      breadcrumbs {\n        category_uid\n        category_name\n        category_url_path\n      }\n      cms_block {\n        identifier\n        content\n      }\n      cms_block_middle {\n        identifier\n        content\n      }\n    }\n  }\n  products(\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    aggregations {\n      attribute_code\n      label\n      count\n      position\n      options {\n        label\n        value\n        count\n      }\n    }\n    items {\n      uid\n      ...ProductCardView\n    }\n  }\n  storeConfig {\n    store_code\n    product_quiz_promo_enabled\n    product_quiz_promo_categories\n    product_quiz_promo_link\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CategoryProducts($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n  products(\n    search: $search\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    page_info {\n      current_page\n      total_pages\n    }\n    items {\n      uid\n      ...ProductCardView\n    }\n  }\n}',
): (typeof documents)['query CategoryProducts($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n  products(\n    search: $search\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    page_info {\n      current_page\n      total_pages\n    }\n    items {\n      uid\n      ...ProductCardView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FilterInputTypes {\n  __type(name: "ProductAttributeFilterInput") {\n    inputFields {\n      name\n      type {\n        name\n      }\n    }\n  }\n}',
): (typeof documents)['query FilterInputTypes {\n  __type(name: "ProductAttributeFilterInput") {\n    inputFields {\n      name\n      type {\n        name\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProductPage($filter: ProductAttributeFilterInput!, $reviewPageSize: Int!, $reviewPage: Int!) {\n  products(filter: $filter, pageSize: 1) {\n    items {\n      uid\n      ...ProductDetails\n      ...ProductReviews\n      volume_products {\n        uid\n        sku\n        volume\n        ...ProductCardView\n      }\n      pdp_related_products {\n        uid\n        ...ProductCardView\n      }\n      related_products {\n        uid\n        ...ProductCardView\n      }\n    }\n  }\n  productReviewRatingsMetadata {\n    ...ProductReviewRatings\n  }\n}',
): (typeof documents)['query ProductPage($filter: ProductAttributeFilterInput!, $reviewPageSize: Int!, $reviewPage: Int!) {\n  products(filter: $filter, pageSize: 1) {\n    items {\n      uid\n      ...ProductDetails\n      ...ProductReviews\n      volume_products {\n        uid\n        sku\n        volume\n        ...ProductCardView\n      }\n      pdp_related_products {\n        uid\n        ...ProductCardView\n      }\n      related_products {\n        uid\n        ...ProductCardView\n      }\n    }\n  }\n  productReviewRatingsMetadata {\n    ...ProductReviewRatings\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SearchPage($search: String!, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n  products(\n    search: $search\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    aggregations {\n      attribute_code\n      label\n      count\n      position\n      options {\n        label\n        value\n        count\n      }\n    }\n    items {\n      uid\n      ...ProductCardView\n    }\n  }\n}',
): (typeof documents)['query SearchPage($search: String!, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n  products(\n    search: $search\n    filter: $filter\n    sort: $sort\n    pageSize: $pageSize\n    currentPage: $currentPage\n  ) {\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n    aggregations {\n      attribute_code\n      label\n      count\n      position\n      options {\n        label\n        value\n        count\n      }\n    }\n    items {\n      uid\n      ...ProductCardView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CheckoutAgreements {\n  checkoutAgreements {\n    agreement_id\n    name\n    checkbox_text\n    content\n    is_html\n    mode\n  }\n}',
): (typeof documents)['query CheckoutAgreements {\n  checkoutAgreements {\n    agreement_id\n    name\n    checkbox_text\n    content\n    is_html\n    mode\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CheckoutApplyCoupon($cartId: String!, $code: String!) {\n  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}',
): (typeof documents)['mutation CheckoutApplyCoupon($cartId: String!, $code: String!) {\n  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CheckoutCart on Cart {\n  id\n  email\n  is_virtual\n  total_quantity\n  applied_coupons {\n    code\n  }\n  itemsV2(pageSize: 100) {\n    items {\n      uid\n      quantity\n      is_available\n      isFreeGift\n      gwpCartLabel\n      product {\n        uid\n        sku\n        name\n        stock_status\n        is_sample_product\n        small_image {\n          url\n          label\n        }\n      }\n      prices {\n        row_total_including_tax {\n          value\n        }\n      }\n      ... on ConfigurableCartItem {\n        configurable_options {\n          configurable_product_option_uid\n          option_label\n          value_label\n        }\n      }\n    }\n  }\n  shipping_addresses {\n    firstname\n    middlename\n    lastname\n    company\n    street\n    city\n    region {\n      label\n    }\n    postcode\n    country {\n      code\n      label\n    }\n    telephone\n    vat_id\n    registration_id\n    is_business\n    available_shipping_methods {\n      carrier_code\n      carrier_title\n      method_code\n      method_title\n      available\n      error_message\n      amount {\n        value\n      }\n      estimated_delivery_time\n    }\n    selected_shipping_method {\n      carrier_code\n      carrier_title\n      method_code\n      method_title\n      amount {\n        value\n      }\n      estimated_delivery_time\n    }\n  }\n  billing_address {\n    firstname\n    middlename\n    lastname\n    company\n    street\n    city\n    region {\n      label\n    }\n    postcode\n    country {\n      code\n    }\n    telephone\n    vat_id\n    registration_id\n    is_business\n  }\n  available_payment_methods {\n    code\n    title\n    is_redirect\n  }\n  selected_payment_method {\n    code\n  }\n  prices {\n    grand_total {\n      value\n      currency\n    }\n    subtotal_including_tax {\n      value\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n      }\n    }\n    discounts {\n      label\n      amount {\n        value\n      }\n    }\n  }\n  applied_gift_cards {\n    code\n    applied_balance {\n      value\n    }\n  }\n  applied_reward_points {\n    points\n    money {\n      value\n    }\n  }\n}',
): (typeof documents)['fragment CheckoutCart on Cart {\n  id\n  email\n  is_virtual\n  total_quantity\n  applied_coupons {\n    code\n  }\n  itemsV2(pageSize: 100) {\n    items {\n      uid\n      quantity\n      is_available\n      isFreeGift\n      gwpCartLabel\n      product {\n        uid\n        sku\n        name\n        stock_status\n        is_sample_product\n        small_image {\n          url\n          label\n        }\n      }\n      prices {\n        row_total_including_tax {\n          value\n        }\n      }\n      ... on ConfigurableCartItem {\n        configurable_options {\n          configurable_product_option_uid\n          option_label\n          value_label\n        }\n      }\n    }\n  }\n  shipping_addresses {\n    firstname\n    middlename\n    lastname\n    company\n    street\n    city\n    region {\n      label\n    }\n    postcode\n    country {\n      code\n      label\n    }\n    telephone\n    vat_id\n    registration_id\n    is_business\n    available_shipping_methods {\n      carrier_code\n      carrier_title\n      method_code\n      method_title\n      available\n      error_message\n      amount {\n        value\n      }\n      estimated_delivery_time\n    }\n    selected_shipping_method {\n      carrier_code\n      carrier_title\n      method_code\n      method_title\n      amount {\n        value\n      }\n      estimated_delivery_time\n    }\n  }\n  billing_address {\n    firstname\n    middlename\n    lastname\n    company\n    street\n    city\n    region {\n      label\n    }\n    postcode\n    country {\n      code\n    }\n    telephone\n    vat_id\n    registration_id\n    is_business\n  }\n  available_payment_methods {\n    code\n    title\n    is_redirect\n  }\n  selected_payment_method {\n    code\n  }\n  prices {\n    grand_total {\n      value\n      currency\n    }\n    subtotal_including_tax {\n      value\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n      }\n    }\n    discounts {\n      label\n      amount {\n        value\n      }\n    }\n  }\n  applied_gift_cards {\n    code\n    applied_balance {\n      value\n    }\n  }\n  applied_reward_points {\n    points\n    money {\n      value\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CheckoutCartQuery($cartId: String!) {\n  cart(cart_id: $cartId) {\n    ...CheckoutCart\n  }\n}',
): (typeof documents)['query CheckoutCartQuery($cartId: String!) {\n  cart(cart_id: $cartId) {\n    ...CheckoutCart\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CheckoutCustomerAddresses {\n  customer {\n    addresses {\n      id\n      firstname\n      middlename\n      lastname\n      company\n      street\n      city\n      region {\n        region\n      }\n      postcode\n      country_code\n      telephone\n      vat_id\n      is_business\n      registration_id\n      default_shipping\n    }\n  }\n}',
): (typeof documents)['query CheckoutCustomerAddresses {\n  customer {\n    addresses {\n      id\n      firstname\n      middlename\n      lastname\n      company\n      street\n      city\n      region {\n        region\n      }\n      postcode\n      country_code\n      telephone\n      vat_id\n      is_business\n      registration_id\n      default_shipping\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CheckoutNewsletter($email: String!) {\n  subscribeEmailToNewsletter(email: $email) {\n    status\n  }\n}',
): (typeof documents)['mutation CheckoutNewsletter($email: String!) {\n  subscribeEmailToNewsletter(email: $email) {\n    status\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CheckoutPaymentTokens {\n  customerPaymentTokens {\n    items {\n      public_hash\n      details\n      payment_method_code\n      type\n    }\n  }\n}',
): (typeof documents)['query CheckoutPaymentTokens {\n  customerPaymentTokens {\n    items {\n      public_hash\n      details\n      payment_method_code\n      type\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CheckoutRemoveCoupon($cartId: String!) {\n  removeCouponFromCart(input: {cart_id: $cartId}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}',
): (typeof documents)['mutation CheckoutRemoveCoupon($cartId: String!) {\n  removeCouponFromCart(input: {cart_id: $cartId}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CheckoutValidateCart($cartId: String!) {\n  validateCart(cartId: $cartId) {\n    valid\n    errors {\n      code\n      message\n    }\n  }\n}',
): (typeof documents)['query CheckoutValidateCart($cartId: String!) {\n  validateCart(cartId: $cartId) {\n    valid\n    errors {\n      code\n      message\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PlaceOrder($cartId: String!) {\n  placeOrder(input: {cart_id: $cartId}) {\n    errors {\n      code\n      message\n    }\n    payment_redirect_url\n    orderV2 {\n      ...CheckoutOrder\n    }\n  }\n}',
): (typeof documents)['mutation PlaceOrder($cartId: String!) {\n  placeOrder(input: {cart_id: $cartId}) {\n    errors {\n      code\n      message\n    }\n    payment_redirect_url\n    orderV2 {\n      ...CheckoutOrder\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {\n  setBillingAddressOnCart(input: {cart_id: $cartId, billing_address: $billing}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}',
): (typeof documents)['mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {\n  setBillingAddressOnCart(input: {cart_id: $cartId, billing_address: $billing}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SetCardPaymentOnCart($cartId: String!, $paymentMethod: PaymentMethodInput!) {\n  setPaymentMethodOnCart(\n    input: {cart_id: $cartId, payment_method: $paymentMethod}\n  ) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}',
): (typeof documents)['mutation SetCardPaymentOnCart($cartId: String!, $paymentMethod: PaymentMethodInput!) {\n  setPaymentMethodOnCart(\n    input: {cart_id: $cartId, payment_method: $paymentMethod}\n  ) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {\n  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}',
): (typeof documents)['mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {\n  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {\n  setPaymentMethodOnCart(input: {cart_id: $cartId, payment_method: {code: $code}}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}',
): (typeof documents)['mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {\n  setPaymentMethodOnCart(input: {cart_id: $cartId, payment_method: {code: $code}}) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SetShippingAddressOnCart($cartId: String!, $address: CartAddressInput!) {\n  setShippingAddressesOnCart(\n    input: {cart_id: $cartId, shipping_addresses: [{address: $address}]}\n  ) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}',
): (typeof documents)['mutation SetShippingAddressOnCart($cartId: String!, $address: CartAddressInput!) {\n  setShippingAddressesOnCart(\n    input: {cart_id: $cartId, shipping_addresses: [{address: $address}]}\n  ) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n  setShippingMethodsOnCart(\n    input: {cart_id: $cartId, shipping_methods: [{carrier_code: $carrierCode, method_code: $methodCode}]}\n  ) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}',
): (typeof documents)['mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n  setShippingMethodsOnCart(\n    input: {cart_id: $cartId, shipping_methods: [{carrier_code: $carrierCode, method_code: $methodCode}]}\n  ) {\n    cart {\n      ...CheckoutCart\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ShopCountries {\n  countries {\n    id\n    full_name_locale\n  }\n  storeConfig {\n    store_code\n    default_country\n  }\n}',
): (typeof documents)['query ShopCountries {\n  countries {\n    id\n    full_name_locale\n  }\n  storeConfig {\n    store_code\n    default_country\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CheckoutOrder on CustomerOrder {\n  number\n  status\n  email\n  shipping_method\n  payment_methods {\n    name\n    type\n  }\n  shipping_address {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n  }\n  items {\n    product_name\n    product_sku\n    quantity_ordered\n    product_sale_price {\n      value\n    }\n  }\n  total {\n    subtotal {\n      value\n    }\n    discounts {\n      label\n      amount {\n        value\n      }\n    }\n    total_tax {\n      value\n    }\n    total_shipping {\n      value\n    }\n    grand_total {\n      value\n      currency\n    }\n  }\n}',
): (typeof documents)['fragment CheckoutOrder on CustomerOrder {\n  number\n  status\n  email\n  shipping_method\n  payment_methods {\n    name\n    type\n  }\n  shipping_address {\n    firstname\n    lastname\n    company\n    street\n    postcode\n    city\n    country_code\n  }\n  items {\n    product_name\n    product_sku\n    quantity_ordered\n    product_sale_price {\n      value\n    }\n  }\n  total {\n    subtotal {\n      value\n    }\n    discounts {\n      label\n      amount {\n        value\n      }\n    }\n    total_tax {\n      value\n    }\n    total_shipping {\n      value\n    }\n    grand_total {\n      value\n      currency\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ConfirmLocalPayment($cartId: String!, $reference: String, $result: LocalPaymentResult!) {\n  confirmLocalPayment(\n    input: {cart_id: $cartId, payment_reference: $reference, result: $result}\n  ) {\n    restored_cart_id\n    errors {\n      code\n      message\n    }\n    order {\n      ...CheckoutOrder\n    }\n  }\n}',
): (typeof documents)['mutation ConfirmLocalPayment($cartId: String!, $reference: String, $result: LocalPaymentResult!) {\n  confirmLocalPayment(\n    input: {cart_id: $cartId, payment_reference: $reference, result: $result}\n  ) {\n    restored_cart_id\n    errors {\n      code\n      message\n    }\n    order {\n      ...CheckoutOrder\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RestoreQuoteFromOrder($orderNumber: String!, $cartId: String) {\n  restoreQuoteFromOrder(orderNumber: $orderNumber, cart_id: $cartId)\n}',
): (typeof documents)['mutation RestoreQuoteFromOrder($orderNumber: String!, $cartId: String) {\n  restoreQuoteFromOrder(orderNumber: $orderNumber, cart_id: $cartId)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation FbAddToCart($sku: String!, $quantity: Float!) {\n  fbAddToCart(sku: $sku, quantity: $quantity) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation FbAddToCart($sku: String!, $quantity: Float!) {\n  fbAddToCart(sku: $sku, quantity: $quantity) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation FbAddToWishlist($sku: String!) {\n  fbAddToWishlist(sku: $sku) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation FbAddToWishlist($sku: String!) {\n  fbAddToWishlist(sku: $sku) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation FbInitiateCheckout($cartId: String!) {\n  fbInitiateCheckout(cartId: $cartId) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation FbInitiateCheckout($cartId: String!) {\n  fbInitiateCheckout(cartId: $cartId) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation FbPageView($url: String!) {\n  fbPageView(url: $url) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation FbPageView($url: String!) {\n  fbPageView(url: $url) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation FbProductView($sku: String!) {\n  fbProductView(sku: $sku) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation FbProductView($sku: String!) {\n  fbProductView(sku: $sku) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation FbPurchase($orderNumber: String!) {\n  fbPurchase(orderNumber: $orderNumber) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation FbPurchase($orderNumber: String!) {\n  fbPurchase(orderNumber: $orderNumber) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation FbSearch($searchQuery: String!) {\n  fbSearch(searchQuery: $searchQuery) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation FbSearch($searchQuery: String!) {\n  fbSearch(searchQuery: $searchQuery) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation FbUserRegister {\n  fbUserRegister {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation FbUserRegister {\n  fbUserRegister {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TikTokAddToCart($sku: String!, $quantity: String!) {\n  tikTokAddToCart(sku: $sku, quantity: $quantity) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation TikTokAddToCart($sku: String!, $quantity: String!) {\n  tikTokAddToCart(sku: $sku, quantity: $quantity) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TikTokAddToWishlist($sku: String!) {\n  tikTokAddToWishlist(sku: $sku) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation TikTokAddToWishlist($sku: String!) {\n  tikTokAddToWishlist(sku: $sku) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TikTokInitiateCheckout($cartId: String!) {\n  tikTokInitiateCheckout(cartId: $cartId) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation TikTokInitiateCheckout($cartId: String!) {\n  tikTokInitiateCheckout(cartId: $cartId) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TikTokProductView($sku: String!) {\n  tikTokProductView(sku: $sku) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation TikTokProductView($sku: String!) {\n  tikTokProductView(sku: $sku) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TikTokPurchase($orderNumber: String!) {\n  tikTokPurchase(orderNumber: $orderNumber) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation TikTokPurchase($orderNumber: String!) {\n  tikTokPurchase(orderNumber: $orderNumber) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TrackLogRocketRecording {\n  trackLogRocketRecording {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation TrackLogRocketRecording {\n  trackLogRocketRecording {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query getLogRocketTracking {\n  logRocketTracking {\n    can_track\n  }\n}',
): (typeof documents)['query getLogRocketTracking {\n  logRocketTracking {\n    can_track\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AwinCommissionGroup($orderNumber: String!) {\n  awinCommissionGroup(orderNumber: $orderNumber) {\n    eventId\n    commissionGroup\n  }\n}',
): (typeof documents)['mutation AwinCommissionGroup($orderNumber: String!) {\n  awinCommissionGroup(orderNumber: $orderNumber) {\n    eventId\n    commissionGroup\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AwinCookie($awc: String!, $utmSource: String) {\n  awinCookie(awc: $awc, utm_source: $utmSource) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation AwinCookie($awc: String!, $utmSource: String) {\n  awinCookie(awc: $awc, utm_source: $utmSource) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AwinPurchase($orderNumber: String!, $revenue: String!, $currencyCode: String!, $channel: String, $awc: String, $voucher: String, $commissionGroup: String) {\n  awinPurchase(\n    orderNumber: $orderNumber\n    revenue: $revenue\n    currencyCode: $currencyCode\n    channel: $channel\n    awc: $awc\n    voucher: $voucher\n    commissionGroup: $commissionGroup\n  ) {\n    pixelID\n    eventId\n  }\n}',
): (typeof documents)['mutation AwinPurchase($orderNumber: String!, $revenue: String!, $currencyCode: String!, $channel: String, $awc: String, $voucher: String, $commissionGroup: String) {\n  awinPurchase(\n    orderNumber: $orderNumber\n    revenue: $revenue\n    currencyCode: $currencyCode\n    channel: $channel\n    awc: $awc\n    voucher: $voucher\n    commissionGroup: $commissionGroup\n  ) {\n    pixelID\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query GetBlacklistData {\n  getBlacklistData {\n    skus\n    urls\n  }\n}',
): (typeof documents)['query GetBlacklistData {\n  getBlacklistData {\n    skus\n    urls\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation GtmSaveAttribution($cartId: String!, $referrer: String, $utmSource: String, $utmMedium: String, $utmCampaign: String, $utmTerm: String, $utmContent: String) {\n  gtmSaveAttribution(\n    cart_id: $cartId\n    referrer: $referrer\n    utm_source: $utmSource\n    utm_medium: $utmMedium\n    utm_campaign: $utmCampaign\n    utm_term: $utmTerm\n    utm_content: $utmContent\n  ) {\n    eventId\n  }\n}',
): (typeof documents)['mutation GtmSaveAttribution($cartId: String!, $referrer: String, $utmSource: String, $utmMedium: String, $utmCampaign: String, $utmTerm: String, $utmContent: String) {\n  gtmSaveAttribution(\n    cart_id: $cartId\n    referrer: $referrer\n    utm_source: $utmSource\n    utm_medium: $utmMedium\n    utm_campaign: $utmCampaign\n    utm_term: $utmTerm\n    utm_content: $utmContent\n  ) {\n    eventId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ViewedProductRoute($url: String!) {\n  route(url: $url) {\n    ... on ProductInterface {\n      id\n      sku\n    }\n    ... on ConfigurableProduct {\n      variants {\n        product {\n          sku\n        }\n      }\n    }\n  }\n}',
): (typeof documents)['query ViewedProductRoute($url: String!) {\n  route(url: $url) {\n    ... on ProductInterface {\n      id\n      sku\n    }\n    ... on ConfigurableProduct {\n      variants {\n        product {\n          sku\n        }\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CmsPageView on CmsPage {\n  identifier\n  url_key\n  title\n  content_heading\n  content\n  meta_title\n  meta_description\n  meta_keywords\n  hreflangs {\n    url\n  }\n}',
): (typeof documents)['fragment CmsPageView on CmsPage {\n  identifier\n  url_key\n  title\n  content_heading\n  content\n  meta_title\n  meta_description\n  meta_keywords\n  hreflangs {\n    url\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment PageBuilderBlogPost on AmBlogPost {\n  post_id\n  title\n  url_key\n  short_content\n  list_thumbnail\n  list_thumbnail_alt\n  published_at\n  post_author {\n    name\n  }\n}',
): (typeof documents)['fragment PageBuilderBlogPost on AmBlogPost {\n  post_id\n  title\n  url_key\n  short_content\n  list_thumbnail\n  list_thumbnail_alt\n  published_at\n  post_author {\n    name\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PageBuilderData($skus: [String!]!, $withSkus: Boolean!, $listCategoryIds: [String!]!, $withListCategories: Boolean!, $listSize: Int!, $bestsellerCategoryIds: [String!]!, $withBestsellerCategories: Boolean!, $withBestsellers: Boolean!, $bestsellerSize: Int!, $categoryIds: [String!]!, $withCategories: Boolean!, $blockIds: [String]!, $withBlocks: Boolean!, $blogPostIds: [Int!], $withBlog: Boolean!, $blogSize: Int!, $blogCategoryId: Int, $withBlogCategory: Boolean!, $quizId: Int, $quizIdentifier: String, $withQuiz: Boolean!) {\n  bySku: products(filter: {sku: {in: $skus}}, pageSize: 100) @include(if: $withSkus) {\n    items {\n      sku\n      ...ProductCardView\n    }\n  }\n  listCategories: categories(filters: {ids: {in: $listCategoryIds}}, pageSize: 50) @include(if: $withListCategories) {\n    items {\n      id\n      products(pageSize: $listSize, sort: {position: ASC}) {\n        items {\n          sku\n          ...ProductCardView\n        }\n      }\n    }\n  }\n  bestsellerCategories: categories(\n    filters: {ids: {in: $bestsellerCategoryIds}}\n    pageSize: 50\n  ) @include(if: $withBestsellerCategories) {\n    items {\n      id\n      products(pageSize: $bestsellerSize, sort: {BESTSELLER: DESC}) {\n        items {\n          sku\n          ...ProductCardView\n        }\n      }\n    }\n  }\n  bestsellers: products(\n    filter: {}\n    sort: {BESTSELLER: DESC}\n    pageSize: $bestsellerSize\n  ) @include(if: $withBestsellers) {\n    items {\n      sku\n      ...ProductCardView\n    }\n  }\n  pageCategories: categories(filters: {ids: {in: $categoryIds}}, pageSize: 50) @include(if: $withCategories) {\n    items {\n      id\n      uid\n      name\n      image\n      url_path\n      url_suffix\n      product_count\n    }\n  }\n  cmsBlocks(identifiers: $blockIds) @include(if: $withBlocks) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n  blogPosts: amBlogPosts(type: ALL, ids: $blogPostIds, pageSize: $blogSize) @include(if: $withBlog) {\n    items {\n      ...PageBuilderBlogPost\n    }\n  }\n  blogCategoryPosts: amBlogPosts(\n    type: CATEGORY\n    entityId: $blogCategoryId\n    pageSize: $blogSize\n  ) @include(if: $withBlogCategory) {\n    items {\n      ...PageBuilderBlogPost\n    }\n  }\n  quiz: productQuiz(id: $quizId, identifier: $quizIdentifier) @include(if: $withQuiz) {\n    ...PageBuilderQuiz\n  }\n}',
): (typeof documents)['query PageBuilderData($skus: [String!]!, $withSkus: Boolean!, $listCategoryIds: [String!]!, $withListCategories: Boolean!, $listSize: Int!, $bestsellerCategoryIds: [String!]!, $withBestsellerCategories: Boolean!, $withBestsellers: Boolean!, $bestsellerSize: Int!, $categoryIds: [String!]!, $withCategories: Boolean!, $blockIds: [String]!, $withBlocks: Boolean!, $blogPostIds: [Int!], $withBlog: Boolean!, $blogSize: Int!, $blogCategoryId: Int, $withBlogCategory: Boolean!, $quizId: Int, $quizIdentifier: String, $withQuiz: Boolean!) {\n  bySku: products(filter: {sku: {in: $skus}}, pageSize: 100) @include(if: $withSkus) {\n    items {\n      sku\n      ...ProductCardView\n    }\n  }\n  listCategories: categories(filters: {ids: {in: $listCategoryIds}}, pageSize: 50) @include(if: $withListCategories) {\n    items {\n      id\n      products(pageSize: $listSize, sort: {position: ASC}) {\n        items {\n          sku\n          ...ProductCardView\n        }\n      }\n    }\n  }\n  bestsellerCategories: categories(\n    filters: {ids: {in: $bestsellerCategoryIds}}\n    pageSize: 50\n  ) @include(if: $withBestsellerCategories) {\n    items {\n      id\n      products(pageSize: $bestsellerSize, sort: {BESTSELLER: DESC}) {\n        items {\n          sku\n          ...ProductCardView\n        }\n      }\n    }\n  }\n  bestsellers: products(\n    filter: {}\n    sort: {BESTSELLER: DESC}\n    pageSize: $bestsellerSize\n  ) @include(if: $withBestsellers) {\n    items {\n      sku\n      ...ProductCardView\n    }\n  }\n  pageCategories: categories(filters: {ids: {in: $categoryIds}}, pageSize: 50) @include(if: $withCategories) {\n    items {\n      id\n      uid\n      name\n      image\n      url_path\n      url_suffix\n      product_count\n    }\n  }\n  cmsBlocks(identifiers: $blockIds) @include(if: $withBlocks) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n  blogPosts: amBlogPosts(type: ALL, ids: $blogPostIds, pageSize: $blogSize) @include(if: $withBlog) {\n    items {\n      ...PageBuilderBlogPost\n    }\n  }\n  blogCategoryPosts: amBlogPosts(\n    type: CATEGORY\n    entityId: $blogCategoryId\n    pageSize: $blogSize\n  ) @include(if: $withBlogCategory) {\n    items {\n      ...PageBuilderBlogPost\n    }\n  }\n  quiz: productQuiz(id: $quizId, identifier: $quizIdentifier) @include(if: $withQuiz) {\n    ...PageBuilderQuiz\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment PageBuilderQuiz on ProductQuiz {\n  quiz_id\n  identifier\n  title\n  description\n  terms_text\n  result_title\n  result_text\n  questions {\n    code\n    position\n    type\n    max_choices\n    title\n    hint\n    answers {\n      code\n      position\n      label\n      description\n    }\n  }\n}',
): (typeof documents)['fragment PageBuilderQuiz on ProductQuiz {\n  quiz_id\n  identifier\n  title\n  description\n  terms_text\n  result_title\n  result_text\n  questions {\n    code\n    position\n    type\n    max_choices\n    title\n    hint\n    answers {\n      code\n      position\n      label\n      description\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ContactUs($input: ContactUsInput!) {\n  contactUs(input: $input) {\n    status\n  }\n}',
): (typeof documents)['mutation ContactUs($input: ContactUsInput!) {\n  contactUs(input: $input) {\n    status\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SubmitBusinessInquiry($input: BusinessInquiryInput!) {\n  submitBusinessInquiry(input: $input) {\n    status\n    inquiry_id\n  }\n}',
): (typeof documents)['mutation SubmitBusinessInquiry($input: BusinessInquiryInput!) {\n  submitBusinessInquiry(input: $input) {\n    status\n    inquiry_id\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SubmitProductQuiz($input: SubmitProductQuizInput!) {\n  submitProductQuiz(input: $input) {\n    submission_id\n    email_queued\n    recommendations {\n      step\n      product {\n        sku\n        ...ProductCardView\n      }\n    }\n  }\n}',
): (typeof documents)['mutation SubmitProductQuiz($input: SubmitProductQuizInput!) {\n  submitProductQuiz(input: $input) {\n    submission_id\n    email_queued\n    recommendations {\n      step\n      product {\n        sku\n        ...ProductCardView\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SubscribeNewsletter($email: String!) {\n  subscribeEmailToNewsletter(email: $email) {\n    status\n  }\n}',
): (typeof documents)['mutation SubscribeNewsletter($email: String!) {\n  subscribeEmailToNewsletter(email: $email) {\n    status\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CmsPage($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    identifier\n    ...CmsPageView\n  }\n}',
): (typeof documents)['query CmsPage($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    identifier\n    ...CmsPageView\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LoyaltyPage {\n  customer {\n    date_of_birth\n    reward_points {\n      balance {\n        points\n        money {\n          value\n          currency\n        }\n      }\n      balance_history {\n        date\n        points_change\n        change_reason\n        action\n        order_number\n        balance {\n          points\n        }\n      }\n      exchange_rates {\n        earning {\n          currency_amount\n          points\n        }\n        redemption {\n          currency_amount\n          points\n        }\n      }\n    }\n    referral {\n      referrer_points\n      friend_discount_percent\n    }\n    loyalty_coupons {\n      code\n      kind\n      discount_percent\n    }\n  }\n}',
): (typeof documents)['query LoyaltyPage {\n  customer {\n    date_of_birth\n    reward_points {\n      balance {\n        points\n        money {\n          value\n          currency\n        }\n      }\n      balance_history {\n        date\n        points_change\n        change_reason\n        action\n        order_number\n        balance {\n          points\n        }\n      }\n      exchange_rates {\n        earning {\n          currency_amount\n          points\n        }\n        redemption {\n          currency_amount\n          points\n        }\n      }\n    }\n    referral {\n      referrer_points\n      friend_discount_percent\n    }\n    loyalty_coupons {\n      code\n      kind\n      discount_percent\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReferFriend($email: String!) {\n  referFriend(email: $email) {\n    referred_friend {\n      email\n      status\n      created_at\n    }\n  }\n}',
): (typeof documents)['mutation ReferFriend($email: String!) {\n  referFriend(email: $email) {\n    referred_friend {\n      email\n      status\n      created_at\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ReferFriendPage {\n  customer {\n    referral {\n      referral_code\n      referrer_points\n      friend_discount_percent\n      referred_friends {\n        email\n        status\n        created_at\n      }\n    }\n  }\n}',
): (typeof documents)['query ReferFriendPage {\n  customer {\n    referral {\n      referral_code\n      referrer_points\n      friend_discount_percent\n      referred_friends {\n        email\n        status\n        created_at\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PromoPage($promoCode: String!) {\n  promoPage(promoCode: $promoCode) {\n    promo_code\n    title\n    content\n    from_date\n    to_date\n    is_valid\n  }\n}',
): (typeof documents)['query PromoPage($promoCode: String!) {\n  promoPage(promoCode: $promoCode) {\n    promo_code\n    title\n    content\n    from_date\n    to_date\n    is_valid\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddProductsToWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemInput!]!) {\n  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {\n    user_errors {\n      code\n      message\n    }\n    wishlist {\n      id\n      name\n      items_count\n    }\n  }\n}',
): (typeof documents)['mutation AddProductsToWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemInput!]!) {\n  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {\n    user_errors {\n      code\n      message\n    }\n    wishlist {\n      id\n      name\n      items_count\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateWishlist($name: String!, $visibility: WishlistVisibilityEnum!) {\n  createWishlist(input: {name: $name, visibility: $visibility}) {\n    wishlist {\n      id\n      name\n      items_count\n      visibility\n      sharing_code\n    }\n  }\n}',
): (typeof documents)['mutation CreateWishlist($name: String!, $visibility: WishlistVisibilityEnum!) {\n  createWishlist(input: {name: $name, visibility: $visibility}) {\n    wishlist {\n      id\n      name\n      items_count\n      visibility\n      sharing_code\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query GetCustomerWishlistMenu($currentPage: Int!) {\n  customer {\n    wishlists(pageSize: 10, currentPage: $currentPage) {\n      id\n      name\n      items_count\n      visibility\n      sharing_code\n      items_v2(pageSize: 100) {\n        items {\n          id\n          product {\n            uid\n            sku\n          }\n        }\n      }\n    }\n  }\n}',
): (typeof documents)['query GetCustomerWishlistMenu($currentPage: Int!) {\n  customer {\n    wishlists(pageSize: 10, currentPage: $currentPage) {\n      id\n      name\n      items_count\n      visibility\n      sharing_code\n      items_v2(pageSize: 100) {\n        items {\n          id\n          product {\n            uid\n            sku\n          }\n        }\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RemoveProductsFromWishlistBySku($sku: String!) {\n  removeProductsFromWishlistBySku(sku: $sku) {\n    wishlists {\n      id\n      items_count\n    }\n  }\n}',
): (typeof documents)['mutation RemoveProductsFromWishlistBySku($sku: String!) {\n  removeProductsFromWishlistBySku(sku: $sku) {\n    wishlists {\n      id\n      items_count\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WishlistConfig {\n  storeConfig {\n    store_code\n    magento_wishlist_general_is_enabled\n    enable_multiple_wishlists\n    maximum_number_of_wishlists\n  }\n}',
): (typeof documents)['query WishlistConfig {\n  storeConfig {\n    store_code\n    magento_wishlist_general_is_enabled\n    enable_multiple_wishlists\n    maximum_number_of_wishlists\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddWishlistItemsToCart($wishlistId: ID!, $wishlistItemIds: [ID!]) {\n  addWishlistItemsToCart(\n    wishlistId: $wishlistId\n    wishlistItemIds: $wishlistItemIds\n  ) {\n    status\n    add_wishlist_items_to_cart_user_errors {\n      message\n      wishlistItemId\n    }\n  }\n}',
): (typeof documents)['mutation AddWishlistItemsToCart($wishlistId: ID!, $wishlistItemIds: [ID!]) {\n  addWishlistItemsToCart(\n    wishlistId: $wishlistId\n    wishlistItemIds: $wishlistItemIds\n  ) {\n    status\n    add_wishlist_items_to_cart_user_errors {\n      message\n      wishlistItemId\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CopyProductsBetweenWishlists($sourceWishlistUid: ID!, $destinationWishlistUid: ID!, $wishlistItems: [WishlistItemCopyInput!]!) {\n  copyProductsBetweenWishlists(\n    sourceWishlistUid: $sourceWishlistUid\n    destinationWishlistUid: $destinationWishlistUid\n    wishlistItems: $wishlistItems\n  ) {\n    user_errors {\n      message\n    }\n  }\n}',
): (typeof documents)['mutation CopyProductsBetweenWishlists($sourceWishlistUid: ID!, $destinationWishlistUid: ID!, $wishlistItems: [WishlistItemCopyInput!]!) {\n  copyProductsBetweenWishlists(\n    sourceWishlistUid: $sourceWishlistUid\n    destinationWishlistUid: $destinationWishlistUid\n    wishlistItems: $wishlistItems\n  ) {\n    user_errors {\n      message\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CustomerWishlist($id: ID!) {\n  customer {\n    wishlist_v2(id: $id) {\n      id\n      name\n      visibility\n      sharing_code\n      items_count\n      items_v2(pageSize: 100) {\n        items {\n          id\n          quantity\n          product {\n            uid\n            sku\n            name\n            ...ProductCardView\n          }\n          ... on ConfigurableWishlistItem {\n            configured_variant {\n              uid\n              sku\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n}',
): (typeof documents)['query CustomerWishlist($id: ID!) {\n  customer {\n    wishlist_v2(id: $id) {\n      id\n      name\n      visibility\n      sharing_code\n      items_count\n      items_v2(pageSize: 100) {\n        items {\n          id\n          quantity\n          product {\n            uid\n            sku\n            name\n            ...ProductCardView\n          }\n          ... on ConfigurableWishlistItem {\n            configured_variant {\n              uid\n              sku\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteWishlist($wishlistUid: ID!) {\n  deleteWishlist(wishlistUid: $wishlistUid) {\n    status\n  }\n}',
): (typeof documents)['mutation DeleteWishlist($wishlistUid: ID!) {\n  deleteWishlist(wishlistUid: $wishlistUid) {\n    status\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query GuestWishlistProducts($skus: [String!]!) {\n  products(filter: {sku: {in: $skus}}, pageSize: 100) {\n    items {\n      uid\n      sku\n      ...ProductCardView\n    }\n  }\n}',
): (typeof documents)['query GuestWishlistProducts($skus: [String!]!) {\n  products(filter: {sku: {in: $skus}}, pageSize: 100) {\n    items {\n      uid\n      sku\n      ...ProductCardView\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MoveProductsBetweenWishlists($sourceWishlistUid: ID!, $destinationWishlistUid: ID!, $wishlistItems: [WishlistItemMoveInput!]!) {\n  moveProductsBetweenWishlists(\n    sourceWishlistUid: $sourceWishlistUid\n    destinationWishlistUid: $destinationWishlistUid\n    wishlistItems: $wishlistItems\n  ) {\n    user_errors {\n      message\n    }\n  }\n}',
): (typeof documents)['mutation MoveProductsBetweenWishlists($sourceWishlistUid: ID!, $destinationWishlistUid: ID!, $wishlistItems: [WishlistItemMoveInput!]!) {\n  moveProductsBetweenWishlists(\n    sourceWishlistUid: $sourceWishlistUid\n    destinationWishlistUid: $destinationWishlistUid\n    wishlistItems: $wishlistItems\n  ) {\n    user_errors {\n      message\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RemoveProductsFromWishlist($wishlistId: ID!, $wishlistItemsIds: [ID!]!) {\n  removeProductsFromWishlist(\n    wishlistId: $wishlistId\n    wishlistItemsIds: $wishlistItemsIds\n  ) {\n    user_errors {\n      message\n    }\n    wishlist {\n      id\n      items_count\n    }\n  }\n}',
): (typeof documents)['mutation RemoveProductsFromWishlist($wishlistId: ID!, $wishlistItemsIds: [ID!]!) {\n  removeProductsFromWishlist(\n    wishlistId: $wishlistId\n    wishlistItemsIds: $wishlistItemsIds\n  ) {\n    user_errors {\n      message\n    }\n    wishlist {\n      id\n      items_count\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SharedWishlist($sharingCode: String!) {\n  sharedWishlist(sharing_code: $sharingCode) {\n    id\n    name\n    items_count\n    items_v2(pageSize: 100) {\n      items {\n        id\n        quantity\n        product {\n          uid\n          sku\n          name\n          ...ProductCardView\n        }\n        ... on ConfigurableWishlistItem {\n          configured_variant {\n            uid\n            sku\n            name\n          }\n        }\n      }\n    }\n  }\n}',
): (typeof documents)['query SharedWishlist($sharingCode: String!) {\n  sharedWishlist(sharing_code: $sharingCode) {\n    id\n    name\n    items_count\n    items_v2(pageSize: 100) {\n      items {\n        id\n        quantity\n        product {\n          uid\n          sku\n          name\n          ...ProductCardView\n        }\n        ... on ConfigurableWishlistItem {\n          configured_variant {\n            uid\n            sku\n            name\n          }\n        }\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateWishlist($wishlistUid: ID!, $name: String, $visibility: WishlistVisibilityEnum) {\n  updateWishlist(wishlistUid: $wishlistUid, name: $name, visibility: $visibility) {\n    uid\n    name\n    visibility\n  }\n}',
): (typeof documents)['mutation UpdateWishlist($wishlistUid: ID!, $name: String, $visibility: WishlistVisibilityEnum) {\n  updateWishlist(wishlistUid: $wishlistUid, name: $name, visibility: $visibility) {\n    uid\n    name\n    visibility\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CaptchaConfig {\n  storeConfig {\n    store_code\n    captcha_key\n  }\n}',
): (typeof documents)['query CaptchaConfig {\n  storeConfig {\n    store_code\n    captcha_key\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ResolveRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on CmsPage {\n      identifier\n      ...CmsPageView\n    }\n    ... on CategoryTree {\n      uid\n      id\n      url_key\n    }\n    ... on ProductInterface {\n      uid\n      id\n      sku\n      url_key\n    }\n  }\n}',
): (typeof documents)['query ResolveRoute($url: String!) {\n  route(url: $url) {\n    __typename\n    relative_url\n    redirect_code\n    type\n    ... on CmsPage {\n      identifier\n      ...CmsPageView\n    }\n    ... on CategoryTree {\n      uid\n      id\n      url_key\n    }\n    ... on ProductInterface {\n      uid\n      id\n      sku\n      url_key\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LoyaltyEnabled {\n  storeConfig {\n    store_code\n    loyalty_pwa_enabled\n  }\n}',
): (typeof documents)['query LoyaltyEnabled {\n  storeConfig {\n    store_code\n    loyalty_pwa_enabled\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    default_display_currency_code\n    base_currency_code\n    default_title\n    title_prefix\n    title_suffix\n    default_description\n    cms_home_page\n    header_logo_src\n    logo_alt\n    copyright\n    secure_base_media_url\n    amblog_enabled\n  }\n}',
): (typeof documents)['query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    default_display_currency_code\n    base_currency_code\n    default_title\n    title_prefix\n    title_suffix\n    default_description\n    cms_home_page\n    header_logo_src\n    logo_alt\n    copyright\n    secure_base_media_url\n    amblog_enabled\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;

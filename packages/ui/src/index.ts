// Public API of @shop/ui: named exports and types only.
export { shopTheme } from './themes/shop.css';
export { vars } from './themes/contract.css';
export type { ThemeVars } from './themes/contract.css';
export { breakpoints, mediaQueries } from './css/breakpoints';
export type { Breakpoint } from './css/breakpoints';

export { Box } from './components/Box';
export type { BoxProps } from './components/Box';
export { Stack, stackSpaces, stackAligns } from './components/Stack';
export type { StackProps, StackSpace, StackAlign } from './components/Stack';
export { Inline, inlineSpaces, inlineAligns, inlineAlignYs, inlineCollapseBelows } from './components/Inline';
export type {
  InlineProps,
  InlineSpace,
  InlineAlign,
  InlineAlignY,
  InlineCollapseBelow,
} from './components/Inline';
export { Container, containerPaddings, containerSizes } from './components/Container';
export type { ContainerPadding, ContainerProps, ContainerSize } from './components/Container';

export { Text, textSizes, textTones, textWeights, textAligns, textElements } from './components/Text';
export type { TextProps, TextSize, TextTone, TextWeight, TextAlign, TextElement } from './components/Text';
export {
  Heading,
  headingLevels,
  headingSizes,
  headingTones,
  defaultSizeForLevel,
} from './components/Heading';
export type { HeadingProps, HeadingLevel, HeadingSize, HeadingTone } from './components/Heading';

export { Button, buttonVariants, buttonSizes } from './components/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button';
export { Link, linkVariants } from './components/Link';
export type { LinkProps, LinkVariant } from './components/Link';
export { LinkProvider, RegisteredLink } from './components/LinkProvider';
export { UiTextsProvider, useUiTexts } from './components/UiTextsProvider';
export type { UiTexts, UiTextsProviderProps } from './components/UiTextsProvider';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './components/LinkProvider';
export { Icon, iconNames, iconSizes } from './components/Icon';
export type { IconProps, IconName, IconSize } from './components/Icon';

export {
  Image,
  imageFits,
  buildImageUrl,
  buildSrcSet,
  sizesForCard,
  resolveImageSource,
  srcSetWidths,
  imageCardSizes,
  imageSizeNames,
  imageRatios,
  missingImageSourceMessage,
} from './components/Image';
export type {
  ImageProps,
  ImageFit,
  ImageState,
  ImageUrlBuilder,
  ImageCardSize,
  ImageRatio,
  ImageResource,
} from './components/Image';
export { Loader, loaderFills, loaderSizes, defaultLoaderLabel } from './components/Loader';
export type { LoaderFill, LoaderProps, LoaderSize } from './components/Loader';
export { Shimmer, shimmerShapes } from './components/Shimmer';
export type { ShimmerProps, ShimmerShape } from './components/Shimmer';

export { StatusView, statusViewTones } from './components/StatusView';
export type { StatusViewProps, StatusViewTone } from './components/StatusView';
export { SkipLink } from './components/SkipLink';
export type { SkipLinkProps } from './components/SkipLink';
export { Header, headerStates } from './components/Header';
export type { HeaderRootProps, HeaderSlotProps, HeaderNavProps, HeaderState } from './components/Header';
export { Footer } from './components/Footer';
export type { FooterSlotProps } from './components/Footer';
export { RichText, richTextSizes, richTextTones } from './components/RichText';
export type { RichTextProps, RichTextSize, RichTextTone } from './components/RichText';

// Forms: validation rules (spec §5) and fields.
export {
  validate,
  useFieldValidation,
  validationMessages,
  defaultMaxLength,
  searchTermMinLength,
  required,
  email,
  phone,
  minLength,
  maxLength,
  maxLengthMessage,
  maxLengthMessageStyles,
  countryCode,
  postcode,
  postcodeMessage,
  mustMatch,
  mustDiffer,
  latinOnly,
  password,
  searchTerm,
  isValidEmail,
  isValidPhone,
  isValidCountryCode,
  isLatinOnly,
  passwordClasses,
  characterCount,
  postcodeFormats,
  postcodeFormat,
  postcodeHint,
  isValidPostcode,
} from './validation';
export type {
  ValidationRule,
  ValidationContext,
  RuleOptions,
  MaxLengthOptions,
  MaxLengthMessageStyle,
  PostcodeOptions,
  PostcodeFormat,
  PostcodeCountry,
  ValidationMessageKey,
  UseFieldValidationOptions,
  FieldValidation,
} from './validation';
export { TextField, textFieldTypes } from './components/TextField';
export type { TextFieldProps, TextFieldType } from './components/TextField';
export { TextAreaField } from './components/TextAreaField';
export type { TextAreaFieldProps } from './components/TextAreaField';
export { PasswordField } from './components/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField';
export { Checkbox, checkboxStates } from './components/Checkbox';
export type { CheckboxProps, CheckboxState, CheckedState } from './components/Checkbox';
export { RadioGroup, radioGroupOrientations } from './components/RadioGroup';
export type { RadioGroupProps, RadioOption, RadioGroupOrientation } from './components/RadioGroup';
export { Select, filterOptions, normaliseLabel } from './components/Select';
export type { SelectProps, SelectOption } from './components/Select';
export { SortSelect, defaultSortOptions, sortDirections, sortSelectLayouts } from './components/SortSelect';
export type { SortSelectProps, SortOption, SortDirection, SortSelectLayout } from './components/SortSelect';
export { QuantityInput, clampQuantity } from './components/QuantityInput';
export type { QuantityInputProps } from './components/QuantityInput';
export { Accordion, accordionTypes } from './components/Accordion';
export type {
  AccordionType,
  AccordionRootProps,
  AccordionItemProps,
  AccordionTriggerProps,
  AccordionContentProps,
} from './components/Accordion';
export { Tabs, tabsActivationModes } from './components/Tabs';
export type {
  TabsActivationMode,
  TabsRootProps,
  TabsListProps,
  TabsTriggerProps,
  TabsContentProps,
} from './components/Tabs';
export { Breadcrumbs } from './components/Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './components/Breadcrumbs';
export { Pagination, paginationItems } from './components/Pagination';
export type { PaginationProps, PageItem } from './components/Pagination';
export { ShowMore } from './components/ShowMore';
export type { ShowMoreProps } from './components/ShowMore';

// Commerce and catalogue components.
export { Price, priceSizes, defaultPriceLabels, formatPrice, toBcp47 } from './components/Price';
export type { PriceProps, PriceSize, PriceLabels } from './components/Price';
export {
  ProductLabel,
  labelPositions,
  labelTones,
  labelSpaces,
  placeLabels,
  labelSizePercent,
  labelSpaceFromPx,
  labelPositionFromIndex,
  outOfStockLabel,
  comingSoonLabel,
  OUT_OF_STOCK_LABEL_ID,
  COMING_SOON_LABEL_ID,
} from './components/ProductLabel';
export type {
  ProductLabelProps,
  LabelPosition,
  LabelTone,
  LabelSpace,
  LabelSettings,
  LabelPlace,
  ProductLabelData,
} from './components/ProductLabel';
export { ProductLabels } from './components/ProductLabels';
export type { ProductLabelsProps } from './components/ProductLabels';
export { Swatch, swatchKinds, swatchKind, isValueAvailable, firstAvailableValue } from './components/Swatch';
export type { SwatchProps, SwatchOption, SwatchKind, SwatchVariant } from './components/Swatch';
export { SwatchGroup, swatchColumns, swatchGroupLayouts } from './components/SwatchGroup';
export type { SwatchGroupProps, SwatchColumns, SwatchGroupLayout } from './components/SwatchGroup';
export {
  Rating,
  ratingSizes,
  defaultRatingLabels,
  ratingHints,
  ratingMax,
  ratingFromSummary,
  starFill,
} from './components/Rating';
export type { RatingProps, RatingSize, RatingLabels } from './components/Rating';
export { RatingSummary } from './components/RatingSummary';
export type { RatingSummaryProps } from './components/RatingSummary';
export {
  ProductCard,
  ProductCardSkeleton,
  productCardSizes,
  productCardVariants,
  addToCartStates,
  defaultProductCardLabels,
  cartButtonState,
} from './components/ProductCard';
export type {
  ProductCardProps,
  ProductCardSkeletonProps,
  ProductCardSize,
  ProductCardVariant,
  ProductCardLabels,
  AddToCartState,
  StockStatus,
  CartButtonState,
  CartButtonInput,
} from './components/ProductCard';
export {
  GiftProgress,
  defaultGiftProgressLabels,
  giftProgress,
  giftStageIds,
} from './components/GiftProgress';
export type {
  GiftProgressProps,
  GiftProgressLabels,
  GiftStage,
  GiftStageId,
  GiftStageState,
  GiftProgressState,
} from './components/GiftProgress';
export {
  ProductGallery,
  galleryLayout,
  gallerySizeFor,
  galleryScreens,
  galleryColumns,
  galleryPromoRules,
} from './components/ProductGallery';
export type {
  ProductGalleryProps,
  GalleryItemInfo,
  GalleryCell,
  GalleryScreen,
  GalleryLayoutOptions,
} from './components/ProductGallery';
export {
  FilterGroup,
  filterGroupTypes,
  defaultFilterGroupLabels,
  filterGroupStartsOpen,
  visibleFilterItems,
  filterVisibleLimit,
} from './components/FilterGroup';
export type {
  FilterGroupProps,
  FilterGroupType,
  FilterItem,
  FilterRange,
  FilterGroupLabels,
} from './components/FilterGroup';
export {
  FilterBar,
  narrowFilterButtonLabel,
  filterToggleLabel,
  defaultFilterBarLabels,
} from './components/FilterBar';
export type { FilterBarProps, ActiveFilter, FilterBarLabels } from './components/FilterBar';

// Overlays, feedback and header parts (overlays).
export { useHoverIntent, hoverOpenDelay, hoverCloseDelay } from './hooks/useHoverIntent';
export type {
  UseHoverIntentOptions,
  UseHoverIntentResult,
  HoverIntentHandlers,
} from './hooks/useHoverIntent';
export { usePageLoadingBar } from './hooks/usePageLoadingBar';
export { Dialog, dialogSizes } from './components/Dialog';
export type {
  DialogRootProps,
  DialogTriggerProps,
  DialogContentProps,
  DialogSlotProps,
  DialogSize,
} from './components/Dialog';
export { Drawer, drawerSides } from './components/Drawer';
export type { DrawerRootProps, DrawerContentProps, DrawerSide } from './components/Drawer';
export {
  ToastProvider,
  Toaster,
  useToasts,
  defaultToastTypeLabels,
  createToastStore,
  toastReducer,
  validateToast,
  ToastValidationError,
  toastTypes,
  defaultToastTimeout,
} from './components/Toast';
export type {
  ToastProviderProps,
  ToasterProps,
  UseToastsResult,
  Toast,
  ToastInput,
  ToastType,
  ToastStore,
  ToastStoreOptions,
  ToastAction,
} from './components/Toast';
export { Popover, popoverSides, popoverAligns } from './components/Popover';
export type {
  PopoverRootProps,
  PopoverTriggerProps,
  PopoverContentProps,
  PopoverSide,
  PopoverAlign,
} from './components/Popover';
export { DropdownMenu, dropdownMenuAligns } from './components/DropdownMenu';
export type {
  DropdownMenuRootProps,
  DropdownMenuTriggerProps,
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuAlign,
} from './components/DropdownMenu';
export { FilterDialog } from './components/FilterDialog';
export type { FilterDialogProps } from './components/FilterDialog';
export { FilterSidebar, filterSidebarWidths } from './components/FilterSidebar';
export type { FilterSidebarProps, FilterSidebarWidth } from './components/FilterSidebar';
export { Counter, counterTones, counterMax, formatCount } from './components/Counter';
export type { CounterProps, CounterTone } from './components/Counter';
export {
  HeaderTrigger,
  headerTriggerKinds,
  defaultHeaderTriggerLabels,
  defaultCountLabel,
} from './components/HeaderTrigger';
export type { HeaderTriggerProps, HeaderTriggerKind } from './components/HeaderTrigger';
export {
  HeaderNavMenu,
  navDropdownLayout,
  navDropdownProducts,
  navDropdownLayouts,
  navDropdownMaxProducts,
} from './components/HeaderNavMenu';
export type { HeaderNavMenuProps, NavMenuItem, NavDropdownLayout } from './components/HeaderNavMenu';
export { PromoBar } from './components/PromoBar';
export type { PromoBarProps } from './components/PromoBar';
export {
  PageLoadingBar,
  pageLoadingStates,
  pageLoadingTransition,
  pageLoadingDoneDuration,
} from './components/PageLoadingBar';
export type { PageLoadingBarProps, PageLoadingState, PageLoadingEvent } from './components/PageLoadingBar';
export { MobilePanel, resolveLevel } from './components/MobilePanel';
export type { MobilePanelProps, MobileNavItem } from './components/MobilePanel';
export {
  StoreSwitcher,
  storeSwitcherAligns,
  groupStoresByCountry,
  Flag,
  flagCountries,
  defaultCountryNames,
} from './components/StoreSwitcher';
export type {
  StoreSwitcherProps,
  StoreSwitcherAlign,
  StoreOption,
  StoreGroup,
  FlagCountry,
  FlagProps,
} from './components/StoreSwitcher';
export {
  CookieBanner,
  cookieBannerPositions,
  cookieBannerViews,
  defaultCookieCategories,
  consentFor,
} from './components/CookieBanner';
export type {
  CookieBannerProps,
  CookieBannerPosition,
  CookieBannerView,
  CookieCategory,
  CookieConsent,
} from './components/CookieBanner';
export {
  OfflineNotice,
  offlineNoticeStatuses,
  connectivityToast,
  connectivityNoticeTimeout,
  defaultOfflineText,
  defaultOnlineText,
} from './components/OfflineNotice';
export type { OfflineNoticeProps, OfflineNoticeStatus } from './components/OfflineNotice';
export { ListingLayout } from './components/ListingLayout';
export type { ListingLayoutProps } from './components/ListingLayout';
export { ExpandableText } from './components/ExpandableText';
export type { ExpandableTextProps } from './components/ExpandableText';
export { QuizPromo } from './components/QuizPromo';
export type { QuizPromoProps } from './components/QuizPromo';

// Product page (catalogue issue): gallery, layout, sections, reviews, stock alert, gift card, rails.
export { MediaGallery } from './components/MediaGallery';
export type { MediaGalleryProps, MediaGalleryItem } from './components/MediaGallery';
export { ProductPageLayout } from './components/ProductPageLayout';
export type { ProductPageLayoutProps } from './components/ProductPageLayout';
export { ProductSections } from './components/ProductSections';
export type { ProductSectionsProps, ProductSection } from './components/ProductSections';
export { ReviewList } from './components/ReviewList';
export type { ReviewListProps, ReviewItem } from './components/ReviewList';
export {
  ReviewForm,
  reviewFormStatuses,
  defaultReviewFormLabels,
  reviewFormErrors,
  emptyReview,
} from './components/ReviewForm';
export type {
  ReviewFormProps,
  ReviewFormStatus,
  ReviewFormLabels,
  ReviewFormValues,
  ReviewFormErrors,
  ReviewFormField,
  ReviewFormMessages,
} from './components/ReviewForm';
export { StockAlertForm, stockAlertStatuses, defaultStockAlertFormLabels } from './components/StockAlertForm';
export type {
  StockAlertFormProps,
  StockAlertStatus,
  StockAlertFormLabels,
} from './components/StockAlertForm';
export {
  GiftCardOptions,
  OPEN_AMOUNT,
  emptyGiftCardOptions,
  defaultGiftCardOptionsLabels,
} from './components/GiftCardOptions';
export type {
  GiftCardOptionsProps,
  GiftCardOptionsValue,
  GiftCardOptionsLabels,
  GiftCardAmountOption,
  GiftCardField,
} from './components/GiftCardOptions';
export { ProductRail } from './components/ProductRail';
export type { ProductRailProps } from './components/ProductRail';
export { SearchBox, searchBoxStatuses, defaultSearchBoxLabels } from './components/SearchBox';
export type { SearchBoxProps, SearchBoxStatus, SearchBoxLabels } from './components/SearchBox';

// Page-builder blocks: commerce and forms.
export {
  ProductGrid,
  productGridAppearances,
  productGridColumns,
  defaultProductGridLabels,
} from './blocks/ProductGrid';
export type {
  ProductGridProps,
  ProductGridAppearance,
  ProductGridColumns,
  ProductGridLabels,
} from './blocks/ProductGrid';
export {
  Newsletter,
  newsletterStatuses,
  defaultNewsletterLabels,
  newsletterErrors,
} from './blocks/Newsletter';
export type {
  NewsletterProps,
  NewsletterStatus,
  NewsletterLabels,
  NewsletterValues,
  NewsletterMessages,
} from './blocks/Newsletter';
export {
  BusinessSubmissionForm,
  businessSubmissionStatuses,
  defaultBusinessSubmissionFormLabels,
  businessInquiryErrors,
  businessInquiryFields,
  emptyBusinessInquiry,
} from './blocks/BusinessSubmissionForm';
export type {
  BusinessSubmissionFormProps,
  BusinessSubmissionStatus,
  BusinessSubmissionFormLabels,
  BusinessInquiryValues,
  BusinessInquiryMessages,
} from './blocks/BusinessSubmissionForm';
export {
  ContactForm,
  contactFormStatuses,
  defaultContactFormLabels,
  contactFormErrors,
  emptyContactForm,
} from './blocks/ContactForm';
export type {
  ContactFormProps,
  ContactFormStatus,
  ContactFormLabels,
  ContactFormValues,
  ContactFormMessages,
} from './blocks/ContactForm';
export { CartSummary, defaultCartSummaryLabels } from './components/CartSummary';
export type {
  CartSummaryProps,
  CartSummaryLine,
  CartSummaryShipping,
  CartSummaryLabels,
} from './components/CartSummary';
export { CouponForm, couponFormStatuses, defaultCouponFormLabels } from './components/CouponForm';
export type { CouponFormProps, CouponFormStatus, CouponFormLabels } from './components/CouponForm';
export { GiftCardForm, giftCardFormStatuses, defaultGiftCardFormLabels } from './components/GiftCardForm';
export type {
  GiftCardFormProps,
  GiftCardFormStatus,
  GiftCardFormLabels,
  AppliedGiftCardView,
  GiftCardBalanceView,
} from './components/GiftCardForm';
export { RewardPoints, rewardPointsStatuses, defaultRewardPointsLabels } from './components/RewardPoints';
export type {
  RewardPointsProps,
  RewardPointsStatus,
  RewardPointsLabels,
  RewardPointsAmountView,
} from './components/RewardPoints';
export { SampleSelector, defaultSampleSelectorLabels } from './components/SampleSelector';
export type { SampleSelectorProps, SampleOption, SampleSelectorLabels } from './components/SampleSelector';
export { CartLayout } from './components/CartLayout';
export type { CartLayoutProps } from './components/CartLayout';

// Page-builder blocks: layout and media.
export { blockTextAligns, blockVerticalAligns, blockBackgroundSizes } from './blocks/blockTypes';
export type {
  BlockStyle,
  BlockSpacing,
  BlockTextAlign,
  BlockVerticalAlign,
  BlockBackground,
  BlockBackgroundSize,
  BlockBackgroundVideo,
  BlockParallax,
  BlockLink,
  BlockLinkProps,
} from './blocks/blockTypes';
export { Row, rowAppearances } from './blocks/Row';
export type { RowProps, RowAppearance } from './blocks/Row';
export { ColumnGroup } from './blocks/ColumnGroup';
export type { ColumnGroupProps } from './blocks/ColumnGroup';
export { ColumnLine } from './blocks/ColumnLine';
export type { ColumnLineProps } from './blocks/ColumnLine';
export { Column } from './blocks/Column';
export type { ColumnProps } from './blocks/Column';
export { ImageBlock, isLocalMediaUrl } from './blocks/ImageBlock';
export type { ImageBlockProps } from './blocks/ImageBlock';
export { Banner, bannerAppearances, bannerShows, bannerButtonVariants } from './blocks/Banner';
export type {
  BannerProps,
  BannerAppearance,
  BannerShow,
  BannerButtonVariant,
  BannerImage,
  BannerButton,
} from './blocks/Banner';
export { Slider, defaultAutoplaySpeed } from './blocks/Slider';
export type { SliderProps } from './blocks/Slider';
export { CartItem, cartItemSizes, cartItemStockTones, defaultCartItemLabels } from './components/CartItem';
export type {
  CartItemProps,
  CartItemOption,
  CartItemLabels,
  CartItemSize,
  CartItemStockTone,
} from './components/CartItem';
export {
  CheckoutSteps,
  checkoutStepStates,
  checkoutStepState,
  defaultCheckoutStepsLabels,
} from './components/CheckoutSteps';
export type {
  CheckoutStepsProps,
  CheckoutStep,
  CheckoutStepState,
  CheckoutStepsLabels,
} from './components/CheckoutSteps';
export {
  AddressForm,
  addressErrors,
  addressFields,
  emptyAddress,
  defaultAddressFormLabels,
} from './components/AddressForm';
export type {
  AddressFormProps,
  AddressFormValue,
  AddressField,
  AddressFormLabels,
  AddressRulesOptions,
} from './components/AddressForm';
export {
  ShippingMethodList,
  shippingMethodListStatuses,
  defaultShippingMethodListLabels,
} from './components/ShippingMethodList';
export type {
  ShippingMethodListProps,
  ShippingMethodListStatus,
  ShippingMethodOption,
  ShippingMethodListLabels,
} from './components/ShippingMethodList';
export {
  PaymentMethodList,
  canPlaceOrder,
  defaultPaymentMethodListLabels,
} from './components/PaymentMethodList';
export type {
  PaymentMethodListProps,
  PaymentMethodOption,
  PaymentMethodListLabels,
} from './components/PaymentMethodList';
export { OrderSummary, defaultOrderSummaryLabels } from './components/OrderSummary';
export type {
  OrderSummaryProps,
  OrderSummaryItem,
  OrderSummaryLabels,
  OrderSummaryTotals,
} from './components/OrderSummary';
export { OrderConfirmation, defaultOrderConfirmationLabels } from './components/OrderConfirmation';
export type { OrderConfirmationProps, OrderConfirmationLabels } from './components/OrderConfirmation';
export { MiniCart, miniCartStates, defaultMiniCartLabels } from './components/MiniCart';
export type { MiniCartProps, MiniCartLabels, MiniCartState } from './components/MiniCart';
export { TextBlock } from './blocks/TextBlock';
export type { TextBlockProps } from './blocks/TextBlock';
export { HtmlBlock } from './blocks/HtmlBlock';
export type { HtmlBlockProps } from './blocks/HtmlBlock';
export { HeadingBlock } from './blocks/HeadingBlock';
export type { HeadingBlockProps } from './blocks/HeadingBlock';
export { Video, videoSource } from './blocks/Video';
export type { VideoProps, VideoSource } from './blocks/Video';
export { Buttons, buttonsAppearances } from './blocks/Buttons';
export type { ButtonsProps, ButtonsAppearance } from './blocks/Buttons';
export { ButtonItem, buttonItemVariants } from './blocks/ButtonItem';
export type { ButtonItemProps, ButtonItemVariant } from './blocks/ButtonItem';
export { Divider } from './blocks/Divider';
export type { DividerProps } from './blocks/Divider';
export { TabsBlock } from './blocks/TabsBlock';
export type { TabsBlockProps, TabsBlockItem } from './blocks/TabsBlock';
export { Faq, faqJsonLd, htmlToText } from './blocks/Faq';
export type { FaqProps, FaqEntry } from './blocks/Faq';
export { MapBlock, mapDefaultZoom, pinPositions, openStreetMapUrl } from './blocks/MapBlock';
export type { MapBlockProps, MapLocation, MapPoint } from './blocks/MapBlock';
export { PromoBarBlock, readableTone } from './blocks/PromoBarBlock';
export type { PromoBarBlockProps } from './blocks/PromoBarBlock';
export { promoBarTextTones } from './components/PromoBar';
export type { PromoBarTextTone } from './components/PromoBar';
export { Bundle, bundleStatuses, defaultBundleLabels, bundleTotals } from './blocks/Bundle';
export type {
  BundleProps,
  BundleStatus,
  BundleItem,
  BundleCartItem,
  BundleLabels,
  BundleLine,
  BundleTotals,
} from './blocks/Bundle';
export { BestsellerSlider, defaultBestsellerSliderLabels } from './blocks/BestsellerSlider';
export type { BestsellerSliderProps, BestsellerSliderLabels } from './blocks/BestsellerSlider';
export { BlogSlider, defaultBlogSliderLabels, formatPostDate } from './blocks/BlogSlider';
export type { BlogSliderProps, BlogPostCard, BlogSliderLabels } from './blocks/BlogSlider';
export { BlogPostList, defaultBlogPostListLabels } from './components/BlogPostList';
export type { BlogPostListProps, BlogPostListLabels } from './components/BlogPostList';
export { CommentThread, defaultCommentThreadLabels, linkifyText } from './components/CommentThread';
export type {
  CommentThreadProps,
  CommentThreadLabels,
  CommentItem,
  TextPart,
} from './components/CommentThread';
export { BulkBuy, bulkBuyStatuses, defaultBulkBuyLabels, bulkBuySelection } from './blocks/BulkBuy';
export type {
  BulkBuyProps,
  BulkBuyStatus,
  BulkBuyProduct,
  BulkBuyLabels,
  BulkBuyLine,
  BulkBuySelection,
} from './blocks/BulkBuy';
export {
  CategoryPicker,
  categoryPickerAppearances,
  defaultCategoryPickerLabels,
} from './blocks/CategoryPicker';
export type {
  CategoryPickerProps,
  CategoryPickerAppearance,
  CategoryTile,
  CategoryPickerLabels,
} from './blocks/CategoryPicker';
export { LoginPopupButton, loginPopupButtonAligns } from './blocks/LoginPopupButton';
export type { LoginPopupButtonProps, LoginPopupButtonAlign } from './blocks/LoginPopupButton';
export { QuizPromoBlock, quizPromoDefaults } from './blocks/QuizPromoBlock';
export type { QuizPromoBlockProps } from './blocks/QuizPromoBlock';
export {
  ProductCardBlock,
  productCardBlockImagePositions,
  defaultProductCardBlockLabels,
} from './blocks/ProductCardBlock';
export type {
  ProductCardBlockProps,
  ProductCardBlockImagePosition,
  ProductCardBlockLabels,
} from './blocks/ProductCardBlock';
export {
  ProductQuiz,
  productQuizStatuses,
  defaultProductQuizLabels,
  chooseAnswer,
  isAnswered,
  quizResult,
  quizEmailErrors,
} from './blocks/ProductQuiz';
export type {
  ProductQuizProps,
  ProductQuizStatus,
  ProductQuizResult,
  ProductQuizLabels,
  QuizAnswer,
  QuizQuestion,
  QuizAnswers,
  QuizEmailValues,
} from './blocks/ProductQuiz';

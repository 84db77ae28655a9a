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
export { Container, containerSizes } from './components/Container';
export type { ContainerProps, ContainerSize } from './components/Container';

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
export { Loader, loaderSizes, defaultLoaderLabel } from './components/Loader';
export type { LoaderProps, LoaderSize } from './components/Loader';
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
export { RichText, richTextTones } from './components/RichText';
export type { RichTextProps, RichTextTone } from './components/RichText';

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
export type { BreadcrumbsProps, BreadcrumbItem, BreadcrumbLinkProps } from './components/Breadcrumbs';
export { Pagination, paginationItems } from './components/Pagination';
export type { PaginationProps, PaginationLinkProps, PageItem } from './components/Pagination';
export { ShowMore } from './components/ShowMore';
export type { ShowMoreProps } from './components/ShowMore';

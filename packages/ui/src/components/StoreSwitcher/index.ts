export {
  StoreSwitcher,
  storeSwitcherAligns,
  groupStoresByCountry,
  Flag,
  flagCountries,
  defaultCountryNames,
} from './StoreSwitcher';
export type {
  StoreSwitcherProps,
  StoreSwitcherAlign,
  StoreOption,
  StoreGroup,
  FlagCountry,
} from './StoreSwitcher';
export type { FlagProps } from './flags';

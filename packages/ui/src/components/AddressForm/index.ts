export {
  AddressForm,
  addressErrors,
  addressFields,
  emptyAddress,
  defaultAddressFormLabels,
} from './AddressForm';
export type {
  AddressFormProps,
  AddressFormValue,
  AddressField,
  AddressFormLabels,
  AddressRulesOptions,
} from './AddressForm';

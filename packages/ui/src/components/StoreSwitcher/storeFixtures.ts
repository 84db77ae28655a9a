import type { StoreOption } from './StoreSwitcher';

/** Sample stores for stories and tests (the app supplies the real list); `#code` links stay on the page. */
export const sampleStores: StoreOption[] = [
  { code: 'en', href: '#en', label: 'International – English', country: 'GB', hidden: true },
  { code: 'de', href: '#de', label: 'Deutschland – Deutsch', country: 'DE' },
  { code: 'fr', href: '#fr', label: 'France – Français', country: 'FR' },
  { code: 'lv', href: '#lv', label: 'Latvija – Latviešu', country: 'LV' },
  { code: 'lv_en', href: '#lv_en', label: 'Latvia – English', country: 'LV' },
  { code: 'ee', href: '#ee', label: 'Eesti – Eesti', country: 'EE' },
  { code: 'fi', href: '#fi', label: 'Suomi – Suomi', country: 'FI' },
  { code: 'fi_sv', href: '#fi_sv', label: 'Finland – Svenska', country: 'FI' },
  { code: 'se', href: '#se', label: 'Sverige – Svenska', country: 'SE' },
  { code: 'mc', href: '#mc', label: 'Staff store', country: 'LV', hidden: true },
];

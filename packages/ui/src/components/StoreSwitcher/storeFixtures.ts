import type { StoreOption } from './StoreSwitcher';

/** Sample stores for stories and tests (the app supplies the real list). */
export const sampleStores: StoreOption[] = [
  { code: 'en', label: 'International – English', country: 'GB', hidden: true },
  { code: 'de', label: 'Deutschland – Deutsch', country: 'DE' },
  { code: 'fr', label: 'France – Français', country: 'FR' },
  { code: 'lv', label: 'Latvija – Latviešu', country: 'LV' },
  { code: 'lv_en', label: 'Latvia – English', country: 'LV' },
  { code: 'ee', label: 'Eesti – Eesti', country: 'EE' },
  { code: 'fi', label: 'Suomi – Suomi', country: 'FI' },
  { code: 'fi_sv', label: 'Finland – Svenska', country: 'FI' },
  { code: 'se', label: 'Sverige – Svenska', country: 'SE' },
  { code: 'mc', label: 'Staff store', country: 'LV', hidden: true },
];

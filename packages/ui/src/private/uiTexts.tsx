import { createContext, useContext, type ReactNode } from 'react';
import type { PriceLabels } from '../components/Price/Price';

/**
 * The words the kit's components say on their own — screen-reader labels and the words a
 * component builds around the app's values ("From {price}", "Was {old}, now {new}"). The app
 * registers its translations once; a prop given to a component still wins. Without a provider the
 * components use their English defaults.
 */
export interface UiTexts {
  price: Partial<PriceLabels>;
  /** Name of a product's label list (ProductLabels). */
  productLabels: string;
  /** The quantity stepper's buttons (QuantityInput). */
  decreaseQuantity: string;
  increaseQuantity: string;
  /** The collapsed breadcrumbs' button (Breadcrumbs). */
  showFullPath: string;
}

const UiTextsContext = createContext<Partial<UiTexts>>({});

export interface UiTextsProviderProps {
  texts: Partial<UiTexts>;
  children?: ReactNode;
}

/** Registers the app's translations of the kit's own words for everything inside. */
export function UiTextsProvider({ texts, children }: UiTextsProviderProps) {
  return <UiTextsContext.Provider value={texts}>{children}</UiTextsContext.Provider>;
}

/** The registered kit texts (empty without a provider). */
export function useUiTexts(): Partial<UiTexts> {
  return useContext(UiTextsContext);
}

/**
 * Terms and conditions shoppers agree to before placing an order (Magento's checkout agreements).
 * Spec §5: payment needs terms agreement, so the one agreement is MANUAL (an unticked checkbox).
 * Texts follow the store view's language; stores without their own text use English.
 */

export interface CheckoutAgreement {
  agreement_id: number;
  name: string;
  checkbox_text: string;
  content: string;
  content_height: string | null;
  is_html: boolean;
  mode: 'AUTO' | 'MANUAL';
}

type Texts = Pick<CheckoutAgreement, 'name' | 'checkbox_text' | 'content'>;

const TERMS: Record<string, Texts> = {
  en: {
    name: 'Terms and Conditions',
    checkbox_text: 'I agree to the Terms and Conditions',
    content:
      '<p>Orders are accepted once payment is confirmed. Prices include VAT. You may return unopened products within 14 days of delivery for a refund. Samples and free gifts cannot be exchanged for money.</p>',
  },
  de: {
    name: 'Allgemeine Geschäftsbedingungen',
    checkbox_text: 'Ich stimme den Allgemeinen Geschäftsbedingungen zu',
    content:
      '<p>Bestellungen werden angenommen, sobald die Zahlung bestätigt ist. Alle Preise enthalten die Mehrwertsteuer. Ungeöffnete Produkte können innerhalb von 14 Tagen nach Lieferung gegen Erstattung zurückgegeben werden. Proben und Gratisgeschenke können nicht in Geld umgetauscht werden.</p>',
  },
  fr: {
    name: 'Conditions générales de vente',
    checkbox_text: "J'accepte les conditions générales de vente",
    content:
      '<p>Les commandes sont acceptées dès confirmation du paiement. Les prix incluent la TVA. Vous pouvez retourner les produits non ouverts dans les 14 jours suivant la livraison pour être remboursé. Les échantillons et cadeaux offerts ne sont pas échangeables contre de l’argent.</p>',
  },
  lv: {
    name: 'Noteikumi un nosacījumi',
    checkbox_text: 'Es piekrītu noteikumiem un nosacījumiem',
    content:
      '<p>Pasūtījumi tiek pieņemti pēc maksājuma apstiprināšanas. Cenās ir iekļauts PVN. Neatvērtus produktus var atgriezt 14 dienu laikā pēc piegādes un saņemt naudu atpakaļ. Paraugus un dāvanas nevar apmainīt pret naudu.</p>',
  },
};

/** The agreements of a store view, in its locale (e.g. `de_DE` → German). */
export function checkoutAgreementsFor(locale: string): CheckoutAgreement[] {
  const language = locale.split('_')[0]?.toLowerCase() ?? 'en';
  const texts = TERMS[language] ?? TERMS.en!;
  return [{ agreement_id: 1, ...texts, content_height: null, is_html: true, mode: 'MANUAL' }];
}

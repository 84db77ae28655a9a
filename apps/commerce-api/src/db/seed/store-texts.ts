import type { Db } from '../client.js';
import { ATTRIBUTES } from './index.js';

/**
 * Issue 20: the store-scoped texts Magento keeps in configuration and label tables, in the German
 * (6), French (9) and staff (16, lv_LV) store views; the default scope holds the English text.
 * Inserted on every start when missing (databases seeded before this existed get them too).
 */
const STORE = { de: 6, fr: 9, mc: 16 } as const;
type Lang = keyof typeof STORE;
type Texts = { default: string } & Partial<Record<Lang, string>>;

/** core_config_data paths (Magento's, plus `estimated_delivery_time` beside them for the spec's delivery estimate). */
export const CONFIG_TEXTS: Record<string, Texts> = {
  'carriers/flatrate/title': { default: 'Flat Rate', de: 'Pauschal', fr: 'Forfait', mc: 'Fiksēta cena' },
  'carriers/flatrate/name': {
    default: 'Standard delivery',
    de: 'Standardversand',
    fr: 'Livraison standard',
    mc: 'Standarta piegāde',
  },
  'carriers/flatrate/estimated_delivery_time': {
    default: '2-4 working days',
    de: '2–4 Werktage',
    fr: '2 à 4 jours ouvrés',
    mc: '2–4 darba dienas',
  },
  'carriers/freeshipping/title': {
    default: 'Free Shipping',
    de: 'Kostenloser Versand',
    fr: 'Livraison gratuite',
    mc: 'Bezmaksas piegāde',
  },
  'carriers/freeshipping/name': {
    default: 'Free delivery',
    de: 'Gratisversand',
    fr: 'Livraison offerte',
    mc: 'Bezmaksas piegāde',
  },
  'carriers/freeshipping/estimated_delivery_time': {
    default: '3-5 working days',
    de: '3–5 Werktage',
    fr: '3 à 5 jours ouvrés',
    mc: '3–5 darba dienas',
  },
  'carriers/freeshipping/specificerrmsg': {
    default: 'This shipping method is not available.',
    de: 'Diese Versandart ist nicht verfügbar.',
    fr: 'Ce mode de livraison n’est pas disponible.',
    mc: 'Šis piegādes veids nav pieejams.',
  },
  'carriers/instore/title': {
    default: 'In-Store Pickup',
    de: 'Abholung im Geschäft',
    fr: 'Retrait en boutique',
    mc: 'Saņemšana veikalā',
  },
  'carriers/instore/name': {
    default: 'Pick up in store',
    de: 'Im Geschäft abholen',
    fr: 'Retrait en magasin',
    mc: 'Saņemt veikalā',
  },
  'carriers/instore/estimated_delivery_time': {
    default: 'Ready for pickup in 1 working day',
    de: 'In 1 Werktag abholbereit',
    fr: 'Prêt à retirer sous 1 jour ouvré',
    mc: 'Gatavs saņemšanai 1 darba dienas laikā',
  },
  'payment/checkmo/title': {
    default: 'Check / Money order',
    de: 'Scheck / Zahlungsanweisung',
    fr: 'Chèque / mandat',
    mc: 'Čeks / naudas pārvedums',
  },
  'payment/offline_card/title': {
    default: 'Credit Card (pay on delivery terminal)',
    de: 'Kreditkarte (Zahlung am Terminal bei Lieferung)',
    fr: 'Carte bancaire (paiement sur terminal à la livraison)',
    mc: 'Kredītkarte (maksājums terminālī piegādes brīdī)',
  },
  'payment/aurora_cc/title': {
    default: 'Credit or debit card',
    de: 'Kredit- oder Debitkarte',
    fr: 'Carte de crédit ou de débit',
    mc: 'Kredītkarte vai debetkarte',
  },
  'payment/lpm/title': {
    default: 'Local payment method',
    de: 'Lokale Zahlungsart',
    fr: 'Moyen de paiement local',
    mc: 'Vietējais maksājuma veids',
  },
  // Tax rate titles: the store view's word for VAT, and the country's own name where it differs.
  'tax/rate_title': { default: 'VAT', de: 'MwSt.', fr: 'TVA', mc: 'PVN' },
  'tax/rate_title/AU': { default: 'GST' },
};

/** Cart price rule labels (salesrule_label) per store view. */
const RULE_LABELS: Record<number, Partial<Record<Lang, string>>> = {
  1: {
    de: '10 % Rabatt auf Ihre Bestellung',
    fr: '10 % de remise sur votre commande',
    mc: '10 % atlaide pasūtījumam',
  },
  2: { de: '5 € Rabatt ab 30 €', fr: '5 € de remise dès 30 €', mc: '5 € atlaide no 30 €' },
  3: { de: '20 % Rabatt ab 100 €', fr: '20 % de remise dès 100 €', mc: '20 % atlaide no 100 €' },
  4: { de: 'Kostenloser Versand', fr: 'Livraison offerte', mc: 'Bezmaksas piegāde' },
  5: { de: '15 % Rabatt (beendet)', fr: '15 % de remise (terminée)', mc: '15 % atlaide (beigusies)' },
};

export async function seedStoreTexts(db: Db, log: (msg: string) => void): Promise<void> {
  const [present] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM core_config_data');
  if ((present?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const [path, texts] of Object.entries(CONFIG_TEXTS)) {
      await tx.query(
        `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, $1, $2) ON CONFLICT DO NOTHING`,
        [path, texts.default],
      );
      for (const lang of Object.keys(STORE) as Lang[]) {
        const value = texts[lang];
        if (value)
          await tx.query(
            `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('stores', $1, $2, $3) ON CONFLICT DO NOTHING`,
            [STORE[lang], path, value],
          );
      }
    }
    for (const [ruleId, labels] of Object.entries(RULE_LABELS))
      for (const [lang, label] of Object.entries(labels) as [Lang, string][])
        await tx.query(
          `INSERT INTO salesrule_label (rule_id, store_id, label)
           SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM sales_rule WHERE rule_id = $1) ON CONFLICT DO NOTHING`,
          [Number(ruleId), STORE[lang], label],
        );
    for (const attribute of Object.values(ATTRIBUTES))
      for (const lang of ['de', 'fr'] as const)
        await tx.query(
          `INSERT INTO configurable_attribute_label (attribute_id, store_id, label)
           SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM configurable_attribute WHERE attribute_id = $1)
           ON CONFLICT DO NOTHING`,
          [attribute.id, STORE[lang], attribute.label[lang]],
        );
  });
  log('store view texts (shipping, payment, tax titles, rule and attribute labels) inserted');
}

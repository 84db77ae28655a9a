-- Issue 20 for the promotions of issue 13: a promo landing page's title and content per store view
-- (as Magento keeps CMS texts per store), and the labels of the loyalty and promotion cart rules
-- (salesrule_label) in the German (6), French (9) and staff (16, lv_LV) store views. The promotion
-- row keeps the default (English) text; English store views read it.
CREATE TABLE promotion_store (
  promo_code text NOT NULL REFERENCES promotion(promo_code),
  store_id integer NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (promo_code, store_id)
);

INSERT INTO promotion_store (promo_code, store_id, title, content) VALUES
  ('SPRING', 6, 'Frühlingserwachen: 15 % auf alles',
   '<p>Wecken Sie Ihre Haut nach dem Winter: 15 % auf das ganze Sortiment, von der Reinigung bis zur Nachtcreme.</p><p>Der Code wird für Sie in Ihre Tasche gelegt.</p>'),
  ('SPRING', 9, 'Renouveau de printemps : 15 % sur tout',
   '<p>Réveillez votre peau après l’hiver : 15 % sur toute la gamme, des nettoyants aux crèmes de nuit.</p><p>Le code est ajouté à votre panier pour vous.</p>'),
  ('SPRING', 16, 'Pavasara atjaunošanās: 15 % atlaide visam',
   '<p>Pamodiniet ādu pēc ziemas: 15 % atlaide visam klāstam, no attīrītājiem līdz nakts krēmiem.</p><p>Kods jūsu grozam tiek pievienots automātiski.</p>'),
  ('WINTER24', 6, 'Winterpflege: 20 % Rabatt', '<p>Reichhaltige Cremes für kalte Tage.</p>'),
  ('WINTER24', 9, 'Soins d’hiver : 20 % de remise', '<p>Des crèmes riches pour les jours froids.</p>'),
  ('WINTER24', 16, 'Ziemas kopšana: 20 % atlaide', '<p>Bagātīgi krēmi aukstām dienām.</p>');

INSERT INTO salesrule_label (rule_id, store_id, label) VALUES
  (20, 6, 'Geburtstag: 30 % Rabatt'), (20, 9, 'Anniversaire : 30 % de remise'), (20, 16, 'Dzimšanas diena: 30 % atlaide'),
  (21, 6, 'Willkommen: 15 % Rabatt für Freunde'), (21, 9, 'Bienvenue : 15 % de remise pour un ami'), (21, 16, 'Laipni lūdzam: 15 % atlaide draugam'),
  (22, 6, 'Frühling: 15 % Rabatt'), (22, 9, 'Printemps : 15 % de remise'), (22, 16, 'Pavasaris: 15 % atlaide'),
  (23, 6, 'Winter 2024: 20 % Rabatt'), (23, 9, 'Hiver 2024 : 20 % de remise'), (23, 16, 'Ziema 2024: 20 % atlaide')
ON CONFLICT DO NOTHING;

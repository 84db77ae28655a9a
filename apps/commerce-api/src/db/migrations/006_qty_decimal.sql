-- Magento's stock item flag `is_qty_decimal`: whether a product may be bought in fractions (sold by
-- weight, say). Off for every product of this shop: a jar is bought whole.
ALTER TABLE product ADD COLUMN is_qty_decimal boolean NOT NULL DEFAULT false;

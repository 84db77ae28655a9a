-- Money and quantities as exact decimals (Magento's decimal(20,4) for amounts and decimal(12,4) for
-- quantities) instead of binary floating point. Every existing row keeps its value: each column is
-- converted in place. The API reads these columns as numbers and computes money in integer cents
-- (src/domain/money.ts).
ALTER TABLE product
  ALTER COLUMN qty TYPE numeric(12,4) USING qty::numeric(12,4),
  ALTER COLUMN max_qty TYPE numeric(12,4) USING max_qty::numeric(12,4),
  ALTER COLUMN weight TYPE numeric(12,4) USING weight::numeric(12,4),
  ALTER COLUMN open_amount_min TYPE numeric(20,4) USING open_amount_min::numeric(20,4),
  ALTER COLUMN open_amount_max TYPE numeric(20,4) USING open_amount_max::numeric(20,4);

ALTER TABLE product_price
  ALTER COLUMN regular_price TYPE numeric(20,4) USING regular_price::numeric(20,4),
  ALTER COLUMN final_price TYPE numeric(20,4) USING final_price::numeric(20,4);

ALTER TABLE giftcard_amount
  ALTER COLUMN value TYPE numeric(20,4) USING value::numeric(20,4);

ALTER TABLE quote_item
  ALTER COLUMN qty TYPE numeric(12,4) USING qty::numeric(12,4),
  ALTER COLUMN custom_price TYPE numeric(20,4) USING custom_price::numeric(20,4);

ALTER TABLE sales_rule
  ALTER COLUMN discount_amount TYPE numeric(20,4) USING discount_amount::numeric(20,4),
  ALTER COLUMN min_subtotal TYPE numeric(20,4) USING min_subtotal::numeric(20,4);

ALTER TABLE giftcard_account
  ALTER COLUMN balance TYPE numeric(20,4) USING balance::numeric(20,4);

ALTER TABLE gift_threshold
  ALTER COLUMN amount TYPE numeric(20,4) USING amount::numeric(20,4);

ALTER TABLE sales_order
  ALTER COLUMN subtotal TYPE numeric(20,4) USING subtotal::numeric(20,4),
  ALTER COLUMN subtotal_excl_tax TYPE numeric(20,4) USING subtotal_excl_tax::numeric(20,4),
  ALTER COLUMN discount_amount TYPE numeric(20,4) USING discount_amount::numeric(20,4),
  ALTER COLUMN shipping_amount TYPE numeric(20,4) USING shipping_amount::numeric(20,4),
  ALTER COLUMN tax_amount TYPE numeric(20,4) USING tax_amount::numeric(20,4),
  ALTER COLUMN gift_cards_amount TYPE numeric(20,4) USING gift_cards_amount::numeric(20,4),
  ALTER COLUMN reward_points_amount TYPE numeric(20,4) USING reward_points_amount::numeric(20,4),
  ALTER COLUMN grand_total TYPE numeric(20,4) USING grand_total::numeric(20,4);

ALTER TABLE sales_order_item
  ALTER COLUMN qty TYPE numeric(12,4) USING qty::numeric(12,4),
  ALTER COLUMN price TYPE numeric(20,4) USING price::numeric(20,4),
  ALTER COLUMN row_total TYPE numeric(20,4) USING row_total::numeric(20,4);

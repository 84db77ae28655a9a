-- Indexes for the batched product reads (one statement per field type for a whole page).
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.

-- parent_sku of a variant is looked up by child id for every product of a page.
CREATE INDEX IF NOT EXISTS product_super_link_product_idx ON product_super_link (product_id);
CREATE INDEX IF NOT EXISTS giftcard_amount_product_idx ON giftcard_amount (product_id, currency, value);
-- Review pages per product, newest first (row_number() over product_id).
CREATE INDEX IF NOT EXISTS review_product_created_idx ON review (product_id, status, created_at DESC, review_id DESC);
CREATE INDEX IF NOT EXISTS url_rewrite_entity_idx ON url_rewrite (entity_type, entity_id, store_id);

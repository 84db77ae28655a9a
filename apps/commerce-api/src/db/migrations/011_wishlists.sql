-- Issue 12: wish lists (Magento's wishlist / wishlist_item, Adobe Commerce's named lists with visibility).
-- Items keep the requested SKUs rather than product ids, so a catalogue re-seed never orphans them; a
-- product that no longer exists resolves to a null `product`, as Magento shows a removed product.

CREATE TABLE wishlist (
  wishlist_id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer (entity_id) ON DELETE CASCADE,
  name text NOT NULL,
  visibility text NOT NULL DEFAULT 'PRIVATE' CHECK (visibility IN ('PUBLIC', 'PRIVATE')),
  is_default boolean NOT NULL DEFAULT false,
  sharing_code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX wishlist_customer ON wishlist (customer_id, wishlist_id);
-- One default list per customer: it is created on first use and cannot be deleted.
CREATE UNIQUE INDEX wishlist_one_default ON wishlist (customer_id) WHERE is_default;

CREATE TABLE wishlist_item (
  wishlist_item_id serial PRIMARY KEY,
  wishlist_id integer NOT NULL REFERENCES wishlist (wishlist_id) ON DELETE CASCADE,
  sku text NOT NULL,
  parent_sku text,
  qty numeric(12, 4) NOT NULL CHECK (qty > 0),
  description text,
  selected_options jsonb NOT NULL DEFAULT '[]',
  entered_options jsonb NOT NULL DEFAULT '[]',
  added_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX wishlist_item_list ON wishlist_item (wishlist_id, wishlist_item_id);

-- Wish list settings per store view (Magento keeps them per website): the Europe website keeps
-- several lists (at most 3, Magento's default), Australia one list, the staff store has none.
UPDATE store SET config = config || '{"magento_wishlist_general_is_enabled": "1", "enable_multiple_wishlists": "1", "maximum_number_of_wishlists": "3"}'::jsonb
 WHERE code IN ('en', 'de', 'fr');
UPDATE store SET config = config || '{"magento_wishlist_general_is_enabled": "1", "enable_multiple_wishlists": "0", "maximum_number_of_wishlists": "1"}'::jsonb
 WHERE code = 'au';
UPDATE store SET config = config || '{"magento_wishlist_general_is_enabled": "0", "enable_multiple_wishlists": "0", "maximum_number_of_wishlists": "0"}'::jsonb
 WHERE code = 'mc';

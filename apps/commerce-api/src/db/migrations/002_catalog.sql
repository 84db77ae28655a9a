-- Catalogue issue: filterable attributes, gift cards, galleries, labels, links, reviews, stock alerts,
-- menus and category extras. Plain SQL that runs unchanged on PGlite and PostgreSQL.

ALTER TABLE product DROP CONSTRAINT product_type_id_check;
ALTER TABLE product ADD CONSTRAINT product_type_id_check CHECK (type_id IN ('simple', 'configurable', 'giftcard'));
ALTER TABLE product ADD COLUMN bestseller_score integer NOT NULL DEFAULT 0;
ALTER TABLE product ADD COLUMN ean_code text;
ALTER TABLE product ADD COLUMN is_custom_price boolean NOT NULL DEFAULT false;
ALTER TABLE product ADD COLUMN is_sample_product boolean NOT NULL DEFAULT false;
-- Comma-separated certificate names (e.g. "Vegan Society,COSMOS Natural").
ALTER TABLE product ADD COLUMN certificates text;
ALTER TABLE product ADD COLUMN allow_open_amount boolean NOT NULL DEFAULT false;
ALTER TABLE product ADD COLUMN open_amount_min double precision;
ALTER TABLE product ADD COLUMN open_amount_max double precision;
ALTER TABLE product ADD COLUMN giftcard_type text;
ALTER TABLE product ADD COLUMN allow_message boolean NOT NULL DEFAULT false;

ALTER TABLE product_store ADD COLUMN how_to_use text;
-- JSON array of ingredient names in label order.
ALTER TABLE product_store ADD COLUMN ingredients text;
ALTER TABLE product_store ADD COLUMN shipping_info text;
ALTER TABLE product_store ADD COLUMN sustainability text;
ALTER TABLE product_store ADD COLUMN backstage text;
-- Weighted full-text document (name A, collection/ingredients B, description C) in the store's language.
ALTER TABLE product_store ADD COLUMN search_vector tsvector;

ALTER TABLE category ADD COLUMN image_mobile text;
ALTER TABLE category ADD COLUMN display_mode text NOT NULL DEFAULT 'PRODUCTS';
ALTER TABLE category ADD COLUMN default_sort_by text NOT NULL DEFAULT 'position';
-- CMS block identifiers shown above the listing and in its middle (resolved per store view).
ALTER TABLE category ADD COLUMN landing_block text;
ALTER TABLE category ADD COLUMN landing_block_middle text;

-- Filterable (layered navigation) attributes with store-view labels and options.
CREATE TABLE catalog_attribute (
  attribute_id integer PRIMARY KEY,
  attribute_code text NOT NULL UNIQUE,
  frontend_input text NOT NULL CHECK (frontend_input IN ('select', 'multiselect')),
  is_filterable boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  swatch_type text NOT NULL DEFAULT 'text'
);

CREATE TABLE catalog_attribute_label (
  attribute_id integer NOT NULL REFERENCES catalog_attribute(attribute_id),
  store_id integer NOT NULL,
  label text NOT NULL,
  PRIMARY KEY (attribute_id, store_id)
);

CREATE TABLE catalog_attribute_option (
  option_id integer PRIMARY KEY,
  attribute_id integer NOT NULL REFERENCES catalog_attribute(attribute_id),
  sort_order integer NOT NULL DEFAULT 0,
  swatch_value text
);

CREATE TABLE catalog_attribute_option_label (
  option_id integer NOT NULL REFERENCES catalog_attribute_option(option_id),
  store_id integer NOT NULL,
  label text NOT NULL,
  PRIMARY KEY (option_id, store_id)
);

CREATE TABLE product_attribute_option (
  product_id integer NOT NULL REFERENCES product(entity_id),
  attribute_id integer NOT NULL REFERENCES catalog_attribute(attribute_id),
  option_id integer NOT NULL REFERENCES catalog_attribute_option(option_id),
  PRIMARY KEY (product_id, attribute_id, option_id)
);

CREATE TABLE product_media (
  product_id integer NOT NULL REFERENCES product(entity_id),
  position integer NOT NULL,
  path text NOT NULL,
  kind text NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  PRIMARY KEY (product_id, position)
);

CREATE TABLE giftcard_amount (
  value_id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES product(entity_id),
  website_id integer NOT NULL,
  currency text NOT NULL,
  value double precision NOT NULL
);

-- related, upsell, crosssell, pdp_related, volume
CREATE TABLE product_link (
  product_id integer NOT NULL REFERENCES product(entity_id),
  linked_product_id integer NOT NULL REFERENCES product(entity_id),
  link_type text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, linked_product_id, link_type)
);

-- Product labels (spec §3 "Label"); texts per store scope, store 0 is the default.
CREATE TABLE product_label (
  label_id integer NOT NULL,
  store_id integer NOT NULL,
  name text NOT NULL,
  position text NOT NULL,
  size text,
  style text,
  image text,
  txt text,
  priority integer NOT NULL DEFAULT 0,
  -- Comma-separated customer group ids that see the label (0 guest, 1 general, 2 PRO, 3 retailer).
  customer_group_ids text NOT NULL,
  PRIMARY KEY (label_id, store_id)
);

CREATE TABLE product_label_product (
  label_id integer NOT NULL,
  product_id integer NOT NULL REFERENCES product(entity_id),
  PRIMARY KEY (label_id, product_id)
);

CREATE TABLE rating (
  rating_id integer PRIMARY KEY,
  rating_code text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE rating_option (
  option_id integer PRIMARY KEY,
  rating_id integer NOT NULL REFERENCES rating(rating_id),
  value integer NOT NULL CHECK (value BETWEEN 1 AND 5)
);

CREATE TABLE review (
  review_id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES product(entity_id),
  store_id integer NOT NULL,
  nickname text NOT NULL,
  summary text NOT NULL,
  detail text NOT NULL,
  -- APPROVED reviews are public; PENDING ones wait for moderation.
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('APPROVED', 'PENDING', 'NOT_APPROVED')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE review_vote (
  review_id integer NOT NULL REFERENCES review(review_id),
  rating_id integer NOT NULL REFERENCES rating(rating_id),
  option_id integer NOT NULL REFERENCES rating_option(option_id),
  value integer NOT NULL,
  PRIMARY KEY (review_id, rating_id)
);

CREATE TABLE product_alert_stock (
  alert_id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES product(entity_id),
  store_id integer NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, store_id, email)
);

CREATE TABLE menu (
  menu_id integer PRIMARY KEY,
  identifier text NOT NULL UNIQUE,
  title text NOT NULL,
  css_class text,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE menu_item (
  item_id integer PRIMARY KEY,
  menu_id integer NOT NULL REFERENCES menu(menu_id),
  parent_id integer NOT NULL DEFAULT 0,
  title text NOT NULL,
  url text,
  -- 0 custom URL, 1 category, 2 CMS page
  url_type integer NOT NULL DEFAULT 0,
  icon text,
  position integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  category_id integer,
  cms_page_identifier text,
  -- Comma-separated SKUs shown in the item's dropdown (1 = featured layout, 2-3 = special layout).
  dropdown_skus text
);

-- Which seed version the data matches; a newer seed replaces catalogue content on start.
CREATE TABLE seed_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE INDEX product_attribute_option_attr_idx ON product_attribute_option (attribute_id, option_id);
CREATE INDEX product_link_product_idx ON product_link (product_id, link_type);
CREATE INDEX product_label_product_product_idx ON product_label_product (product_id);
CREATE INDEX review_product_idx ON review (product_id, status);
CREATE INDEX product_store_search_idx ON product_store USING gin (search_vector);
CREATE INDEX menu_item_menu_idx ON menu_item (menu_id)

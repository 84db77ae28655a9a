-- Core catalogue, store and CMS tables. Plain SQL that runs unchanged on PGlite and PostgreSQL.
-- store_id 0 is the admin/default scope: store-specific rows override it (as in Magento).

CREATE TABLE store_group (
  group_id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  root_category_id integer NOT NULL,
  website_code text NOT NULL,
  website_name text NOT NULL
);

CREATE TABLE store (
  store_id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  group_id integer NOT NULL REFERENCES store_group(group_id),
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  is_default boolean NOT NULL DEFAULT false,
  locale text NOT NULL,
  base_currency_code text NOT NULL,
  default_display_currency_code text NOT NULL,
  default_country text NOT NULL,
  timezone text NOT NULL,
  -- Remaining store configuration values (titles, logo, feature flags) keyed by StoreConfig field name.
  config jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE TABLE category (
  entity_id integer PRIMARY KEY,
  parent_id integer,
  path text NOT NULL,
  level integer NOT NULL,
  position integer NOT NULL DEFAULT 0,
  include_in_menu integer NOT NULL DEFAULT 1,
  is_active boolean NOT NULL DEFAULT true,
  image text
);

CREATE TABLE category_store (
  category_id integer NOT NULL REFERENCES category(entity_id),
  store_id integer NOT NULL,
  name text NOT NULL,
  url_key text NOT NULL,
  url_path text NOT NULL,
  description text,
  meta_title text,
  meta_description text,
  meta_keywords text,
  PRIMARY KEY (category_id, store_id)
);

CREATE TABLE product (
  entity_id integer PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  type_id text NOT NULL CHECK (type_id IN ('simple', 'configurable')),
  -- 1 not visible individually (variants), 4 catalog+search, as Magento's visibility codes
  visibility integer NOT NULL DEFAULT 4,
  stock_status text NOT NULL DEFAULT 'IN_STOCK',
  qty double precision,
  max_qty double precision,
  volume text,
  collection text,
  is_coming_soon boolean NOT NULL DEFAULT false,
  is_pre_order boolean NOT NULL DEFAULT false,
  is_makeup boolean NOT NULL DEFAULT false,
  weight double precision,
  image text,
  hover_image text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_store (
  product_id integer NOT NULL REFERENCES product(entity_id),
  store_id integer NOT NULL,
  name text NOT NULL,
  url_key text NOT NULL,
  description text,
  short_description text,
  meta_title text,
  meta_description text,
  meta_keyword text,
  PRIMARY KEY (product_id, store_id)
);

CREATE TABLE product_price (
  product_id integer NOT NULL REFERENCES product(entity_id),
  currency text NOT NULL,
  regular_price double precision NOT NULL,
  final_price double precision NOT NULL,
  PRIMARY KEY (product_id, currency)
);

CREATE TABLE category_product (
  category_id integer NOT NULL REFERENCES category(entity_id),
  product_id integer NOT NULL REFERENCES product(entity_id),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);

CREATE TABLE configurable_attribute (
  attribute_id integer PRIMARY KEY,
  attribute_code text NOT NULL UNIQUE,
  label text NOT NULL,
  swatch_type text NOT NULL DEFAULT 'text'
);

CREATE TABLE configurable_attribute_option (
  attribute_id integer NOT NULL REFERENCES configurable_attribute(attribute_id),
  value_index integer NOT NULL,
  label text NOT NULL,
  swatch_value text,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (attribute_id, value_index)
);

CREATE TABLE product_super_attribute (
  product_super_attribute_id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES product(entity_id),
  attribute_id integer NOT NULL REFERENCES configurable_attribute(attribute_id),
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE product_super_link (
  parent_id integer NOT NULL REFERENCES product(entity_id),
  product_id integer NOT NULL REFERENCES product(entity_id),
  attribute_id integer NOT NULL REFERENCES configurable_attribute(attribute_id),
  value_index integer NOT NULL,
  PRIMARY KEY (parent_id, product_id, attribute_id)
);

CREATE TABLE url_rewrite (
  url_rewrite_id serial PRIMARY KEY,
  store_id integer NOT NULL,
  request_path text NOT NULL,
  target_path text NOT NULL,
  redirect_type integer NOT NULL DEFAULT 0,
  entity_type text NOT NULL CHECK (entity_type IN ('product', 'category', 'cms-page', 'custom')),
  entity_id integer NOT NULL,
  UNIQUE (store_id, request_path)
);

CREATE TABLE cms_page (
  page_id integer NOT NULL,
  store_id integer NOT NULL,
  identifier text NOT NULL,
  title text NOT NULL,
  content_heading text,
  content text NOT NULL,
  page_layout text NOT NULL DEFAULT '1column',
  meta_title text,
  meta_description text,
  meta_keywords text,
  is_active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (page_id),
  UNIQUE (identifier, store_id)
);

CREATE TABLE cms_block (
  block_id integer NOT NULL,
  store_id integer NOT NULL,
  identifier text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (block_id),
  UNIQUE (identifier, store_id)
);

-- Generated media (SVG) served under /media/.
CREATE TABLE media_asset (
  path text PRIMARY KEY,
  content_type text NOT NULL,
  body text NOT NULL
);

CREATE INDEX category_product_product_idx ON category_product (product_id);
CREATE INDEX product_super_link_parent_idx ON product_super_link (parent_id);

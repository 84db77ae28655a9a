-- Issue 20: texts the API answers in the store view of the `Store` header, as Magento stores them.
-- Configuration values per scope (Magento's core_config_data): 'default' (scope_id 0) or 'stores'
-- (scope_id = store_id). Shipping carrier and method titles, payment method titles, tax rate titles.
CREATE TABLE core_config_data (
  scope text NOT NULL CHECK (scope IN ('default', 'stores')),
  scope_id integer NOT NULL,
  path text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (scope, scope_id, path)
);

-- A cart price rule's label per store view (Magento's salesrule_label); sales_rule.label is the default.
CREATE TABLE salesrule_label (
  rule_id integer NOT NULL REFERENCES sales_rule(rule_id),
  store_id integer NOT NULL,
  label text NOT NULL,
  PRIMARY KEY (rule_id, store_id)
);

-- A configurable attribute's label per store view (Magento's eav_attribute_label);
-- configurable_attribute.label is the default.
CREATE TABLE configurable_attribute_label (
  attribute_id integer NOT NULL REFERENCES configurable_attribute(attribute_id),
  store_id integer NOT NULL,
  label text NOT NULL,
  PRIMARY KEY (attribute_id, store_id)
);

-- The account area (issue 11): reviews written while signed in belong to the customer (My reviews).
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.

ALTER TABLE review ADD COLUMN customer_id integer REFERENCES customer(entity_id) ON DELETE SET NULL;
CREATE INDEX review_customer_idx ON review (customer_id, created_at DESC, review_id DESC);

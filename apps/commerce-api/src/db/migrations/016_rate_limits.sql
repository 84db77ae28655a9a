-- Requests that cost the shop something or reach a person (new accounts, reset and confirmation
-- e-mails, reviews, comments, form submissions, new carts) are limited per client address. Each
-- counted request is a row here, not process memory, so every API process on one PostgreSQL
-- server shares the count.
CREATE TABLE rate_limit_hit (
  bucket text NOT NULL,
  address text NOT NULL,
  hit_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hit_idx ON rate_limit_hit (bucket, address, hit_at);

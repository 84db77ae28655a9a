-- Journal comments (spec §3 "Blog comment": message, reply-to, created date; status PENDING 1,
-- APPROVED 2, REJECTED 3). Only signed-in customers write them (spec §6); an administrator approves
-- or rejects them with `npm run admin -- comments …`. No foreign keys to the posts or customers: the
-- seed may replace journal rows while shopper submissions stay (as with the other submissions).
CREATE TABLE amblog_comment (
  comment_id serial PRIMARY KEY,
  post_id integer NOT NULL,
  store_id integer NOT NULL,
  customer_id integer NOT NULL,
  -- The name shown with the comment, taken from the customer account when it was written.
  name text NOT NULL,
  reply_to integer,
  message text NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX amblog_comment_post_idx ON amblog_comment (post_id, status, created_at);
-- The per-customer rate limit counts a customer's recent comments.
CREATE INDEX amblog_comment_customer_idx ON amblog_comment (customer_id, created_at);
-- Moderation lists the pending queue oldest first.
CREATE INDEX amblog_comment_status_idx ON amblog_comment (status, created_at);

-- Journal URLs in the URL rewrites, so the route lookup answers AMBLOG_POST and AMBLOG_CATEGORY
-- (and old post URLs redirect with 301).
ALTER TABLE url_rewrite DROP CONSTRAINT IF EXISTS url_rewrite_entity_type_check;
ALTER TABLE url_rewrite ADD CONSTRAINT url_rewrite_entity_type_check
  CHECK (entity_type IN ('product', 'category', 'cms-page', 'custom', 'amblog-post', 'amblog-category'));

-- Content and shopper submissions: newsletter subscribers, contact requests, business inquiries, the
-- journal (Amasty-blog-style posts, categories, tags, authors), the skin quiz, quiz submissions and an
-- e-mail outbox. Plain SQL that runs unchanged on PGlite and PostgreSQL.
-- Shopper submissions keep store ids, quiz ids and SKUs without foreign keys: the seed may replace
-- blog, quiz and catalogue rows while submissions stay.

-- Status as Magento's SubscriptionStatusesEnum; one row per store view and address.
CREATE TABLE newsletter_subscriber (
  subscriber_id serial PRIMARY KEY,
  store_id integer NOT NULL,
  email text NOT NULL,
  status text NOT NULL CHECK (status IN ('NOT_ACTIVE', 'SUBSCRIBED', 'UNCONFIRMED', 'UNSUBSCRIBED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (store_id, email)
);

CREATE TABLE contact_request (
  request_id serial PRIMARY KEY,
  store_id integer NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  telephone text,
  comment text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE business_inquiry (
  inquiry_id serial PRIMARY KEY,
  store_id integer NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL,
  position text NOT NULL,
  -- ISO 3166-1 alpha-2 code of the country the business operates in.
  country_code text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Mail the shop would send (confirmations, quiz results, notices to staff); a mailer drains it.
CREATE TABLE email_outbox (
  message_id serial PRIMARY KEY,
  store_id integer NOT NULL,
  template text NOT NULL,
  -- A shopper's address, or a staff role ('support', 'sales') the mailer maps to the store's contacts.
  recipient text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'SENT', 'FAILED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_outbox_status_idx ON email_outbox (status, message_id);

-- Journal. Texts per store scope as elsewhere: store 0 is the default (English), views override it.
CREATE TABLE amblog_author (
  author_id integer PRIMARY KEY,
  name text NOT NULL,
  url_key text NOT NULL UNIQUE,
  image text
);

CREATE TABLE amblog_author_store (
  author_id integer NOT NULL REFERENCES amblog_author(author_id),
  store_id integer NOT NULL,
  job_title text,
  short_description text,
  PRIMARY KEY (author_id, store_id)
);

CREATE TABLE amblog_category (
  category_id integer PRIMARY KEY,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE amblog_category_store (
  category_id integer NOT NULL REFERENCES amblog_category(category_id),
  store_id integer NOT NULL,
  name text NOT NULL,
  url_key text NOT NULL,
  description text,
  meta_title text,
  meta_description text,
  PRIMARY KEY (category_id, store_id)
);

CREATE TABLE amblog_tag (
  tag_id integer PRIMARY KEY
);

CREATE TABLE amblog_tag_store (
  tag_id integer NOT NULL REFERENCES amblog_tag(tag_id),
  store_id integer NOT NULL,
  name text NOT NULL,
  url_key text NOT NULL,
  PRIMARY KEY (tag_id, store_id)
);

CREATE TABLE amblog_post (
  post_id integer PRIMARY KEY,
  author_id integer REFERENCES amblog_author(author_id),
  -- Media paths under /media/ (list card image and the post's hero image).
  post_thumbnail text,
  list_thumbnail text,
  is_featured boolean NOT NULL DEFAULT false,
  -- 2 published (Amasty's status code); drafts (0) and scheduled posts (1) are never served.
  status integer NOT NULL DEFAULT 2,
  published_at timestamptz NOT NULL,
  views integer NOT NULL DEFAULT 0
);

CREATE TABLE amblog_post_store (
  post_id integer NOT NULL REFERENCES amblog_post(post_id),
  store_id integer NOT NULL,
  title text NOT NULL,
  url_key text NOT NULL,
  short_content text NOT NULL,
  full_content text NOT NULL,
  post_thumbnail_alt text,
  meta_title text,
  meta_description text,
  PRIMARY KEY (post_id, store_id)
);

CREATE TABLE amblog_post_category (
  post_id integer NOT NULL REFERENCES amblog_post(post_id),
  category_id integer NOT NULL REFERENCES amblog_category(category_id),
  PRIMARY KEY (post_id, category_id)
);
CREATE INDEX amblog_post_category_category_idx ON amblog_post_category (category_id);

CREATE TABLE amblog_post_tag (
  post_id integer NOT NULL REFERENCES amblog_post(post_id),
  tag_id integer NOT NULL REFERENCES amblog_tag(tag_id),
  PRIMARY KEY (post_id, tag_id)
);
CREATE INDEX amblog_post_tag_tag_idx ON amblog_post_tag (tag_id);

-- Product quiz: questions and answers with per-store texts, scoring rules and routine steps.
CREATE TABLE product_quiz (
  quiz_id integer PRIMARY KEY,
  identifier text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE product_quiz_store (
  quiz_id integer NOT NULL REFERENCES product_quiz(quiz_id),
  store_id integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  result_title text NOT NULL,
  result_text text NOT NULL,
  terms_text text NOT NULL,
  PRIMARY KEY (quiz_id, store_id)
);

CREATE TABLE product_quiz_question (
  question_id integer PRIMARY KEY,
  quiz_id integer NOT NULL REFERENCES product_quiz(quiz_id),
  code text NOT NULL,
  position integer NOT NULL,
  -- SINGLE: exactly one answer; MULTIPLE: 1..max_choices answers.
  type text NOT NULL CHECK (type IN ('SINGLE', 'MULTIPLE')),
  max_choices integer NOT NULL DEFAULT 1,
  is_required boolean NOT NULL DEFAULT true,
  UNIQUE (quiz_id, code)
);

CREATE TABLE product_quiz_question_store (
  question_id integer NOT NULL REFERENCES product_quiz_question(question_id),
  store_id integer NOT NULL,
  title text NOT NULL,
  hint text,
  PRIMARY KEY (question_id, store_id)
);

CREATE TABLE product_quiz_answer (
  answer_id integer PRIMARY KEY,
  question_id integer NOT NULL REFERENCES product_quiz_question(question_id),
  code text NOT NULL,
  position integer NOT NULL,
  -- Comma-separated routine steps this answer asks for (the routine-length question), in order.
  routine_steps text,
  UNIQUE (question_id, code)
);

CREATE TABLE product_quiz_answer_store (
  answer_id integer NOT NULL REFERENCES product_quiz_answer(answer_id),
  store_id integer NOT NULL,
  label text NOT NULL,
  description text,
  PRIMARY KEY (answer_id, store_id)
);

-- Products a quiz may recommend, each filling one routine step.
CREATE TABLE product_quiz_product (
  quiz_id integer NOT NULL REFERENCES product_quiz(quiz_id),
  sku text NOT NULL,
  step text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (quiz_id, sku)
);

-- Choosing an answer adds `weight` to the product's score.
CREATE TABLE product_quiz_rule (
  answer_id integer NOT NULL REFERENCES product_quiz_answer(answer_id),
  sku text NOT NULL,
  weight integer NOT NULL,
  PRIMARY KEY (answer_id, sku)
);

CREATE TABLE product_quiz_submission (
  submission_id serial PRIMARY KEY,
  quiz_id integer NOT NULL,
  store_id integer NOT NULL,
  email text NOT NULL,
  answers jsonb NOT NULL,
  recommended_skus text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)

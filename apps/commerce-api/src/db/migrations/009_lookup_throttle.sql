-- Lookups that could be used to guess a secret (gift card codes, guest orders) are throttled per
-- client address. Failed attempts are counted here, not in process memory, so every API process on
-- one PostgreSQL server sees the same count.
CREATE TABLE lookup_failure (
  bucket text NOT NULL,
  address text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lookup_failure_idx ON lookup_failure (bucket, address, failed_at);

-- The demo gift cards had guessable codes (GIFT-050-EUR …). Codes are now 20 random characters
-- (100 bits) from an alphabet without look-alikes; the README lists the demo cards.
CREATE TEMPORARY TABLE giftcard_code_change (old_code text PRIMARY KEY, new_code text NOT NULL) ON COMMIT DROP;
INSERT INTO giftcard_code_change (old_code, new_code) VALUES
  ('GIFT-050-EUR', '4S4M-3HBM-3QSA-5DF5-YPES'),
  ('GIFT-020-EUR', 'KDFD-XAUR-GW2E-G2X5-G8FG'),
  ('GIFT-500-EUR', 'F2M3-VTRE-SB4C-82X8-3MJ8'),
  ('GIFT-100-AUD', 'Q4P4-LBMT-U3BU-DCBZ-A7PZ'),
  ('GIFT-EMPTY', 'E2Q6-LZMV-RVHV-N5GK-WKEE'),
  ('GIFT-EXPIRED', 'KLKL-D6R3-XJJF-34NF-DUGF');
UPDATE quote_gift_card g SET code = c.new_code FROM giftcard_code_change c WHERE g.code = c.old_code;
UPDATE giftcard_account a SET code = c.new_code FROM giftcard_code_change c WHERE a.code = c.old_code;

-- The mail-list outbox: every stored email subscription waits here until the mail-list provider
-- (Mailchimp) has accepted it. A row is written in the same D1 batch as its subscription, so a
-- subscription can never be stored without its row. worker/mail/outbox.ts claims due rows with a
-- lease (lease_until, lease_token), so two runs never send the same row at once; the provider call
-- is an idempotent upsert, so a row sent again after a lost answer adds nobody twice.

CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  lang TEXT NOT NULL DEFAULT 'en',
  -- queued: waiting (or being sent, while lease_until is in the future); sent: the provider has it.
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Epoch milliseconds: not before this (backoff), and claimed until this.
  next_attempt_at INTEGER NOT NULL DEFAULT 0,
  lease_until INTEGER NOT NULL DEFAULT 0,
  lease_token TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);

-- Subscriptions stored before the outbox existed are queued too: nothing is left behind.
INSERT INTO mail_outbox (email, lang, created_at)
SELECT address, lang, created_at FROM subscriptions WHERE channel = 'email'
ON CONFLICT (email) DO NOTHING;

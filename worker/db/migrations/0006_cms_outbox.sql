-- The CMS outbox (proxied mode, BACKEND_URL set): every contact message and subscription is stored
-- here before the visitor is answered, then forwarded to the CMS's form call (spec doc 2 §7) with
-- the row's idempotency_key as the Idempotency-Key header, so a retry after a lost or late answer
-- is one post at the CMS, not two. worker/mail/cms-outbox.ts claims due rows with a lease
-- (lease_until, lease_token), as the mail-list outbox does; the cron trigger retries with backoff.

CREATE TABLE cms_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  -- The spec's form call this goes to.
  path TEXT NOT NULL CHECK (path IN ('/api/contact-form', '/api/subscribe-mailchimp', '/api/subscribe-whatsapp')),
  -- The validated fields, as a JSON object of strings: the multipart body sent to the CMS.
  fields TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'en',
  -- queued: waiting (or being sent while lease_until is in the future); sent: the CMS took it;
  -- rejected: the CMS refused its fields (4xx with field errors); kept for the operator.
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'rejected')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Epoch milliseconds: not before this (backoff), and claimed until this.
  next_attempt_at INTEGER NOT NULL DEFAULT 0,
  lease_until INTEGER NOT NULL DEFAULT 0,
  lease_token TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX cms_outbox_due ON cms_outbox (status, next_attempt_at);

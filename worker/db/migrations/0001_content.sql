-- Content of the embedded content service (spec section 3 of both documents).
-- Flat fields are columns; nested shapes (body blocks, image lists, page sections) are JSON text.
-- Keys and lists that are queried (kind, slug, dates, tags, show and series links) get columns and indexes.

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('news', 'entertainment')),
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  name_pa TEXT,
  UNIQUE (kind, slug)
);

CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('news', 'entertainment')),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  title_pa TEXT,
  intro TEXT NOT NULL,
  intro_pa TEXT,
  body TEXT NOT NULL,
  body_pa TEXT,
  author TEXT,
  author_pa TEXT,
  has_en INTEGER NOT NULL,
  has_pa INTEGER NOT NULL,
  image TEXT,
  images TEXT NOT NULL DEFAULT '[]',
  audios TEXT NOT NULL DEFAULT '[]',
  videos TEXT NOT NULL DEFAULT '[]',
  post_date TEXT NOT NULL,
  post_date_updated TEXT,
  UNIQUE (kind, slug)
);
CREATE INDEX posts_kind_date ON posts (kind, post_date DESC);

CREATE TABLE post_tags (
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, tag_id)
);
CREATE INDEX post_tags_tag ON post_tags (tag_id, post_id);

CREATE TABLE hosts (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  title_pa TEXT,
  photo TEXT NOT NULL,
  bio TEXT NOT NULL,
  bio_pa TEXT,
  languages TEXT NOT NULL DEFAULT '[]',
  social_links TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE shows (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  title_pa TEXT,
  tagline TEXT,
  description TEXT NOT NULL,
  description_pa TEXT,
  intro TEXT,
  image TEXT NOT NULL,
  days TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  type TEXT NOT NULL,
  languages TEXT NOT NULL DEFAULT '[]',
  email TEXT,
  youtube_link TEXT,
  soundcloud_link TEXT,
  post_date TEXT NOT NULL
);

CREATE TABLE show_hosts (
  show_id INTEGER NOT NULL REFERENCES shows (id) ON DELETE CASCADE,
  host_id INTEGER NOT NULL REFERENCES hosts (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (show_id, host_id)
);
CREATE INDEX show_hosts_host ON show_hosts (host_id);

CREATE TABLE episodes (
  id INTEGER PRIMARY KEY,
  show_id INTEGER NOT NULL REFERENCES shows (id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  title_pa TEXT,
  tagline TEXT,
  description TEXT NOT NULL,
  description_pa TEXT,
  image TEXT NOT NULL,
  duration INTEGER NOT NULL,
  languages TEXT NOT NULL DEFAULT '[]',
  youtube_link TEXT,
  soundcloud_link TEXT,
  sound_link TEXT,
  post_date TEXT NOT NULL,
  UNIQUE (show_id, slug)
);
CREATE INDEX episodes_show_date ON episodes (show_id, post_date DESC);
CREATE INDEX episodes_date ON episodes (post_date DESC);

CREATE TABLE episode_hosts (
  episode_id INTEGER NOT NULL REFERENCES episodes (id) ON DELETE CASCADE,
  host_id INTEGER NOT NULL REFERENCES hosts (id) ON DELETE CASCADE,
  PRIMARY KEY (episode_id, host_id)
);

CREATE TABLE original_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  title_pa TEXT,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE original_series (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  category_id INTEGER NOT NULL REFERENCES original_categories (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  title_pa TEXT,
  heading TEXT,
  description TEXT,
  background_image TEXT
);

CREATE TABLE original_items (
  id INTEGER PRIMARY KEY,
  series_id INTEGER NOT NULL REFERENCES original_series (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  title_pa TEXT,
  tagline TEXT,
  description TEXT NOT NULL,
  image TEXT NOT NULL,
  duration INTEGER NOT NULL,
  languages TEXT NOT NULL DEFAULT '[]',
  youtube_link TEXT,
  soundcloud_link TEXT,
  file TEXT,
  post_date TEXT NOT NULL
);
CREATE INDEX original_items_series_date ON original_items (series_id, post_date DESC);

CREATE TABLE featured (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_pa TEXT,
  intro TEXT NOT NULL,
  intro_pa TEXT,
  body TEXT NOT NULL,
  body_pa TEXT,
  image TEXT NOT NULL,
  post_date TEXT NOT NULL
);
CREATE INDEX featured_date ON featured (post_date DESC);

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_pa TEXT,
  intro TEXT NOT NULL,
  intro_pa TEXT,
  date_time TEXT NOT NULL,
  location TEXT NOT NULL,
  price REAL NOT NULL DEFAULT 0,
  link TEXT,
  image TEXT NOT NULL,
  featured INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX events_date ON events (date_time);

CREATE TABLE careers (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  title_pa TEXT,
  intro TEXT NOT NULL,
  intro_pa TEXT,
  post_date TEXT NOT NULL
);

-- Section-built and content pages, legal pages: nested documents read whole by path.
CREATE TABLE pages (
  path TEXT PRIMARY KEY,
  doc TEXT NOT NULL
);

CREATE TABLE legal_pages (
  path TEXT PRIMARY KEY,
  doc TEXT NOT NULL
);

-- Singletons: settings, home, pageNotFound, contactPage, eventsPage, featuredHeaders.
CREATE TABLE documents (
  key TEXT PRIMARY KEY,
  doc TEXT NOT NULL
);

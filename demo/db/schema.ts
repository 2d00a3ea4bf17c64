/** SQL schema of the reference store. Every statement is idempotent (IF NOT EXISTS). */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT ''
);

CREATE TABLE IF NOT EXISTS attribute_terms (
  taxonomy TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (taxonomy, slug)
);

CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('simple','variable','variation','woosb','composite')),
  parent_id INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  sku TEXT NOT NULL DEFAULT '',
  regular_price TEXT NOT NULL DEFAULT '',
  sale_price TEXT NOT NULL DEFAULT '',
  price TEXT NOT NULL DEFAULT '',
  stock_status TEXT NOT NULL DEFAULT 'instock' CHECK (stock_status IN ('instock','outofstock','onbackorder')),
  manage_stock INTEGER NOT NULL DEFAULT 0,
  stock_qty INTEGER,
  low_stock_threshold INTEGER,
  backorders TEXT NOT NULL DEFAULT 'no' CHECK (backorders IN ('no','notify','yes')),
  sold_individually INTEGER NOT NULL DEFAULT 0,
  weight TEXT NOT NULL DEFAULT '',
  length TEXT NOT NULL DEFAULT '',
  width TEXT NOT NULL DEFAULT '',
  height TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  short_description TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  colour TEXT NOT NULL DEFAULT '#888888',
  rating REAL NOT NULL DEFAULT 0,
  review_count INTEGER NOT NULL DEFAULT 0,
  popularity INTEGER NOT NULL DEFAULT 0,
  date_created TEXT NOT NULL,
  menu_order INTEGER NOT NULL DEFAULT 0,
  category_id INTEGER,
  visible INTEGER NOT NULL DEFAULT 1,
  active INTEGER NOT NULL DEFAULT 1,
  purchasable INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX IF NOT EXISTS products_slug ON products(slug) WHERE type != 'variation';
CREATE INDEX IF NOT EXISTS products_parent ON products(parent_id, menu_order, id);
CREATE INDEX IF NOT EXISTS products_type ON products(type);
CREATE INDEX IF NOT EXISTS products_category ON products(category_id);

CREATE TABLE IF NOT EXISTS product_attributes (
  product_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  label TEXT NOT NULL,
  is_taxonomy INTEGER NOT NULL DEFAULT 0,
  options TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_variation INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (product_id, name)
);

CREATE TABLE IF NOT EXISTS variation_attributes (
  variation_id INTEGER NOT NULL,
  attribute_name TEXT NOT NULL,
  value TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (variation_id, attribute_name)
);

CREATE TABLE IF NOT EXISTS product_meta (
  product_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (product_id, key)
);

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  login TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS user_meta (
  user_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
);

CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS cart_items (
  session_id TEXT NOT NULL,
  cart_item_key TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  variation_id INTEGER NOT NULL DEFAULT 0,
  quantity REAL NOT NULL,
  variation TEXT NOT NULL DEFAULT '{}',
  added_at TEXT NOT NULL,
  PRIMARY KEY (session_id, cart_item_key)
);

CREATE TABLE IF NOT EXISTS membership_plans (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE
);

CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  bio TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT ''
);

CREATE TABLE IF NOT EXISTS memberships (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  plan_id INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active','complimentary','paused','expired','cancelled','pending','free_trial')),
  start_date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS memberships_plan ON memberships(plan_id, status);

CREATE TABLE IF NOT EXISTS profile_fields (
  slug TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS profile_field_values (
  member_id INTEGER NOT NULL,
  slug TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (member_id, slug)
);

CREATE TABLE IF NOT EXISTS forums (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT ''
);

CREATE TABLE IF NOT EXISTS topics (
  id INTEGER PRIMARY KEY,
  forum_id INTEGER NOT NULL,
  author_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS replies (
  id INTEGER PRIMARY KEY,
  topic_id INTEGER NOT NULL,
  reply_to INTEGER NOT NULL DEFAULT 0,
  author_id INTEGER NOT NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS favorites (
  user_id INTEGER NOT NULL,
  object_id INTEGER NOT NULL,
  object_type TEXT NOT NULL,
  PRIMARY KEY (user_id, object_id, object_type)
);

CREATE TABLE IF NOT EXISTS subscriptions (
  user_id INTEGER NOT NULL,
  object_id INTEGER NOT NULL,
  object_type TEXT NOT NULL,
  PRIMARY KEY (user_id, object_id, object_type)
);

CREATE TABLE IF NOT EXISTS wishlists (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL,
  user_id INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS wishlist_items (
  wishlist_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  variation_id INTEGER NOT NULL DEFAULT 0,
  quantity INTEGER NOT NULL DEFAULT 1,
  added_at TEXT NOT NULL,
  PRIMARY KEY (wishlist_id, product_id, variation_id)
);

CREATE TABLE IF NOT EXISTS captured_emails (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  subscribed INTEGER NOT NULL DEFAULT 0,
  language TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL,
  user_id INTEGER NOT NULL DEFAULT 0,
  email TEXT NOT NULL,
  total TEXT NOT NULL,
  items TEXT NOT NULL,
  attribution TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS options (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- A product's gallery images after its main image (position 1, 2…), served as /demo-assets/img/{id}-{n}.svg.
CREATE TABLE IF NOT EXISTS product_images (
  product_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  colour TEXT NOT NULL,
  PRIMARY KEY (product_id, position)
);
`;

-- Punjabi fields the demo content fills and the contract carries: each Connect Originals series'
-- heading and description and each item's description, and each show's tagline, so these read in
-- Punjabi on Punjabi pages (the English field stays the fallback when one is empty).
ALTER TABLE original_series ADD COLUMN heading_pa TEXT;
ALTER TABLE original_series ADD COLUMN description_pa TEXT;
ALTER TABLE original_items ADD COLUMN description_pa TEXT;
-- The Punjabi tagline of a show.
ALTER TABLE shows ADD COLUMN tagline_pa TEXT;

-- The Punjabi name of an event's place, so Punjabi pages and Punjabi calendar files name the venue
-- in Punjabi (issue 24); empty where an event has none, and the English `location` is shown then.
ALTER TABLE events ADD COLUMN location_pa TEXT;

-- Where an owner's media item was taken from (POST /v1/media's optional `sourceUrl` part): a
-- B-roll with `brand: site` draws the item whose source is the logo address the site analysis
-- found, instead of fetching it during the render.
ALTER TABLE media_items ADD COLUMN source_url text CHECK (source_url IS NULL OR length(source_url) <= 2048);
CREATE INDEX media_items_owner_source ON media_items (owner_id, source_url) WHERE source_url IS NOT NULL;

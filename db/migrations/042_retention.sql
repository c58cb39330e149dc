-- Retention (src/jobs/retention.ts): old events, webhook deliveries and settled YouTube
-- suggestions are pruned in small batches. `event_retention` keeps, per owner, the highest event
-- seq pruned so far: a stream or a list resuming after a seq below it is told that events were
-- pruned instead of silently missing them.
CREATE TABLE event_retention (
  owner_id            uuid PRIMARY KEY REFERENCES owners(id) ON DELETE CASCADE,
  pruned_through_seq  bigint NOT NULL
);
CREATE INDEX webhook_deliveries_settled_idx ON webhook_deliveries (created_at) WHERE status <> 'pending';
CREATE INDEX youtube_suggestions_settled_at_idx ON youtube_suggestions (updated_at) WHERE status <> 'new';

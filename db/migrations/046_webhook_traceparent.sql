-- The trace a webhook delivery continues (a W3C traceparent), when tracing is on. Deliveries are
-- fanned out by the jobs trigger (020_events.sql), which knows nothing of traces: the job runner
-- sets `cw.traceparent` for its final transaction only (set_config(..., true)), and the rows the
-- trigger inserts take it as their default. NULL when tracing is off (the setting is never set,
-- or is '' after a transaction that set it ended). Existing rows stay NULL (no table rewrite).
ALTER TABLE webhook_deliveries ADD COLUMN traceparent text;
ALTER TABLE webhook_deliveries ALTER COLUMN traceparent SET DEFAULT NULLIF(current_setting('cw.traceparent', true), '');

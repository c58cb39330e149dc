-- A YouTube suggestion run is a job like the others: its end (completed, failed, canceled) is an
-- event (the jobs trigger of 020_events.sql looks its types up here).
INSERT INTO event_types (kind, transition, type) VALUES
  ('youtube_suggestions', 'completed', 'youtube_suggestion_run.completed'),
  ('youtube_suggestions', 'failed', 'youtube_suggestion_run.failed'),
  ('youtube_suggestions', 'canceled', 'youtube_suggestion_run.canceled');

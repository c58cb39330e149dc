-- Event sequence numbers of each owner's own (1, 2, 3, ...): the `id:` of the live stream, the
-- `Last-Event-ID` a client resumes with and the events' `sequence`. One global sequence let the
-- gap between two of an owner's events count every other owner's events in between.
--
-- An owner's next number is taken from its row in event_counters by the insert itself (a
-- BEFORE INSERT trigger): the row stays locked until the inserting transaction ends, so an
-- owner's events are numbered in commit order without gaps, whatever writes them.
CREATE TABLE event_counters (
  owner_id  uuid PRIMARY KEY REFERENCES owners(id) ON DELETE CASCADE,
  last_seq  bigint NOT NULL
);

-- Existing events are renumbered per owner, above the highest number the owner was ever shown
-- (its events' and its pruned events' old global numbers): an old resume id is at or below
-- `legacy_through`, so the stream recognises it and answers `events.pruned` (resume from the
-- list) rather than replaying from a number that now means another event. The numbers an owner
-- sees from then on reveal nothing it had not seen.
CREATE TABLE event_renumbering (
  owner_id            uuid PRIMARY KEY REFERENCES owners(id) ON DELETE CASCADE,
  legacy_through      bigint NOT NULL,
  renumbered_through  bigint NOT NULL
);

LOCK TABLE events IN EXCLUSIVE MODE;

INSERT INTO event_renumbering (owner_id, legacy_through, renumbered_through)
  SELECT x.owner_id, max(x.seq), max(x.seq) + (SELECT count(*) FROM events e WHERE e.owner_id = x.owner_id)
  FROM (SELECT owner_id, seq FROM events UNION ALL SELECT owner_id, pruned_through_seq FROM event_retention) x
  GROUP BY x.owner_id;

ALTER TABLE events DROP CONSTRAINT events_seq_key;
ALTER TABLE events ALTER COLUMN seq DROP DEFAULT;
DROP SEQUENCE events_seq_seq;

UPDATE events e SET seq = r.legacy_through + n.rn
  FROM (SELECT id, owner_id, row_number() OVER (PARTITION BY owner_id ORDER BY seq) AS rn FROM events) n
  JOIN event_renumbering r ON r.owner_id = n.owner_id
  WHERE e.id = n.id;

-- nothing at or below legacy_through exists in the new numbering
UPDATE event_retention t SET pruned_through_seq = r.legacy_through FROM event_renumbering r WHERE r.owner_id = t.owner_id;

INSERT INTO event_counters (owner_id, last_seq) SELECT owner_id, renumbered_through FROM event_renumbering;

DROP INDEX events_owner_seq_idx;
ALTER TABLE events ADD CONSTRAINT events_owner_seq_key UNIQUE (owner_id, seq);
-- retention prunes the oldest first (it walked the global seq's index before)
CREATE INDEX events_created_idx ON events (created_at);

CREATE FUNCTION events_assign_seq() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_counters AS c (owner_id, last_seq) VALUES (NEW.owner_id, 1)
    ON CONFLICT (owner_id) DO UPDATE SET last_seq = c.last_seq + 1
    RETURNING c.last_seq INTO NEW.seq;
  RETURN NEW;
END $$;

CREATE TRIGGER events_assign_seq BEFORE INSERT ON events
  FOR EACH ROW EXECUTE FUNCTION events_assign_seq();

-- New versions of one component (a PATCH that regenerates its source or changes its default
-- props: each is a preview to render) are rate limited per component: the start of the current
-- one-minute window and how many versions it has seen.
ALTER TABLE components ADD COLUMN versions_window_start timestamptz;
ALTER TABLE components ADD COLUMN versions_in_window integer NOT NULL DEFAULT 0;

-- Databases of games imported into the opening explorer by the operator
-- (`redqueen explorer import`, docs/openings.md), each a source of its
-- own beside the site's games (source 1). A file is known by its name and
-- size; `games_done` moves with each batch's counts in one transaction,
-- so an import stopped at any moment resumes after the last batch it
-- wrote, counting nothing twice.
CREATE TABLE explorer_imports (
    id           INTEGER PRIMARY KEY,
    name         TEXT    NOT NULL,
    size         BIGINT  NOT NULL,
    games_done   BIGINT  NOT NULL,
    games_added  BIGINT  NOT NULL,
    finished     BOOLEAN NOT NULL,
    started_at   BIGINT  NOT NULL,
    updated_at   BIGINT  NOT NULL,
    UNIQUE (name, size)
);

-- Cart lines change all day (every add updates its line): room left on each page lets
-- PostgreSQL update a line in place (a HOT update, no new index entries) and reclaim the old
-- version on its own, which matters most on embedded PGlite, which has no autovacuum.
ALTER TABLE "cart_lines" SET (fillfactor = 70);

-- Up to `size` search documents matching `query`, the first ones the GIN index finds: the sample
-- that search suggestions rank, so that a word half the catalogue holds costs no more than a rare
-- one. Sequential scans are off inside: with a LIMIT the planner may otherwise read the table in
-- order until enough rows match, which reads all of it when the matches are few or clustered.
CREATE OR REPLACE FUNCTION dukan_search_sample(query tsquery, size integer)
RETURNS TABLE (product_id integer, document tsvector)
LANGUAGE sql STABLE PARALLEL SAFE
SET enable_seqscan = off
AS $$
  SELECT s.product_id, s.document FROM product_search s WHERE s.document @@ query LIMIT size
$$;

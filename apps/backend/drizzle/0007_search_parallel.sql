-- No parallel workers for searches. Search documents have no statistics (migration 0005), so
-- PostgreSQL expects any search to match 2 % of the catalogue and, costing the per-row rank
-- lookups, started parallel workers even for an item code that matches one product: 10 ms
-- instead of 0.4 ms. Measured on 100,000 products: item code 0.4 ms, a word in 4,600 products
-- 12 ms (count) and 23 ms (page by rank), one in half the catalogue ~180 ms either way.
ALTER TABLE "product_search" SET (parallel_workers = 0);

-- The dashboard's search is a substring match on each lead table's search document, through its trigram index, or by
-- walking the newest-first index when the search is common enough to fill a page soon. The planner judges how common
-- a search is from a sample of the documents; with the default sample one sampled document that happens to match a
-- rare search makes it guess 1% of the rows, and with 100,000 leads it then walks the whole table for a name that
-- matches a handful (seen on PGlite: ~250 ms instead of ~10 ms). A sample ten times larger makes that guess 0.1%.
ALTER INDEX "inquiries_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "applications_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "uploads_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;

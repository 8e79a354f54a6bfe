-- The form rate-limit counters are written on every public-form submission. As an unlogged table they are not
-- written to the write-ahead log, so a transaction that only counts a hit commits without waiting for a flush to
-- disk: under load that is one fsync fewer per batch of submissions. A clean restart keeps the counters; a crash
-- or power cut empties them, which only resets the visitors' current windows.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;

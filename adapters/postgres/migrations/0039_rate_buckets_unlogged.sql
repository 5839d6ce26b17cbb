-- The rate limits' buckets are counts of the last minute: written at every limited call, worth
-- nothing after a crash (PostgreSQL empties an unlogged table then) and never read on a replica.
-- Unlogged, their writes skip the write-ahead log, and a call's take does not wait for a flush.
ALTER TABLE "rate_buckets" SET UNLOGGED;

-- A message queued is due to a sender's claim made in the same millisecond: the sender's clock reads
-- milliseconds, and now()'s microseconds put the message just after it until the next poll.
ALTER TABLE "mail_outbox" ALTER COLUMN "next_attempt_at" SET DEFAULT date_trunc('milliseconds', now());
-- A placement is one statement (adapters/postgres/placement-statement.ts). Its first step takes the
-- customer's lock and counts the units their unpaid orders hold: a VOLATILE function, whose query
-- gets a snapshot of its own taken after the lock, so it counts a placement of the same customer
-- that committed while this one waited (the statement's own snapshot was taken before).
CREATE FUNCTION shop_lock_held_units(owner_id text) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(owner_id));
  RETURN (SELECT coalesce(sum(quantity), 0) FROM orders WHERE customer_id = owner_id AND hold_expires_at IS NOT NULL);
END
$$;
--> statement-breakpoint
-- Undoes the statement that calls it, with `reason` as the error's message: a placement whose
-- products or cart lines were not all there.
CREATE FUNCTION shop_refuse(reason text) RETURNS int
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING MESSAGE = reason, ERRCODE = 'P0001';
END
$$;

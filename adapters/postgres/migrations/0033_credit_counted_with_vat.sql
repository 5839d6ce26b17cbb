-- A company's credit counts what its orders on account cost with their VAT, in cents: each
-- order's gross as placed, or its whole-dollar total for an order from before VAT was kept.
CREATE OR REPLACE FUNCTION shop_lock_owed(account uuid) RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM trade_accounts WHERE id = account FOR UPDATE;
  RETURN (SELECT coalesce(sum(coalesce((tax->>'gross')::bigint, total_price * 100)), 0) FROM orders
    WHERE trade_account_id = account AND payment_due_at IS NOT NULL AND settled_at IS NULL AND cancelled_at IS NULL);
END
$$;

-- hand-written
-- Issue 29 (decision 139): a customer's cart lines, always looked up by the cart's
-- (user_id, product_size_id) index. A plan made while cart_items was empty or tiny (a fresh shop,
-- statistics taken before a bulk load) scanned the whole table on every cart read once it had
-- grown, until the statistics were taken again (an hour on PGlite). Here the planner may not choose
-- a sequential scan, whatever the statistics say; the cart read and the cart add read the lines
-- through this function.
CREATE OR REPLACE FUNCTION cart_lines_of(customer integer) RETURNS SETOF cart_items
  LANGUAGE plpgsql STABLE ROWS 8 SET enable_seqscan = off AS $$
BEGIN
  RETURN QUERY SELECT * FROM cart_items WHERE user_id = customer;
END;
$$;

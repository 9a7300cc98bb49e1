-- hand-written
-- Issue 27 item 11 (decision 071): every stored phone in the one form `canonicalPhone`
-- (packages/contracts/src/constants.ts) writes: + and digits, UAE numbers as +971 without the
-- trunk 0. The same rules in SQL, for the rows written before; a helper function, dropped after.
CREATE FUNCTION petshop_canonical_phone(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p ~ '^009710[0-9]{8,9}$' THEN '+971' || substr(p, 7)
    WHEN p ~ '^00[1-9][0-9]+$' THEN '+' || substr(p, 3)
    WHEN p ~ '^\+9710[0-9]{8,9}$' THEN '+971' || substr(p, 6)
    WHEN p ~ '^\+[0-9]+$' THEN p
    WHEN p ~ '^0[1-9][0-9]{7,8}$' THEN '+971' || substr(p, 2)
    WHEN p ~ '^971[1-9][0-9]{7,8}$' THEN '+' || p
    WHEN p ~ '^5[0-9]{8}$' THEN '+971' || p
    WHEN p ~ '^[0-9]+$' THEN p
    ELSE phone
  END
  FROM (SELECT regexp_replace(phone, '[[:space:]().-]', '', 'g') AS p) AS typed
$$;
--> statement-breakpoint
UPDATE orders SET customer_phone = petshop_canonical_phone(customer_phone)
WHERE customer_phone IS NOT NULL AND customer_phone <> petshop_canonical_phone(customer_phone);
--> statement-breakpoint
UPDATE bookings SET phone = petshop_canonical_phone(phone)
WHERE phone <> petshop_canonical_phone(phone);
--> statement-breakpoint
UPDATE customer_addresses SET phone = petshop_canonical_phone(phone)
WHERE phone <> petshop_canonical_phone(phone);
--> statement-breakpoint
-- Phones are unique per account: an account whose number another account already holds in the
-- canonical form (or that shares it with an older account) keeps its old spelling.
UPDATE users SET phone = petshop_canonical_phone(users.phone)
WHERE users.phone <> petshop_canonical_phone(users.phone)
  AND NOT EXISTS (
    SELECT 1 FROM users AS other
    WHERE other.id <> users.id
      AND (other.phone = petshop_canonical_phone(users.phone)
        OR (other.id < users.id
          AND petshop_canonical_phone(other.phone) = petshop_canonical_phone(users.phone)))
  );
--> statement-breakpoint
DROP FUNCTION petshop_canonical_phone(text);

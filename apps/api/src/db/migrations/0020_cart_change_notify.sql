-- hand-written
-- Issue 29 (decision 109): on the embedded database the server answers a customer's cart from
-- memory, and every change that may alter an answer announces itself on cart_changed, whoever
-- makes it: a cart line written (the customer's id), a session ended or an account deactivated
-- or deleted (the account's id), a table emptied ('*'). PGlite delivers the notification with the
-- answer to the writing statement (or its transaction's commit), before the writer answers
-- anyone. The server turns it on for its session (SET petshop.cart_notify = 'on'); on
-- PostgreSQL nothing sets it, and no cart write pays for a NOTIFY (each serialises commits).
CREATE OR REPLACE FUNCTION notify_cart_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('cart_changed', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('cart_changed', OLD.id::text);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('cart_changed', NEW.user_id::text);
  ELSE
    PERFORM pg_notify('cart_changed', OLD.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cart_items_cart_changed" AFTER INSERT OR UPDATE OR DELETE ON "cart_items" FOR EACH ROW WHEN (current_setting('petshop.cart_notify', true) = 'on') EXECUTE FUNCTION notify_cart_changed();--> statement-breakpoint
CREATE TRIGGER "auth_tokens_cart_changed" AFTER UPDATE OF "user_id", "token_hash", "expires_at" OR DELETE ON "auth_tokens" FOR EACH ROW WHEN (current_setting('petshop.cart_notify', true) = 'on') EXECUTE FUNCTION notify_cart_changed();--> statement-breakpoint
CREATE TRIGGER "users_cart_changed" AFTER UPDATE OF "deactivated_at" OR DELETE ON "users" FOR EACH ROW WHEN (current_setting('petshop.cart_notify', true) = 'on') EXECUTE FUNCTION notify_cart_changed();--> statement-breakpoint
CREATE TRIGGER "cart_items_emptied" AFTER TRUNCATE ON "cart_items" FOR EACH STATEMENT WHEN (current_setting('petshop.cart_notify', true) = 'on') EXECUTE FUNCTION notify_cart_changed();--> statement-breakpoint
CREATE TRIGGER "auth_tokens_emptied" AFTER TRUNCATE ON "auth_tokens" FOR EACH STATEMENT WHEN (current_setting('petshop.cart_notify', true) = 'on') EXECUTE FUNCTION notify_cart_changed();--> statement-breakpoint
CREATE TRIGGER "users_emptied" AFTER TRUNCATE ON "users" FOR EACH STATEMENT WHEN (current_setting('petshop.cart_notify', true) = 'on') EXECUTE FUNCTION notify_cart_changed();

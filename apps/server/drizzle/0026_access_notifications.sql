-- Tells every server process, on the `access_changed` channel, whose access a committed change may
-- have moved, so that the guard's in-process cache (src/auth/access-cache.ts) drops it: `user:<id>`
-- (the user's sign-in identity, name, email or active flag), `member:<tenant>:<user>` (a membership
-- or its roles), `tenant:<id>` (a role's permissions, the tenant's features, the tenant itself).
-- PostgreSQL sends one notification per distinct payload per transaction, after it commits. The
-- scopes of roles (countries, categories) are not cached, so they notify nothing.
CREATE FUNCTION access_changed_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_changed', 'user:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION access_changed_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('access_changed', 'member:' || OLD.customer_id || ':' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('access_changed', 'member:' || NEW.customer_id || ':' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A membership deleted with its roles has gone by the time its roles' rows are: its own trigger
-- has sent the notification, so finding no membership here is not a loss.
CREATE FUNCTION access_changed_member_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('access_changed', 'member:' || m.customer_id || ':' || m.user_id)
      FROM customer_users AS m WHERE m.id = OLD.customer_user_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('access_changed', 'member:' || m.customer_id || ':' || m.user_id)
      FROM customer_users AS m WHERE m.id = NEW.customer_user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION access_changed_tenant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('access_changed', 'tenant:' || OLD.customer_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('access_changed', 'tenant:' || NEW.customer_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION access_changed_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_changed', 'tenant:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- last_seen moves every few minutes per signed-in user and decides nothing
CREATE TRIGGER users_access_update AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.identity_id, OLD.active, OLD.email, OLD.name) IS DISTINCT FROM (NEW.identity_id, NEW.active, NEW.email, NEW.name))
  EXECUTE FUNCTION access_changed_user();
--> statement-breakpoint
CREATE TRIGGER users_access_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION access_changed_user();
--> statement-breakpoint
CREATE TRIGGER customer_users_access AFTER INSERT OR UPDATE OR DELETE ON customer_users FOR EACH ROW
  EXECUTE FUNCTION access_changed_member();
--> statement-breakpoint
CREATE TRIGGER customer_user_roles_access AFTER INSERT OR UPDATE OR DELETE ON customer_user_roles FOR EACH ROW
  EXECUTE FUNCTION access_changed_member_role();
--> statement-breakpoint
CREATE TRIGGER roles_access_update AFTER UPDATE ON roles FOR EACH ROW
  WHEN ((OLD.customer_id, OLD.permissions) IS DISTINCT FROM (NEW.customer_id, NEW.permissions))
  EXECUTE FUNCTION access_changed_tenant();
--> statement-breakpoint
CREATE TRIGGER roles_access_delete AFTER DELETE ON roles FOR EACH ROW EXECUTE FUNCTION access_changed_tenant();
--> statement-breakpoint
CREATE TRIGGER features_access AFTER INSERT OR UPDATE OR DELETE ON features FOR EACH ROW
  EXECUTE FUNCTION access_changed_tenant();
--> statement-breakpoint
CREATE TRIGGER customers_access_delete AFTER DELETE ON customers FOR EACH ROW
  EXECUTE FUNCTION access_changed_customer();

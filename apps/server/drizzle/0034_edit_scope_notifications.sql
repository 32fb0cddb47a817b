-- The guard keeps what the edit rights of a member need with the membership (src/auth/guard.ts):
-- the scopes of its roles (their countries and categories) and the tenant's countries. Their
-- changes now notify `access_changed` as the permissions do (migration 0026): `tenant:<id>`.
-- A role deleted with its scopes has gone by the time they are: its own trigger has notified.
CREATE FUNCTION access_changed_role_scope() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('access_changed', 'tenant:' || r.customer_id) FROM roles AS r WHERE r.id = OLD.role_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('access_changed', 'tenant:' || r.customer_id) FROM roles AS r WHERE r.id = NEW.role_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Country names and codes belong to no tenant: a change drops every cached membership.
CREATE FUNCTION access_changed_everywhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_changed', 'everything');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER role_countries_access AFTER INSERT OR UPDATE OR DELETE ON role_countries FOR EACH ROW
  EXECUTE FUNCTION access_changed_role_scope();
--> statement-breakpoint
CREATE TRIGGER role_categories_access AFTER INSERT OR UPDATE OR DELETE ON role_categories FOR EACH ROW
  EXECUTE FUNCTION access_changed_role_scope();
--> statement-breakpoint
CREATE TRIGGER customer_countries_access AFTER INSERT OR UPDATE OR DELETE ON customer_countries FOR EACH ROW
  EXECUTE FUNCTION access_changed_tenant();
--> statement-breakpoint
CREATE TRIGGER countries_access AFTER UPDATE OR DELETE ON countries FOR EACH STATEMENT
  EXECUTE FUNCTION access_changed_everywhere();
--> statement-breakpoint
DROP TRIGGER roles_access_update ON roles;
--> statement-breakpoint
CREATE TRIGGER roles_access_update AFTER UPDATE ON roles FOR EACH ROW
  WHEN ((OLD.customer_id, OLD.permissions, OLD.country_related, OLD.category_related)
    IS DISTINCT FROM (NEW.customer_id, NEW.permissions, NEW.country_related, NEW.category_related))
  EXECUTE FUNCTION access_changed_tenant();

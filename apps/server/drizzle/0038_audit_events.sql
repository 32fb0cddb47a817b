CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"actor_email" text,
	"target" text,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_customer_at" ON "audit_events" USING btree ("customer_id","at" DESC NULLS LAST);--> statement-breakpoint
-- The audit trail is append-only: an event is inserted once and never changed. DELETE stays allowed,
-- for the retention job and for a tenant's deletion (ON DELETE CASCADE).
CREATE FUNCTION audit_events_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: an event cannot be changed' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_update();

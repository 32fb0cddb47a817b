CREATE TABLE "intent_model_leases" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intent_model_leases" ADD CONSTRAINT "intent_model_leases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "teams_installs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"team_id" text NOT NULL,
	"name" text,
	"channel_tenant_id" text,
	"service_url" text NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams_installs" ADD CONSTRAINT "teams_installs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_installs_customer_id_team_id_index" ON "teams_installs" USING btree ("customer_id","team_id");
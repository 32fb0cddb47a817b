CREATE TABLE "custom_bots" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"short_name" text NOT NULL,
	"full_name" text NOT NULL,
	"short_description" text NOT NULL,
	"full_description" text NOT NULL,
	"accent_color" text NOT NULL,
	"color_icon" text,
	"outline_icon" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "custom_bots_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "email_inboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_bots" ADD CONSTRAINT "custom_bots_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_inboxes" ADD CONSTRAINT "email_inboxes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_inboxes_customer_idx" ON "email_inboxes" USING btree ("customer_id");
CREATE TABLE "push_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"push_item_id" integer NOT NULL,
	"bot_user_id" integer,
	"push_recipient_id" integer,
	"email" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"frequency" smallint DEFAULT 0 NOT NULL,
	"greeting_text" text,
	"close_date" timestamp with time zone,
	"csv_file_name" text,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"status_date" timestamp with time zone DEFAULT now() NOT NULL,
	"successful_recipients" integer DEFAULT 0 NOT NULL,
	"failed_groups" integer DEFAULT 0 NOT NULL,
	"failed_individuals" integer DEFAULT 0 NOT NULL,
	"bot_blocked_count" integer DEFAULT 0 NOT NULL,
	"bot_not_installed_count" integer DEFAULT 0 NOT NULL,
	"other_problems_count" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"last_customer_user_id" integer,
	"last_user_updated" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_recipient_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"push_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"channel_id" text,
	"channel_tenant_id" text,
	"channel_tenant_name" text,
	"recipient_id" text
);
--> statement-breakpoint
CREATE TABLE "survey_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"push_item_id" integer NOT NULL,
	"text" text NOT NULL,
	"survey_query_option_id" integer,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_response_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"survey_query_id" integer NOT NULL,
	"text" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"survey_query_id" integer NOT NULL,
	"response_option_id" integer NOT NULL,
	"bot_user_id" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_push_item_id_push_items_id_fk" FOREIGN KEY ("push_item_id") REFERENCES "public"."push_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_bot_user_id_bot_users_id_fk" FOREIGN KEY ("bot_user_id") REFERENCES "public"."bot_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_push_recipient_id_push_recipients_id_fk" FOREIGN KEY ("push_recipient_id") REFERENCES "public"."push_recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_items" ADD CONSTRAINT "push_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_items" ADD CONSTRAINT "push_items_last_customer_user_id_customer_users_id_fk" FOREIGN KEY ("last_customer_user_id") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_recipient_emails" ADD CONSTRAINT "push_recipient_emails_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_recipient_emails" ADD CONSTRAINT "push_recipient_emails_recipient_id_push_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."push_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_recipients" ADD CONSTRAINT "push_recipients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_recipients" ADD CONSTRAINT "push_recipients_push_item_id_push_items_id_fk" FOREIGN KEY ("push_item_id") REFERENCES "public"."push_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_queries" ADD CONSTRAINT "survey_queries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_queries" ADD CONSTRAINT "survey_queries_push_item_id_push_items_id_fk" FOREIGN KEY ("push_item_id") REFERENCES "public"."push_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_options" ADD CONSTRAINT "survey_response_options_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_options" ADD CONSTRAINT "survey_response_options_survey_query_id_survey_queries_id_fk" FOREIGN KEY ("survey_query_id") REFERENCES "public"."survey_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_query_id_survey_queries_id_fk" FOREIGN KEY ("survey_query_id") REFERENCES "public"."survey_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_response_option_id_survey_response_options_id_fk" FOREIGN KEY ("response_option_id") REFERENCES "public"."survey_response_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_bot_user_id_bot_users_id_fk" FOREIGN KEY ("bot_user_id") REFERENCES "public"."bot_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_deliveries_bot_user_unique" ON "push_deliveries" USING btree ("push_item_id","bot_user_id");--> statement-breakpoint
CREATE INDEX "push_deliveries_push_item_id_state_index" ON "push_deliveries" USING btree ("push_item_id","state");--> statement-breakpoint
CREATE INDEX "push_items_customer_id_type_date_index" ON "push_items" USING btree ("customer_id","type","date");--> statement-breakpoint
CREATE INDEX "push_items_status_id_date_index" ON "push_items" USING btree ("status_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "push_recipient_emails_unique" ON "push_recipient_emails" USING btree ("recipient_id",lower("email"));--> statement-breakpoint
CREATE INDEX "push_recipients_push_item_id_index" ON "push_recipients" USING btree ("push_item_id");--> statement-breakpoint
CREATE INDEX "survey_queries_push_item_id_index" ON "survey_queries" USING btree ("push_item_id");--> statement-breakpoint
CREATE INDEX "survey_response_options_survey_query_id_index" ON "survey_response_options" USING btree ("survey_query_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_once" ON "survey_responses" USING btree ("survey_query_id","bot_user_id");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_query_id_response_option_id_index" ON "survey_responses" USING btree ("survey_query_id","response_option_id");
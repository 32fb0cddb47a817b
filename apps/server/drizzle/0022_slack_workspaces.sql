CREATE TABLE "allowed_recipient_lists" (
	"customer_id" integer NOT NULL,
	"channel_key" text NOT NULL,
	"only_allowed_recipients" boolean DEFAULT false NOT NULL,
	"allowed_recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slack_install_states" (
	"state" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slack_workspaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"team_id" text NOT NULL,
	"team_name" text NOT NULL,
	"bot_user_id" text,
	"bot_token_sealed" text NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"installed_by" integer
);
--> statement-breakpoint
ALTER TABLE "allowed_recipient_lists" ADD CONSTRAINT "allowed_recipient_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_install_states" ADD CONSTRAINT "slack_install_states_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_install_states" ADD CONSTRAINT "slack_install_states_customer_user_id_customer_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."customer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_workspaces" ADD CONSTRAINT "slack_workspaces_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_workspaces" ADD CONSTRAINT "slack_workspaces_installed_by_customer_users_id_fk" FOREIGN KEY ("installed_by") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allowed_recipient_lists_channel_unique" ON "allowed_recipient_lists" USING btree ("customer_id","channel_key");--> statement-breakpoint
CREATE UNIQUE INDEX "slack_workspaces_team_unique" ON "slack_workspaces" USING btree ("customer_id","team_id");--> statement-breakpoint
CREATE INDEX "slack_workspaces_team_id_index" ON "slack_workspaces" USING btree ("team_id");
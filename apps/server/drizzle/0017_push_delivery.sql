CREATE TABLE "bot_conversation_refs" (
	"bot_user_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"reference" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "bot_conversation_refs" ADD CONSTRAINT "bot_conversation_refs_bot_user_id_bot_users_id_fk" FOREIGN KEY ("bot_user_id") REFERENCES "public"."bot_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_conversation_refs" ADD CONSTRAINT "bot_conversation_refs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_conversation_refs_customer_id_index" ON "bot_conversation_refs" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_deliveries_email_unique" ON "push_deliveries" USING btree ("push_item_id",lower("email")) WHERE "push_deliveries"."email" is not null;
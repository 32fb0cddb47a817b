CREATE TABLE "directline_activities" (
	"conversation_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"activity" jsonb NOT NULL,
	CONSTRAINT "directline_activities_conversation_id_sequence_pk" PRIMARY KEY("conversation_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "directline_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"bot_user_id" text NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intent_models" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"model" jsonb NOT NULL,
	"trained_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directline_activities" ADD CONSTRAINT "directline_activities_conversation_id_directline_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."directline_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directline_conversations" ADD CONSTRAINT "directline_conversations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_models" ADD CONSTRAINT "intent_models_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directline_conversations_touched_at_index" ON "directline_conversations" USING btree ("touched_at");
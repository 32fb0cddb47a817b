CREATE TABLE "directline_pending" (
	"conversation_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"claims" jsonb NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	CONSTRAINT "directline_pending_conversation_id_sequence_pk" PRIMARY KEY("conversation_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "directline_activities" ADD COLUMN "client_activity_id" text;--> statement-breakpoint
ALTER TABLE "directline_pending" ADD CONSTRAINT "directline_pending_conversation_id_directline_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."directline_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directline_pending_claimed_until_index" ON "directline_pending" USING btree ("claimed_until");--> statement-breakpoint
CREATE UNIQUE INDEX "directline_activities_client_unique" ON "directline_activities" USING btree ("conversation_id","client_activity_id") WHERE "directline_activities"."client_activity_id" is not null;
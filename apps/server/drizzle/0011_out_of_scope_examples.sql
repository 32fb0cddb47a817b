CREATE TABLE "out_of_scope_examples" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"text" text NOT NULL,
	"utterance_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_utterances" ADD COLUMN "utterance_id" integer;--> statement-breakpoint
ALTER TABLE "utterances" ADD COLUMN "review_question_id" integer;--> statement-breakpoint
ALTER TABLE "utterances" ADD COLUMN "model_utterance" text;--> statement-breakpoint
ALTER TABLE "out_of_scope_examples" ADD CONSTRAINT "out_of_scope_examples_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_of_scope_examples" ADD CONSTRAINT "out_of_scope_examples_utterance_id_utterances_id_fk" FOREIGN KEY ("utterance_id") REFERENCES "public"."utterances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "out_of_scope_examples_customer_id_index" ON "out_of_scope_examples" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "out_of_scope_examples_utterance_id_index" ON "out_of_scope_examples" USING btree ("utterance_id");--> statement-breakpoint
ALTER TABLE "training_utterances" ADD CONSTRAINT "training_utterances_utterance_id_utterances_id_fk" FOREIGN KEY ("utterance_id") REFERENCES "public"."utterances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utterances" ADD CONSTRAINT "utterances_review_question_id_questions_id_fk" FOREIGN KEY ("review_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_utterances_utterance_id_index" ON "training_utterances" USING btree ("utterance_id");
CREATE TABLE "bot_reaction_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_text" text NOT NULL,
	CONSTRAINT "bot_reaction_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "bot_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"channel" text NOT NULL,
	"channel_user_id" text NOT NULL,
	"email" text,
	"name" text,
	"country_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utterances" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"bot_user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"conversation_id" text NOT NULL,
	"country_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	"text" text NOT NULL,
	"predicted_question_id" integer,
	"confidence" real,
	"reason_id" smallint,
	"returned_question_id" integer,
	"answer_text" text,
	"in_subscription" boolean,
	"rating" smallint,
	"review_state_id" smallint DEFAULT 1 NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"customer_observations" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_users" ADD CONSTRAINT "bot_users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_users" ADD CONSTRAINT "bot_users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utterances" ADD CONSTRAINT "utterances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utterances" ADD CONSTRAINT "utterances_bot_user_id_bot_users_id_fk" FOREIGN KEY ("bot_user_id") REFERENCES "public"."bot_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utterances" ADD CONSTRAINT "utterances_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utterances" ADD CONSTRAINT "utterances_predicted_question_id_questions_id_fk" FOREIGN KEY ("predicted_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utterances" ADD CONSTRAINT "utterances_returned_question_id_questions_id_fk" FOREIGN KEY ("returned_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_users_channel_user_unique" ON "bot_users" USING btree ("customer_id","channel","channel_user_id");--> statement-breakpoint
CREATE INDEX "utterances_customer_id_date_index" ON "utterances" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "utterances_bot_user_id_index" ON "utterances" USING btree ("bot_user_id");--> statement-breakpoint
-- reference rows; the demo seed keeps them in line with packages/shared bot-reactions constants
INSERT INTO "bot_reaction_types" ("id", "key", "title", "description", "default_text") VALUES
(1, 'welcome', 'Welcome', 'Sent when an employee opens a conversation with the bot.', 'Hi! I''m your HR assistant. Ask me anything about benefits, payroll, time off and more.'),
(2, 'noneIntent', 'Question not understood', 'Sent when the bot does not recognise the question.', 'Sorry, I didn''t understand that. Could you rephrase your question?'),
(3, 'lowConfidence', 'Low confidence', 'Sent when the bot is not sure which question was meant.', 'I''m not sure I understood. Did you mean this?'),
(4, 'closeMatch', 'Close match', 'Sent with two questions to choose from when both match almost equally.', 'Which of these did you mean?'),
(5, 'disabledQuestion', 'Disabled question', 'Sent when the question has no answer in any country.', 'I can''t answer this question yet. Please contact your HR team.'),
(6, 'inapplicableForCountry', 'Not applicable in your country', 'Sent when the question has answers in other countries but not in the employee’s.', 'This topic doesn''t apply in your country. Please contact your local HR team.'),
(7, 'managerOnly', 'Only valid for managers', 'Sent when a team member asks a question reserved for people managers.', 'This information is only available to people managers.'),
(8, 'notInSubscription', 'Not in subscription', 'Sent when the question is not part of the company''s subscription.', 'I can''t help with this topic. Please contact your HR team.'),
(9, 'feedbackThanks', 'Thanks for the feedback', 'Sent after an employee rates an answer.', 'Thanks for your feedback!')
ON CONFLICT ("id") DO NOTHING;

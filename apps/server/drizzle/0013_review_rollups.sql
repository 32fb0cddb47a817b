CREATE TABLE "review_counts" (
	"customer_id" integer NOT NULL,
	"unit" smallint NOT NULL,
	"period" date NOT NULL,
	"is_test" boolean NOT NULL,
	"rating" smallint NOT NULL,
	"review_state_id" smallint NOT NULL,
	"country_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "review_counts_customer_id_unit_period_is_test_rating_review_state_id_country_id_role_id_pk" PRIMARY KEY("customer_id","unit","period","is_test","rating","review_state_id","country_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "review_rating_counts" (
	"customer_id" integer NOT NULL,
	"unit" smallint NOT NULL,
	"period" date NOT NULL,
	"is_test" boolean NOT NULL,
	"rating" smallint NOT NULL,
	"country_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "review_rating_counts_customer_id_unit_country_id_period_is_test_rating_question_id_pk" PRIMARY KEY("customer_id","unit","country_id","period","is_test","rating","question_id")
);
--> statement-breakpoint
ALTER TABLE "review_counts" ADD CONSTRAINT "review_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rating_counts" ADD CONSTRAINT "review_rating_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "utterances_customer_id_rating_index" ON "utterances" USING btree ("customer_id",coalesce("rating", 0),"date","id");--> statement-breakpoint
CREATE INDEX "utterances_customer_id_rating_asc_index" ON "utterances" USING btree ("customer_id",coalesce("rating", 0),"date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "utterances_customer_id_confidence_index" ON "utterances" USING btree ("customer_id","confidence" NULLS FIRST,"date","id");--> statement-breakpoint
CREATE INDEX "utterances_customer_id_confidence_asc_index" ON "utterances" USING btree ("customer_id","confidence","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);
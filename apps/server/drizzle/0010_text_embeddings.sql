CREATE TABLE "text_embeddings" (
	"customer_id" integer NOT NULL,
	"model" text NOT NULL,
	"text_hash" text NOT NULL,
	"vector" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_embeddings_customer_id_model_text_hash_pk" PRIMARY KEY("customer_id","model","text_hash")
);
--> statement-breakpoint
ALTER TABLE "text_embeddings" ADD CONSTRAINT "text_embeddings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "directline_pending" ADD COLUMN "holder" integer;--> statement-breakpoint
ALTER TABLE "push_items" ADD COLUMN "uncertain_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_items" ADD COLUMN "send_job_id" uuid;--> statement-breakpoint
ALTER TABLE "push_items" ADD COLUMN "send_holder" integer;--> statement-breakpoint
ALTER TABLE "push_items" ADD COLUMN "send_lease_until" timestamp with time zone;
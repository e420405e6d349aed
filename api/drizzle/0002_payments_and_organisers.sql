CREATE TYPE "public"."payment_state" AS ENUM('unpaid', 'pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('student', 'organiser');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target_id" uuid,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" "user_role" DEFAULT 'student' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_state" "payment_state" DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_target_id_idx" ON "audit_log" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_payment_reference_unique" ON "users" USING btree (lower("payment_reference"));--> statement-breakpoint
CREATE INDEX "users_payment_state_idx" ON "users" USING btree ("payment_state");
-- Fees verified before payment states existed stay verified (they have no reference).
UPDATE "users" SET "payment_state" = 'verified', "payment_updated_at" = now() WHERE "verified";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "verified";

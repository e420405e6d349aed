-- References that differ only in case, hyphens, underscores or spaces are one reference (docs/API.md#payment), and
-- the unique index now says so. Accounts that already share one under that rule keep their states: the account
-- verified first (else the one that entered it first) keeps the reference as it is, each other one gets it marked
-- " (duplicate n)", which organisers see in their list and the audit log records.
WITH "ranked" AS (
	SELECT "id", "payment_reference" AS "reference", row_number() OVER (
		PARTITION BY translate(lower("payment_reference"), '-_ ', '')
		ORDER BY ("payment_state" = 'verified') DESC, "payment_updated_at" NULLS LAST, "created_at", "id"
	) AS "n"
	FROM "users" WHERE "payment_reference" IS NOT NULL
), "marked" AS (
	UPDATE "users" SET "payment_reference" = "ranked"."reference" || ' (duplicate ' || ("ranked"."n" - 1) || ')'
	FROM "ranked" WHERE "ranked"."id" = "users"."id" AND "ranked"."n" > 1
	RETURNING "users"."id", "users"."email", "users"."payment_state", "users"."payment_rejection_reason",
		"ranked"."reference" AS "before", "users"."payment_reference" AS "after"
)
INSERT INTO "audit_log" ("actor", "action", "target_id", "target", "before", "after")
SELECT 'database migration', 'payment.mark-duplicate', "id", "email",
	jsonb_build_object('state', "payment_state", 'reference', "before", 'rejectionReason', "payment_rejection_reason"),
	jsonb_build_object('state', "payment_state", 'reference', "after", 'rejectionReason', "payment_rejection_reason")
FROM "marked";--> statement-breakpoint
DROP INDEX "users_payment_reference_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_payment_reference_key_unique" ON "users" USING btree (translate(lower("payment_reference"), '-_ ', ''));

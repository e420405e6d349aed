CREATE TABLE "remote_health" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"release_id" integer,
	"session" text NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "remote_health_outcome_check" CHECK (outcome IN ('ok', 'load-failed', 'timeout', 'render-error'))
);
--> statement-breakpoint
CREATE TABLE "remote_release_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"release_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"report" jsonb NOT NULL,
	"state" text NOT NULL,
	"share" smallint,
	"ended_reason" text,
	CONSTRAINT "remote_releases_state_check" CHECK (state IN ('stable', 'canary', 'retired', 'ended')),
	CONSTRAINT "remote_releases_share_check" CHECK (share IS NULL OR share BETWEEN 1 AND 99),
	CONSTRAINT "remote_releases_canary_share_check" CHECK (state <> 'canary' OR share IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "remote_health" ADD CONSTRAINT "remote_health_release_id_remote_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_release_events" ADD CONSTRAINT "remote_release_events_release_id_remote_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_health_remote_at_idx" ON "remote_health" USING btree ("remote","at");--> statement-breakpoint
CREATE INDEX "remote_health_release_at_idx" ON "remote_health" USING btree ("release_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_health_once" ON "remote_health" USING btree ("remote",coalesce(release_id, 0),"session","outcome");--> statement-breakpoint
CREATE INDEX "remote_release_events_remote_idx" ON "remote_release_events" USING btree ("remote","id");--> statement-breakpoint
CREATE INDEX "remote_release_events_release_id_idx" ON "remote_release_events" USING btree ("release_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_one_stable" ON "remote_releases" USING btree ("remote") WHERE state = 'stable';--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_one_canary" ON "remote_releases" USING btree ("remote") WHERE state = 'canary';--> statement-breakpoint
CREATE INDEX "remote_releases_remote_idx" ON "remote_releases" USING btree ("remote","id");
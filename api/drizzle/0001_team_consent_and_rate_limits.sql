CREATE TYPE "public"."team_link_kind" AS ENUM('leave', 'invite');--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_departures" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_departures_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "team_link_kind" NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "team_links_team_user_kind_unique" UNIQUE("team_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "team_departures" ADD CONSTRAINT "team_departures_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_departures" ADD CONSTRAINT "team_departures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_links" ADD CONSTRAINT "team_links_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_links" ADD CONSTRAINT "team_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_resets_at_idx" ON "rate_limits" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "team_departures_user_id_idx" ON "team_departures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_links_user_id_idx" ON "team_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_links_expires_at_idx" ON "team_links" USING btree ("expires_at");
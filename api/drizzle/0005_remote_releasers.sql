CREATE TABLE "remote_releasers" (
	"user_id" uuid NOT NULL,
	"remote" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_releasers_user_id_remote_pk" PRIMARY KEY("user_id","remote")
);
--> statement-breakpoint
ALTER TABLE "remote_releasers" ADD CONSTRAINT "remote_releasers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
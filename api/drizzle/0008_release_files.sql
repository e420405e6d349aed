CREATE TABLE "remote_release_files" (
	"release_id" integer PRIMARY KEY NOT NULL,
	"routes" text NOT NULL,
	"pages" text,
	"fragments" text
);
--> statement-breakpoint
ALTER TABLE "remote_release_files" ADD CONSTRAINT "remote_release_files_release_id_remote_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;
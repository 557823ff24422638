CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_challenges" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "code_challenges_link_token_key" ON "code_challenges" USING btree ("link_token_hash");
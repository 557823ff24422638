CREATE TABLE "skill_demand" (
	"industry" text NOT NULL,
	"skill" text NOT NULL,
	"roles" integer NOT NULL,
	CONSTRAINT "skill_demand_industry_skill_pk" PRIMARY KEY("industry","skill")
);
--> statement-breakpoint
CREATE TABLE "skill_demand_counts" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"roles_read" integer NOT NULL,
	CONSTRAINT "skill_demand_counts_one_row" CHECK ("skill_demand_counts"."id")
);

CREATE TABLE "interview_availability" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"days" text[] NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"location" text,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_booking_invites" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"intern_id" uuid NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_at" timestamp with time zone,
	"interview_id" uuid
);
--> statement-breakpoint
ALTER TABLE "interview_availability" ADD CONSTRAINT "interview_availability_company_id_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_booking_invites" ADD CONSTRAINT "interview_booking_invites_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_booking_invites" ADD CONSTRAINT "interview_booking_invites_company_id_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_booking_invites" ADD CONSTRAINT "interview_booking_invites_intern_id_accounts_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_booking_invites" ADD CONSTRAINT "interview_booking_invites_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_booking_invites_company_idx" ON "interview_booking_invites" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "interview_booking_invites_intern_idx" ON "interview_booking_invites" USING btree ("intern_id");
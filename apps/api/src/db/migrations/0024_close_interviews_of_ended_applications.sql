-- hand-written: an application that ended closes its interviews (decision 046). Before, the no-response sweep and a deleted or removed role left them open, and the intern could still choose a time; those are cancelled now, as the end would have done (the notes of closeInterviewsOfDecided). No mail: the calendar CANCEL of a scheduled one went unsent then, and a late one would only confuse.
UPDATE "interviews" SET
  "status" = 'cancelled',
  "cancel_note" = CASE
    WHEN "applications"."closed_at" IS NOT NULL THEN 'The role no longer takes applications, so this interview is cancelled.'
    WHEN "applications"."status" = 'accepted' THEN 'The application was accepted, so this interview is no longer needed.'
    WHEN "applications"."status" = 'rejected' THEN 'The application was closed without an offer.'
    ELSE 'The application was closed after the company did not respond in time.'
  END,
  "sequence" = "interviews"."sequence" + 1,
  "updated_at" = now()
FROM "applications"
WHERE "interviews"."application_id" = "applications"."id"
  AND ("applications"."status" NOT IN ('pending', 'in_review') OR "applications"."closed_at" IS NOT NULL)
  AND ("interviews"."status" IN ('proposed', 'other_times_requested')
    OR ("interviews"."status" = 'scheduled' AND "interviews"."starts_at" + make_interval(mins => "interviews"."duration_minutes") > now()));

-- Interns had the company's notification items; their choices move to the intern's own items
-- (decision 006): new messages becomes company messages, and status changes stays on unless all
-- three application-update boxes were off (the old rule for decision mail).
UPDATE "accounts" SET "preferences" = jsonb_set(
  "preferences",
  '{notifications}',
  (("preferences" -> 'notifications') - 'newApplications' - 'applicationUpdates') || jsonb_build_object(
    'companyMessages',
    coalesce(("preferences" #>> '{notifications,applicationUpdates,newMessages}')::boolean, true),
    'statusChanges',
    coalesce(("preferences" #>> '{notifications,applicationUpdates,newMessages}')::boolean, true)
      OR coalesce(("preferences" #>> '{notifications,applicationUpdates,interviewRequests}')::boolean, true)
      OR coalesce(("preferences" #>> '{notifications,applicationUpdates,interviewSchedules}')::boolean, true)
  )
)
WHERE "kind" = 'intern'
  AND jsonb_typeof("preferences" -> 'notifications') = 'object'
  AND ("preferences" -> 'notifications') ?| array['newApplications', 'applicationUpdates'];

// The answers' schemas of logbook.api.ts, loaded with the first request (decision 051).
export {
  LogbookSchema,
  LogbookSignedSchema,
  LogbookSignViewSchema,
  LogbookWeekSchema,
} from '@app/domain'

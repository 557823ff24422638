import {
  CompanyStipendDisputeSchema,
  CompanyStipendSchema,
  InternStipendSchema,
  StipendMonthSchema,
} from '@app/domain'

// The answers' schemas of stipends.api.ts, loaded with the first request (decision 051).
export {
  CompanyStipendDisputeSchema,
  CompanyStipendSchema,
  InternStipendSchema,
  StipendMonthSchema,
}

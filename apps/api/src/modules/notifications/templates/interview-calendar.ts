import type { NoticeTemplate } from '../notice-template.js'
import { calendarMail } from './interview-words.js'

/** A scheduled interview's calendar message to one side (REQUEST, or CANCEL with the same UID). */
export const interviewCalendar: NoticeTemplate<'interview-calendar'> = {
  mail: (data, links) => calendarMail(links, data.side, data.kind, data.invite, data.note),
}

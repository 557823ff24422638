import type { NoticeTemplate } from '../notice-template.js'

/** The company moved a scheduled interview: its own note that the calendar waits for a choice. */
export const interviewMoved: NoticeTemplate<'interview-moved'> = {
  mail: (data) => ({
    subject: `Interview moved: ${data.roleTitle}`,
    text: `You proposed new times for the interview with ${data.internName} for ${data.roleTitle}. The time in your calendar is updated once they choose one.`,
  }),
}

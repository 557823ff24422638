import type { DemoApplication } from './demo-types.js'

/** Applications with their chats; times count back from start-up, so every thread reads in order. */
export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    intern: 'ada',
    role: 'paystride-frontend',
    status: 'accepted',
    appliedDaysAgo: 17,
    openedDaysAgo: 15.2,
    decidedDaysAgo: 9,
    messages: [
      {
        sender: 'company',
        daysAgo: 15,
        body: 'Good afternoon Ada, thank you for applying to the Frontend Developer Intern role at Paystride. We enjoyed going through your portfolio. Are you available for a short virtual interview this Thursday by 11am?',
      },
      {
        sender: 'user',
        daysAgo: 14.9,
        body: 'Good afternoon, thank you so much for reaching out. Yes, Thursday by 11am works for me. Please, is there anything I should prepare?',
      },
      {
        sender: 'company',
        daysAgo: 14.6,
        body: 'Wonderful. Kindly be ready to walk us through one React project you built and the challenges you faced. The Google Meet link will come by email.',
      },
      {
        sender: 'user',
        daysAgo: 11.8,
        body: 'Thank you for the interview today, I really enjoyed speaking with the team. I look forward to hearing from you.',
      },
      {
        sender: 'company',
        daysAgo: 8.9,
        body: 'Congratulations Ada! We are pleased to offer you the internship. Resumption is Monday by 9am at our Yaba office. Please come with a valid ID and your letter from school.',
      },
      {
        sender: 'user',
        daysAgo: 8.7,
        body: 'Thank you very much! I am so excited to join Paystride. I will be there on Monday by 9am sharp.',
      },
    ],
  },
  {
    intern: 'ada',
    role: 'coalcity-backend',
    status: 'in_review',
    appliedDaysAgo: 12,
    openedDaysAgo: 8.2,
    messages: [
      {
        sender: 'company',
        daysAgo: 8,
        body: 'Hello Ada, we have received your application for the Backend Developer Intern role. Could you share a link to a Node.js project on GitHub that you built yourself?',
      },
      {
        sender: 'user',
        daysAgo: 7.8,
        body: 'Good evening, thank you for considering my application. Here is a small API I built for booking hostel rooms at UNN: github.com/adaokafor/hostel-api. I used Express and PostgreSQL.',
      },
      {
        sender: 'company',
        daysAgo: 2,
        body: 'Thank you, our engineers are reviewing it. We will get back to you before the end of the week.',
      },
    ],
  },
  { intern: 'ada', role: 'savannah-data', status: 'pending', appliedDaysAgo: 3, messages: [] },
  {
    intern: 'tunde',
    role: 'paystride-finops',
    status: 'in_review',
    appliedDaysAgo: 20,
    openedDaysAgo: 13,
    messages: [
      {
        sender: 'company',
        daysAgo: 12.5,
        body: 'Hi Tunde, thanks for your interest in the Finance Operations Intern role. Are you comfortable with Excel pivot tables and bank reconciliations?',
      },
      {
        sender: 'user',
        daysAgo: 12.2,
        body: 'Good morning. Yes, I use Excel every day and I handled reconciliations for our departmental association at Covenant. I am happy to take a short test if required.',
      },
    ],
  },
  {
    intern: 'tunde',
    role: 'lekkipearl-sales',
    status: 'rejected',
    appliedDaysAgo: 26,
    openedDaysAgo: 20,
    decidedDaysAgo: 18,
    messages: [
      {
        sender: 'company',
        daysAgo: 17.9,
        body: 'Dear Tunde, thank you for your interest in Lekki Pearl Properties. After careful review, we will not be moving forward with your application at this time. Please do apply for our future openings. We wish you all the best.',
      },
    ],
  },
  { intern: 'tunde', role: 'sahel-supply', status: 'pending', appliedDaysAgo: 2, messages: [] },
  {
    intern: 'zainab',
    role: 'arewa-agronomy',
    status: 'accepted',
    appliedDaysAgo: 24,
    openedDaysAgo: 21.2,
    decidedDaysAgo: 14.1,
    messages: [
      {
        sender: 'company',
        daysAgo: 21,
        body: 'Salaam Zainab, thank you for applying. Your final-year project on sorghum yields caught our attention. Can you come for an interview at our Kaduna office on Tuesday by 10am?',
      },
      {
        sender: 'user',
        daysAgo: 20.8,
        body: 'Wa alaikum salaam. Thank you for the opportunity. Yes, I will be available on Tuesday by 10am.',
      },
      {
        sender: 'company',
        daysAgo: 14,
        body: 'Congratulations Zainab! We are happy to offer you a place on the Graduate Trainee programme. You will spend your first month with our field team in Zaria. Kindly confirm if you accept.',
      },
      {
        sender: 'user',
        daysAgo: 13.7,
        body: 'Alhamdulillah, thank you very much. I accept the offer and I look forward to resuming.',
      },
    ],
  },
  {
    intern: 'zainab',
    role: 'savannah-cs',
    status: 'rejected',
    appliedDaysAgo: 22,
    openedDaysAgo: 16,
    decidedDaysAgo: 15,
    messages: [],
  },
  {
    intern: 'chinedu',
    role: 'deltaline-siwes-electrical',
    status: 'in_review',
    appliedDaysAgo: 18,
    openedDaysAgo: 10.1,
    messages: [
      {
        sender: 'company',
        daysAgo: 10,
        body: 'Good day Chinedu, we have received your SIWES application. Kindly send us a scanned copy of your SIWES placement letter from FUTA.',
      },
      {
        sender: 'user',
        daysAgo: 9.6,
        body: 'Good day, thank you for the quick response. I have sent the placement letter to your email and I will bring the original on resumption. Please, what time does work start?',
      },
      {
        sender: 'company',
        daysAgo: 4,
        body: 'Thank you, we got it. Work starts 8am at our Trans-Amadi base. Our HSE team will confirm your safety induction date shortly.',
      },
    ],
  },
  {
    intern: 'chinedu',
    role: 'osisioma-maintenance',
    status: 'pending',
    appliedDaysAgo: 5,
    messages: [],
  },
  {
    intern: 'chinedu',
    role: 'deltaline-hse',
    status: 'in_review',
    appliedDaysAgo: 3,
    openedDaysAgo: 1,
    messages: [],
  },
  {
    intern: 'funmi',
    role: 'ab-nysc-legal',
    status: 'accepted',
    appliedDaysAgo: 21,
    openedDaysAgo: 19.1,
    decidedDaysAgo: 12.1,
    messages: [
      {
        sender: 'company',
        daysAgo: 19,
        body: 'Good afternoon Funmilayo, thank you for applying to join our chambers for your service year. Has your posting to Lagos State been confirmed?',
      },
      {
        sender: 'user',
        daysAgo: 18.7,
        body: 'Good afternoon. Yes, it has. I was posted to Lagos and I completed orientation camp at Iyana-Ipaja last week.',
      },
      {
        sender: 'company',
        daysAgo: 12,
        body: 'Excellent. We are pleased to accept you as a corps member with the firm. Please bring your posting letter to our Victoria Island office on Monday so we can sign your acceptance letter.',
      },
    ],
  },
  {
    intern: 'funmi',
    role: 'savannah-regulatory',
    status: 'rejected',
    appliedDaysAgo: 15,
    openedDaysAgo: 9,
    decidedDaysAgo: 7,
    messages: [],
  },
]

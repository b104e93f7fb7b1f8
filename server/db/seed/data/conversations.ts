/**
 * The demo accounts' chats: each about a seeded booking (by its key in plan/activity.ts or
 * plan/supplier-orders.ts) or about a question the demo hirer asked on one of the demo
 * supplier's listings, between that item's hirer (or asker) and its supplier. Times are
 * Sydney wall-clock times on days counted from the seed day; every message follows the
 * moment named by `after`, and none lies after 10 am on the seed day (the earliest moment the
 * seed can run is 10 or 11 am in Sydney). {hirer}, {supplier} and {item} stand for the
 * first names and the listing's name.
 */

export type Side = 'hirer' | 'supplier'

export interface ConversationSeed {
  key: string
  about: { booking: string } | { question: 'demo-hirer' }
  /** the moment the chat follows: the booking registered, picked up, returned, its cancel
   * request, or the answer to the question */
  after: 'registered' | 'pickedUp' | 'returned' | 'cancelRequest' | 'answered'
  /** who opened the room (a supplier only with someone who booked or asked: chat relations) */
  opener: Side
  /** the last messages their receiver has not read yet (they read the room before writing) */
  unread: number
  messages: { from: Side; day: number; at: string; text: string }[]
}

export const conversationSeeds: ConversationSeed[] = [
  {
    key: 'request-questions',
    about: { booking: 'supplier-request' },
    after: 'registered',
    opener: 'hirer',
    unread: 2,
    messages: [
      {
        from: 'hirer',
        day: -3,
        at: '17:02',
        text: "Hi {supplier}, I've just sent a request for the {item}. We're heading up the coast for a few days – could I collect it the evening before?",
      },
      {
        from: 'supplier',
        day: -3,
        at: '20:15',
        text: "Hi {hirer}, thanks for the request! The evening before should be fine. I'll confirm once it's back from the hire before yours.",
      },
      {
        from: 'hirer',
        day: -2,
        at: '07:40',
        text: 'Great, thank you. Is there anything I should bring?',
      },
      {
        from: 'supplier',
        day: 0,
        at: '08:05',
        text: 'Just your licence for the pick-up – everything else is in the bag.',
      },
      { from: 'supplier', day: 0, at: '08:06', text: "I'll confirm your request this morning." },
    ],
  },
  {
    key: 'cancel-sorry',
    about: { booking: 'supplier-cancel' },
    after: 'cancelRequest',
    opener: 'hirer',
    unread: 1,
    messages: [
      {
        from: 'hirer',
        day: -2,
        at: '16:31',
        text: "Hi {supplier}, sorry to do this – I've just asked to cancel the {item} booking. Our plans have changed and we can't make those dates any more.",
      },
      {
        from: 'supplier',
        day: -2,
        at: '19:48',
        text: "No worries {hirer}, thanks for letting me know. I'll look at the request tonight.",
      },
      {
        from: 'hirer',
        day: -1,
        at: '08:12',
        text: "Thanks {supplier}. We'd love to book it again another time.",
      },
    ],
  },
  {
    key: 'return-thanks',
    about: { booking: 'supplier-return' },
    after: 'returned',
    opener: 'supplier',
    unread: 0,
    messages: [
      {
        from: 'supplier',
        day: -7,
        at: '17:10',
        text: 'Hi {hirer}, I found the {item} by the door – thanks for dropping it back! How did it go?',
      },
      {
        from: 'hirer',
        day: -7,
        at: '18:25',
        text: 'Hi {supplier}, it was perfect, thanks – we used it every night.',
      },
      {
        from: 'supplier',
        day: -6,
        at: '09:05',
        text: "Glad to hear it! I'll give it a clean and confirm the return.",
      },
    ],
  },
  {
    key: 'hire-underway',
    about: { booking: 'active' },
    after: 'pickedUp',
    opener: 'hirer',
    unread: 1,
    messages: [
      {
        from: 'hirer',
        day: -1,
        at: '12:30',
        text: 'Hi, I picked up the {item} this morning – thanks! Is it OK to give it a rinse before I bring it back?',
      },
      {
        from: 'supplier',
        day: -1,
        at: '15:05',
        text: 'Hi {hirer}, yes please – a quick fresh-water rinse is perfect. Let it dry in the shade.',
      },
    ],
  },
  {
    key: 'question-follow-up',
    about: { question: 'demo-hirer' },
    after: 'answered',
    opener: 'supplier',
    unread: 1,
    messages: [
      {
        from: 'supplier',
        day: -5,
        at: '10:20',
        text: "Hi {hirer}, following up on your question about the {item} – it's free most weekends this month if you'd like it.",
      },
      {
        from: 'hirer',
        day: -5,
        at: '12:02',
        text: 'Thanks {supplier}! Could you drop it off in Bondi?',
      },
      {
        from: 'supplier',
        day: -5,
        at: '12:40',
        text: 'Within 10 km I can drop it off and collect it for a small fee – book your dates and send me the address.',
      },
      {
        from: 'hirer',
        day: 0,
        at: '07:55',
        text: "Lovely – I'll book it for the weekend after next.",
      },
    ],
  },
  {
    key: 'pick-up-parking',
    about: { booking: 'console:upcoming' },
    after: 'registered',
    opener: 'hirer',
    unread: 2,
    messages: [
      {
        from: 'hirer',
        day: -3,
        at: '10:15',
        text: 'Hi {supplier}, looking forward to the {item}! Is there parking near the pick-up?',
      },
      {
        from: 'supplier',
        day: -3,
        at: '13:40',
        text: "Hi {hirer}, there's two-hour parking right out the front.",
      },
      {
        from: 'hirer',
        day: -1,
        at: '18:22',
        text: 'Perfect, thanks. Could I bring it back an hour later, around 6?',
      },
      { from: 'hirer', day: -1, at: '18:23', text: 'Happy to pay for the extra time.' },
    ],
  },
]

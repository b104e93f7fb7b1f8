/** Words for seeded questions, answers and reviews, in Australian English. */

/** [question, the owner's answer] */
export const productQuestions: [string, string][] = [
  [
    'Is this suitable for a complete beginner?',
    'Yes! I\u2019ll give you a quick run-through at pick-up and it\u2019s very forgiving.',
  ],
  [
    'Can I pick it up the evening before my hire starts?',
    'Usually yes \u2013 send me a message once you\u2019ve booked and we\u2019ll sort out a time.',
  ],
  [
    'Does it come with a bag or cover for the car?',
    'It does, and I can lend you roof straps if you need them.',
  ],
  [
    'Is there a discount if I hire it for a whole week?',
    'The weekly price already works out cheaper than seven days \u2013 pick the week option when booking.',
  ],
  [
    'How heavy is it to carry from the car park?',
    'Manageable for one adult; most people carry it a couple of hundred metres without trouble.',
  ],
  [
    'Can two people share it over the hire?',
    'Of course, as long as the person picking up signs for it.',
  ],
]

export const experienceQuestions: [string, string][] = [
  [
    'Is this okay for kids under 12?',
    'Kids 8 and over are welcome with a paying adult; we have smaller gear for them.',
  ],
  [
    'What should we bring on the day?',
    'Water, sunscreen, a hat and clothes you don\u2019t mind getting wet. We supply the rest.',
  ],
  [
    'What happens if the weather turns bad?',
    'If it\u2019s unsafe we move you to another day or refund you in full \u2013 your choice.',
  ],
  [
    'Is there parking near the meeting point?',
    'Yes, there\u2019s free two-hour parking right next to where we meet.',
  ],
  [
    'Can we book the whole tour for a private group?',
    'Absolutely \u2013 book the maximum group size or message us for larger groups.',
  ],
]

export const profileQuestions: [string, string][] = [
  [
    'Do you deliver gear to nearby suburbs?',
    'Within 10 km I can drop off and collect for a small fee \u2013 just ask.',
  ],
  ['Are you around on weekday evenings for returns?', 'Until 7 pm most weekdays.'],
]

export const reviewComments = {
  good: [
    'Everything was exactly as described and pick-up took two minutes.',
    'Gear in top condition and really helpful tips for where to go.',
    'Friendly, flexible with times and great value. Would hire again.',
    'Made our weekend \u2013 thanks so much!',
    'Super easy from booking to return.',
  ],
  fair: [
    'Did the job, although pick-up ran a little late.',
    'Good overall; some of the gear was showing its age.',
  ],
  poor: ['Hard to reach on the day and the gear needed a clean.'],
  hirer: [
    'Returned everything on time and in great shape.',
    'Easy to deal with and took good care of the gear.',
    'Great communication, welcome back any time.',
  ],
} as const

/** Privacy policy (type 1) and terms and conditions (type 2), as HTML. Sandbox wording. */
const section = (heading: string, ...paragraphs: string[]) =>
  `<h2>${heading}</h2>${paragraphs.map((text) => `<p>${text}</p>`).join('')}`

export const privacyPolicy = {
  type: 1,
  title: 'Privacy Policy',
  description: [
    '<p>This policy explains how the marketplace collects, uses and protects your personal information in line with the <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles.</p>',
    section(
      'Information we collect',
      'We collect the details you give us when you create an account, complete your profile, list an item or make a booking: your name, email address, mobile number, address, identity documents for verification, and payout details if you are a supplier.',
      'We also collect information about how you use the marketplace, such as searches, bookings, messages with other members and approximate location when you allow it.',
    ),
    section(
      'How we use it',
      'We use your information to run the marketplace: to verify identities, process bookings and payments, connect hirers with suppliers, send booking updates and reminders, prevent fraud and improve our service.',
      'We only send marketing messages if you have agreed, and every message lets you opt out.',
    ),
    section(
      'Sharing',
      'When you book, we share the details needed for the hire (your name, profile picture and contact through in-app chat) with the other party. Card payments are processed by our payment provider; we never store full card numbers.',
      'We do not sell your personal information.',
    ),
    section(
      'Storage and security',
      'Your information is stored on secure servers. Passwords are stored only as salted hashes, and access to personal data is limited to staff who need it.',
    ),
    section(
      'Your choices',
      'You can view and update your profile at any time, change notification settings, and ask us for a copy of your information or to delete your account by contacting support.',
    ),
    '<p>Questions or complaints can be sent to our privacy officer through the support chat. If you are not satisfied with our response you may contact the Office of the Australian Information Commissioner.</p>',
  ].join(''),
}

export const termsAndConditions = {
  type: 2,
  title: 'Terms & Conditions',
  description: [
    '<p>These terms apply whenever you use the marketplace to hire or list equipment and experiences. By creating an account you agree to them.</p>',
    section(
      'The marketplace',
      'We provide a platform that connects people who want to hire items and experiences (hirers) with people and businesses who offer them (suppliers). The hire agreement is between the hirer and the supplier.',
    ),
    section(
      'Bookings and payment',
      'Prices are shown in Australian dollars and include GST where applicable. When a booking is confirmed your card is charged the hire cost; the bond is held and released after the item is returned in the same condition.',
      'Bookings more than seven days away are charged the booking amount now and the bond about seven days before the start.',
    ),
    section(
      'Cancellations and changes',
      'You can request a change or cancel a booking from your bookings page while its status allows it. Refunds follow the cancellation policy shown at checkout.',
    ),
    section(
      'Care of items',
      'Hirers must use items with reasonable care, for their intended purpose, and return them on time. Late returns may incur overdue charges, and damage may be deducted from the bond.',
    ),
    section(
      'Safety',
      'Many activities carry inherent risks. Follow the supplier\u2019s safety briefing, wear the protective equipment provided and only take part in activities that suit your fitness and experience.',
    ),
    section(
      'Suppliers',
      'Suppliers must own or be authorised to hire out what they list, describe it accurately, keep it safe and in good repair, and hold any licences an experience requires.',
    ),
    '<p>Nothing in these terms excludes rights you have under the Australian Consumer Law. We may update these terms and will tell you about material changes.</p>',
  ].join(''),
}

export const homeBannerSeed = {
  title: 'Hire the gear. Live the adventure.',
  image: 'banners/home.jpg',
}

/** Adventure stories for the four story tabs; descriptions are rendered to simple HTML. */
import type { StoryType } from '../../../../shared/contract/catalogue/home.ts'
import type { Theme } from '../../../media/scenes.ts'

export interface StorySeed {
  key: string
  title: string
  storyType: StoryType
  theme: Theme
  category: string
  destination: string
  intro: string
  sections: [heading: string, text: string][]
  tips: string[]
}

export const storySeeds: StorySeed[] = [
  {
    key: 'manly-to-spit',
    title: 'Paddling from Manly to the Spit',
    storyType: 'FOR_YOU',
    theme: 'water',
    category: 'water-sports',
    destination: 'sydney',
    intro:
      'Sydney Harbour is at its calmest just after sunrise, when the ferries are few and the water turns to glass.',
    sections: [
      [
        'The route',
        'Launch from Manly Cove, hug the shoreline past Forty Baskets Beach and cross to Clontarf before the final run to the Spit Bridge. Allow three hours with a swim stop.',
      ],
      [
        'What to hire',
        'A double touring kayak keeps a couple together and carries lunch; solo paddlers will love a stable sit-on-top.',
      ],
    ],
    tips: [
      'Check the wind forecast: a southerly makes the crossing choppy.',
      'Wear a PFD and carry water.',
      'Leave no trace at the beaches.',
    ],
  },
  {
    key: 'first-surf-lesson',
    title: 'Your first surf lesson, wave by wave',
    storyType: 'FOR_YOU',
    theme: 'surfing',
    category: 'surfing',
    destination: 'byron-bay',
    intro:
      'Learning to surf is mostly learning to fall well. A good coach and a big soft board make the first day a joy.',
    sections: [
      [
        'Pick the right beach',
        'Gentle, rolling whitewater on a patrolled beach beats a famous point break every time.',
      ],
      [
        'The pop-up',
        'Practise on the sand first: hands under shoulders, look up, and spring to your feet in one motion.',
      ],
    ],
    tips: [
      'Always surf between the flags.',
      'Wear a rash vest and reef-safe sunscreen.',
      'Stay in the whitewater until you can turn.',
    ],
  },
  {
    key: 'overland-track',
    title: 'Six days on the Overland Track',
    storyType: 'POPULAR',
    theme: 'hiking',
    category: 'hiking',
    destination: 'cradle-mountain',
    intro:
      'From Cradle Mountain to Lake St Clair, 65 kilometres of alpine moorland, ancient pines and waterfalls.',
    sections: [
      [
        'Booking and season',
        'Walkers travel north to south between October and May and need a booked permit. Huts are first in, best dressed, so carry a tent.',
      ],
      [
        'Gear that matters',
        'A 65 L pack, a four-season sleeping bag and proper rain gear: Tasmanian weather can snow in summer.',
      ],
    ],
    tips: [
      'Hire a PLB for peace of mind.',
      'Pack light but warm.',
      'Side trips to Barn Bluff and Mount Ossa are worth the effort.',
    ],
  },
  {
    key: 'snowy-first-timers',
    title: 'A first-timer\u2019s guide to the Snowies',
    storyType: 'POPULAR',
    theme: 'snow',
    category: 'snow',
    destination: 'snowy-mountains',
    intro:
      'Thredbo and Perisher are only a few hours from Canberra, and hiring gear in Jindabyne saves a fortune.',
    sections: [
      [
        'When to go',
        'Snow is most reliable from late July to early September. Midweek is quieter and cheaper.',
      ],
      ['Lessons first', 'A group lesson on day one makes every following day more fun.'],
    ],
    tips: [
      'Hire jackets and pants rather than buying for one trip.',
      'Chains are compulsory in parts of the national park.',
      'Sunscreen: the glare at altitude is fierce.',
    ],
  },
  {
    key: 'reef-day',
    title: 'A perfect day on the outer reef',
    storyType: 'OUR_PICK',
    theme: 'water',
    category: 'water-sports',
    destination: 'port-douglas',
    intro:
      'Low Isles and the Agincourt ribbon reefs are a short boat ride from Port Douglas and teem with turtles.',
    sections: [
      [
        'Snorkel or dive?',
        'Snorkellers see most of the colour in the shallows; try a discover dive if you are curious about going deeper.',
      ],
      [
        'Stinger season',
        'From November to May wear a full stinger suit, which most operators supply.',
      ],
    ],
    tips: [
      'Choose a small-group operator.',
      'Reef-safe sunscreen only.',
      'Do not touch or stand on coral.',
    ],
  },
  {
    key: 'margaret-river-weekend',
    title: 'Surf, caves and cellar doors in Margaret River',
    storyType: 'OUR_PICK',
    theme: 'coast',
    category: 'tours',
    destination: 'margaret-river',
    intro:
      'Three hours south of Perth, Margaret River packs world-class waves, limestone caves and 200 wineries into one long weekend.',
    sections: [
      [
        'Morning',
        'Watch the surfers at Surfers Point, then walk a section of the Cape to Cape track.',
      ],
      ['Afternoon', 'Book a cellar door tour with pick-up so everyone can taste.'],
    ],
    tips: ['Book accommodation early in summer.', 'Kangaroos are active at dusk on country roads.'],
  },
  {
    key: 'rail-trail-family',
    title: 'Rail trails the whole family can ride',
    storyType: 'NEW',
    theme: 'cycling',
    category: 'cycling',
    destination: 'melbourne',
    intro:
      'Victoria\u2019s rail trails follow old train lines, so the gradients are gentle and the cafes frequent.',
    sections: [
      ['Murray to Mountains', 'Bright to Porepunkah is flat, shady and finishes at a bakery.'],
      [
        'Bring the little ones',
        'Child seats, tag-alongs and trailers can all be hired where you start.',
      ],
    ],
    tips: ['Carry a puncture kit.', 'Start early in summer.', 'E-bikes make longer days easy.'],
  },
  {
    key: 'camping-checklist',
    title: 'The ultimate long-weekend camping checklist',
    storyType: 'NEW',
    theme: 'camping',
    category: 'camping',
    destination: 'blue-mountains',
    intro:
      'You do not need to own a garage full of gear to camp well. Hire the big things and bring the small ones.',
    sections: [
      [
        'Sleep well',
        'A good mat matters more than the tent. Self-inflating mats and a bag rated below the forecast low make all the difference.',
      ],
      ['Eat well', 'A two-burner stove and a 12 V fridge turn camp food into real meals.'],
    ],
    tips: [
      'Check fire restrictions before lighting a campfire.',
      'Pitch before dark.',
      'Take all rubbish home.',
    ],
  },
  {
    key: 'whale-season',
    title: 'Where to see whales this winter',
    storyType: 'FOR_YOU',
    theme: 'coast',
    category: 'tours',
    destination: 'jervis-bay',
    intro:
      'Every year more than 40,000 humpbacks migrate along the east coast between May and November.',
    sections: [
      [
        'Best spots',
        'Jervis Bay, Hervey Bay and the Gold Coast offer calm-water cruises with near-certain sightings in peak season.',
      ],
      ['From the shore', 'Headland walks often deliver breaching whales for free.'],
    ],
    tips: ['Bring binoculars.', 'Morning cruises are usually calmer.'],
  },
  {
    key: 'uluru-sunrise',
    title: 'Sunrise at Uluru',
    storyType: 'POPULAR',
    theme: 'tours',
    category: 'tours',
    destination: 'uluru',
    intro:
      'As the sun rises, Uluru glows through every shade of red. It is a sacred place for the Anangu, its traditional owners.',
    sections: [
      [
        'Walk the base',
        'The 10 km base walk reveals waterholes, rock art and the stories of the Tjukurpa.',
      ],
      [
        'Beyond the rock',
        'Kata Tjuta\u2019s Valley of the Winds walk is one of the great desert hikes.',
      ],
    ],
    tips: ['Carry plenty of water.', 'Respect signs at sacred sites: no photos where asked.'],
  },
  {
    key: 'party-backyard',
    title: 'How to throw a backyard party without buying a thing',
    storyType: 'NEW',
    theme: 'party',
    category: 'party-events',
    destination: 'adelaide',
    intro:
      'Marquees, festoon lights and a proper sound system turn any backyard into a venue for one night.',
    sections: [
      [
        'Plan the space',
        'A 6 x 3 m gazebo shades about 20 guests; add side walls if the forecast is unsure.',
      ],
      ['Light it up', 'Festoon lighting is the fastest way to make a garden feel magical.'],
    ],
    tips: ['Tell the neighbours, or invite them.', 'Book hire a few weeks ahead in December.'],
  },
  {
    key: 'blue-mountains-canyons',
    title: 'Canyoning in the Blue Mountains',
    storyType: 'OUR_PICK',
    theme: 'climbing',
    category: 'climbing',
    destination: 'blue-mountains',
    intro:
      'Hidden below the plateau are slot canyons where you swim, slide and abseil through fern-lined chasms.',
    sections: [
      ['Go guided', 'Canyons can flash-flood; a certified guide reads the weather and the water.'],
      [
        'What to expect',
        'Cold water, a few abseils and some of the most beautiful places in Australia.',
      ],
    ],
    tips: ['Wetsuits are essential, even in summer.', 'Wear shoes with good grip.'],
  },
  {
    key: 'gold-coast-hinterland',
    title: 'Beyond the beach: the Gold Coast hinterland',
    storyType: 'NEW',
    theme: 'rainforest',
    category: 'hiking',
    destination: 'gold-coast',
    intro:
      'Half an hour from the surf, Springbrook and Tamborine Mountain hide waterfalls, glow worms and ancient forest.',
    sections: [
      ['Walks', 'The Purling Brook Falls circuit is a classic four-kilometre loop.'],
      ['After dark', 'Join a guided glow worm walk in the cooler months.'],
    ],
    tips: ['Roads are steep and winding: allow time.', 'Bring insect repellent.'],
  },
]

export function storyHtml(story: StorySeed): string {
  const escapeHtml = (text: string) => text.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`)
  return [
    `<p>${escapeHtml(story.intro)}</p>`,
    ...story.sections.map(
      ([heading, text]) => `<h2>${escapeHtml(heading)}</h2><p>${escapeHtml(text)}</p>`,
    ),
    `<h2>Tips</h2><ul>${story.tips.map((tip) => `<li>${escapeHtml(tip)}</li>`).join('')}</ul>`,
  ].join('')
}

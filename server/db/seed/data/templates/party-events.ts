/** Party and events listings. */
import { type ItemTemplate, templates } from './define.ts'

const party = templates('party-events', ['city'])

// biome-ignore format: a table, one row per listing
export const partyTemplates: ItemTemplate[] = [
  party.p('marquees', 'Pop-up gazebo 6 x 3 m', 'Heavy-duty gazebo with sides and weights, delivered and set up on request.', { day: 90, week: 300 }, 200, [1, 4], ['city', 'coast', 'wine']),
  party.p('marquees', 'Wedding marquee 10 x 10 m', 'Pole marquee for up to 80 guests with lining and fairy lights.', { day: 950 }, 1500, [1, 1], ['city', 'wine']),
  party.p('sound-lighting', 'Bluetooth PA speaker pair', 'Two 12\u201d powered speakers with stands, mixer and wireless mic.', { day: 120, week: 400 }, 400, [1, 3]),
  party.p('sound-lighting', 'Festoon lighting 20 m', 'Warm-white festoon lights, outdoor rated, with extension leads.', { day: 45, week: 150 }, 100, [1, 5], ['city', 'wine', 'coast']),
  party.p('sound-lighting', 'Projector and outdoor screen', 'HD projector with a 3 m inflatable screen for backyard movie nights.', { day: 110, week: 380 }, 400, [1, 2]),
  party.p('furniture', 'Trestle table and 8 chairs', 'A 2.4 m trestle table with eight white folding chairs.', { day: 45, week: 150 }, 100, [2, 5]),
  party.p('furniture', 'Bar leaner set', 'Four bar leaners and a high table for cocktail parties.', { day: 60, week: 200 }, 150, [1, 3]),
  party.x('picnics', 'Styled beach picnic', 'We set up rugs, cushions, a low table and a grazing board; you just turn up.', { half: 250 }, [2, 8], ['coast', 'city']),
  party.x('picnics', 'Proposal picnic setup', 'Flowers, lanterns and a styled picnic in a secret spot for the big question.', { half: 450 }, [2, 2], ['coast', 'city', 'wine']),
  party.p('lawn-games', 'Giant Jenga and Connect 4', 'Two giant yard games in a carry bag.', { day: 40, week: 120 }, 80, [1, 3], ['city', 'coast', 'wine']),
  party.p('lawn-games', 'Lawn bowls and quoits set', 'Classic backyard games for all ages.', { day: 25, week: 80 }, 40, [1, 3], ['city', 'coast']),
]

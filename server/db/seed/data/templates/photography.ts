/** Photography listings. */
import { type ItemTemplate, templates } from './define.ts'

const photo = templates('photography', ['city', 'bush', 'coast'])

// biome-ignore format: a table, one row per listing
export const photographyTemplates: ItemTemplate[] = [
  photo.p('cameras', 'Mirrorless camera kit', '24 MP mirrorless body with a 24-70 mm lens, two batteries and a 128 GB card.', { day: 60, week: 280 }, 800, [1, 2]),
  photo.p('cameras', 'Waterproof action camera', '5K action camera with a dive housing, chest mount and a floating grip.', { day: 25, week: 100 }, 200, [1, 4]),
  photo.p('cameras', 'Full-frame camera body', 'Full-frame body for low light and astro, with spare batteries.', { day: 85, week: 400 }, 1200, [1, 1]),
  photo.p('cameras', '360 camera', 'Shoot everything at once and reframe later. Invisible selfie stick included.', { day: 30, week: 130 }, 250, [1, 2]),
  photo.p('lenses', '100-400 mm telephoto lens', 'Image-stabilised telephoto for birds and wildlife.', { day: 55, week: 250 }, 900, [1, 2]),
  photo.p('lenses', '14 mm f/2.8 wide lens', 'Ultra-wide prime for landscapes and the Milky Way.', { day: 40, week: 180 }, 600, [1, 2]),
  photo.p('lenses', '100 mm macro lens', 'Get close to flowers, insects and rock pool life.', { day: 35, week: 160 }, 500, [1, 2]),
  photo.p('drones', 'Compact camera drone', 'Sub-250 g 4K drone with three batteries. Fly by CASA rules: not over people or near airports.', { day: 60, week: 280 }, 600, [1, 2]),
  photo.p('drones', 'Pro camera drone', '5.1K drone with obstacle sensing and an ND filter set.', { day: 110, week: 500 }, 1500, [1, 1]),
  photo.x('photo-tours', 'Sunrise photography workshop', 'Shoot the sunrise with a professional photographer and learn composition and exposure.', { half: 150 }, [2, 8]),
  photo.x('photo-tours', 'Astrophotography night', 'Capture the Milky Way under dark skies; tripods supplied.', { half: 170 }, [2, 8], ['bush', 'outback', 'coast']),
  photo.x('photo-tours', 'Wildlife photography safari', 'A day photographing native wildlife with long lenses supplied.', { day: 290 }, [2, 6], ['bush', 'coast', 'reef']),
]

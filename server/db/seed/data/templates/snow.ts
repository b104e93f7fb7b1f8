/** Snow listings. */
import { type ItemTemplate, templates } from './define.ts'

const snow = templates('snow', ['snow'])

// biome-ignore format: a table, one row per listing
export const snowTemplates: ItemTemplate[] = [
  snow.p('skis', 'All-mountain ski package', 'Skis, boots and poles fitted by a technician. Helmet on request.', { day: 65, week: 320 }, 250, [2, 5]),
  snow.p('skis', 'Beginner ski package', 'Soft-flex skis and comfortable boots for your first days on snow.', { day: 50, week: 250 }, 200, [2, 5]),
  snow.p('skis', 'Backcountry touring setup', 'Touring skis with skins, tech bindings, boots and poles.', { day: 110, week: 520 }, 600, [1, 2]),
  snow.p('snowboards', 'All-mountain snowboard package', 'Board, bindings and boots set up for your stance.', { day: 60, week: 300 }, 250, [2, 5]),
  snow.p('snowboards', 'Kids snowboard package', 'Short, soft board with boots for young riders.', { day: 40, week: 190 }, 150, [1, 3]),
  snow.p('snow-clothing', 'Snow jacket and pants', 'Waterproof 10k jacket and pants, washed after every hire.', { day: 35, week: 150 }, 100, [2, 5]),
  snow.p('snow-clothing', 'Gloves, goggles and beanie', 'Everything for warm hands and clear eyes.', { day: 15, week: 60 }, 40, [2, 5]),
  snow.p('snow-clothing', 'Kids snow suit', 'One-piece snow suit for kids aged 3 to 10.', { day: 25, week: 100 }, 60, [1, 4]),
  snow.p('snowshoeing', 'Snowshoes and poles', 'Aluminium snowshoes with adjustable poles.', { day: 30, week: 130 }, 80, [2, 5]),
  snow.x('snowshoeing', 'Guided snowshoe walk', 'Snowshoe through snow gums to a lookout with hot chocolate on the way.', { half: 120 }, [2, 10]),
  snow.x('snow-lessons', 'Private ski lesson', 'Two hours with a qualified instructor; all levels welcome.', { hour: 140 }, [1, 4]),
  snow.x('snow-lessons', 'Group snowboard lesson', 'Half-day group lesson for beginners: balance, turning and stopping.', { half: 130 }, [3, 10]),
]

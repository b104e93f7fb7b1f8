/** Every listing template, by category. */

import { campingTemplates } from './camping.ts'
import { cyclingTemplates } from './cycling.ts'
import type { ItemTemplate } from './define.ts'
import { fishingTemplates } from './fishing.ts'
import { hikingClimbingTemplates } from './hiking-climbing.ts'
import { partyTemplates } from './party-events.ts'
import { photographyTemplates } from './photography.ts'
import { snowTemplates } from './snow.ts'
import { surfBeachTemplates } from './surf-beach.ts'
import { tourTemplates } from './tours.ts'
import { waterSportsTemplates } from './water-sports.ts'

export const allTemplates: ItemTemplate[] = [
  ...waterSportsTemplates,
  ...surfBeachTemplates,
  ...fishingTemplates,
  ...campingTemplates,
  ...cyclingTemplates,
  ...hikingClimbingTemplates,
  ...snowTemplates,
  ...photographyTemplates,
  ...tourTemplates,
  ...partyTemplates,
]

/** Banner, destinations, stories and legal content. */
import { Hono } from 'hono'
import { listQuery } from '../../../shared/contract/catalogue/catalogue.ts'
import {
  discoveryCalls,
  discoveryMessages,
  type StoryDetail,
  storyParams,
} from '../../../shared/contract/catalogue/discovery.ts'
import type {
  Content,
  ContentVersion,
  HomeBanner,
} from '../../../shared/contract/catalogue/home.ts'
import {
  contentQuery,
  destinationsQuery,
  homeCalls,
  storiesQuery,
} from '../../../shared/contract/catalogue/home.ts'
import { publicAccess } from '../../http/auth.ts'
import { type AppDeps, type AppEnv, userIdOf } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { ok } from '../../http/respond.ts'
import { absoluteUrls } from '../../http/urls.ts'
import { readParams, readQuery } from '../../http/validate.ts'
import {
  contentVersionOf,
  findContent,
  homeBanner,
  listDestinations,
  listStories,
} from '../../services/catalogue/home.ts'
import { pointOf } from '../../services/catalogue/search-params.ts'
import { storyDetail } from '../../services/catalogue/story-detail.ts'

export function homeRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  const { db } = deps

  routes.get(homeCalls.banner.path, async (c) => {
    publicAccess(c)
    const banner = await homeBanner(db, absoluteUrls(c, deps))
    if (!banner) throw notFound('No home banner is set')
    return ok<HomeBanner>(c, banner)
  })

  routes.get(homeCalls.destinations.path, async (c) => {
    publicAccess(c)
    const query = readQuery(c, destinationsQuery)
    const options = { topOnly: query.topDestination === true, limit: query.limit ?? 100 }
    return ok(c, await listDestinations(db, options, absoluteUrls(c, deps)))
  })

  routes.get(homeCalls.stories.path, async (c) => {
    publicAccess(c)
    const query = readQuery(c, storiesQuery)
    const limit = query.limit ?? 9
    const options = {
      storyType: query.storyType,
      destinationId: query.destinationId,
      categoryId: query.categoryId,
      limit,
      offset: ((query.pageNo ?? 1) - 1) * limit,
    }
    return ok(c, await listStories(db, options, absoluteUrls(c, deps)))
  })

  routes.get(discoveryCalls.story.path, async (c) => {
    const userId = userIdOf(publicAccess(c))
    const { id } = readParams(c, storyParams)
    const point = pointOf(readQuery(c, listQuery))
    const story = await storyDetail(db, id, { userId, point }, absoluteUrls(c, deps))
    if (!story) throw notFound(discoveryMessages.storyNotFound)
    return ok<StoryDetail>(c, story)
  })

  routes.get(homeCalls.version.path, async (c) => {
    publicAccess(c)
    return ok<ContentVersion>(c, { version: await contentVersionOf(db) })
  })

  routes.get(homeCalls.content.path, async (c) => {
    publicAccess(c)
    const { type } = readQuery(c, contentQuery)
    const content = await findContent(db, type)
    if (!content) throw notFound('Content not found')
    return ok<Content>(c, content)
  })

  return routes
}

/** Banner, destinations, stories and legal content. */
import { Hono } from 'hono'
import type { Content, HomeBanner } from '../../shared/contract/home.ts'
import {
  contentQuery,
  destinationsQuery,
  homeCalls,
  storiesQuery,
} from '../../shared/contract/home.ts'
import { publicAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { notFound } from '../http/errors.ts'
import { ok } from '../http/respond.ts'
import { absoluteUrls } from '../http/urls.ts'
import { readQuery } from '../http/validate.ts'
import { findContent, homeBanner, listDestinations, listStories } from '../services/home.ts'

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
    const options = { storyType: query.storyType, limit, offset: ((query.pageNo ?? 1) - 1) * limit }
    return ok(c, await listStories(db, options, absoluteUrls(c, deps)))
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

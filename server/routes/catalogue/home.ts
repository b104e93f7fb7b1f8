/** Banner, destinations, stories and legal content. */
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
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { absoluteUrls } from '../../http/urls.ts'
import {
  contentVersionOf,
  findContent,
  homeBanner,
  listDestinations,
  listStories,
} from '../../services/catalogue/home.ts'
import { paging } from '../../services/catalogue/item-pages.ts'
import { pointOf } from '../../services/catalogue/search-params.ts'
import { storyDetail } from '../../services/catalogue/story-detail.ts'

export function homeRoutes(calls: CallRoutes, deps: AppDeps) {
  const { db } = deps

  calls.public(
    homeCalls.banner,
    { notFound: 'No home banner is set' },
    ({ c }): Promise<HomeBanner | null> => homeBanner(db, absoluteUrls(c, deps)),
  )

  calls.public(homeCalls.destinations, { query: destinationsQuery }, ({ c, query }) => {
    const options = { topOnly: query.topDestination === true, limit: query.limit ?? 100 }
    return listDestinations(db, options, absoluteUrls(c, deps))
  })

  calls.public(homeCalls.stories, { query: storiesQuery }, ({ c, query }) => {
    const options = {
      storyType: query.storyType,
      destinationId: query.destinationId,
      categoryId: query.categoryId,
      ...paging(query, 9),
    }
    return listStories(db, options, absoluteUrls(c, deps))
  })

  calls.viewer(
    discoveryCalls.story,
    { params: storyParams, query: listQuery, notFound: discoveryMessages.storyNotFound },
    ({ c, caller, params, query }): Promise<StoryDetail | null> => {
      const options = { userId: caller, point: pointOf(query) }
      return storyDetail(db, params.id, options, absoluteUrls(c, deps))
    },
  )

  calls.public(homeCalls.version, {}, async (): Promise<ContentVersion> => {
    return { version: await contentVersionOf(db) }
  })

  calls.public(
    homeCalls.content,
    { query: contentQuery, notFound: 'Content not found' },
    ({ query }): Promise<Content | null> => findContent(db, query.type),
  )
}

/**
 * Island of /stories: the story tabs (WAI-ARIA tabs, automatic activation: arrows, Home
 * and End move and choose) over one panel of story cards, 9 a page with infinite loading.
 * A tab with no stories says 'Coming soon...'. Changing tab starts again from page 1 and
 * clears the list (spec part 1 section 4). Each tab is a link to `/stories?tab=…`, so
 * without JavaScript the server renders the chosen tab; once hydrated the address follows
 * the tab without reloading.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { browseMessages, storyTabs } from '../../../shared/contract/catalogue/browse.ts'
import type { Story, StoryType } from '../../../shared/contract/catalogue/home.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import { plural } from '../../../shared/format/text.ts'
import { createStoryList } from '../../../shared/stores/catalogue/browse-lists.ts'
import { useStore } from '../../runtime/use-store.ts'
import { BrowseRoot } from './BrowseRoot.tsx'
import { PagedView, serverFirst } from './PagedView.tsx'
import { StoryCardSkeleton } from './Skeletons.tsx'
import { StoryCard } from './StoryCard.tsx'
import { nextTabIndex } from './tab-keys.ts'

export interface StoryTabsProps {
  /** the tab the server rendered */
  tab: StoryType
  /** its first page; null when the call failed */
  initial?: ListData<Story> | null
}

export const storyTabHref = (type: StoryType) => `/stories?tab=${type}`
const shownStories = (count: number) => `${plural(count, 'story', 'stories')} shown`

export function StoryTabs({ tab, initial = null }: StoryTabsProps) {
  const id = useId()
  const [list] = useState(createStoryList)
  const value = useStore(list.$list)
  const [selected, setSelected] = useState<StoryType>(tab)
  const [mounted, setMounted] = useState(false)
  const tabs = useRef<(HTMLAnchorElement | null)[]>([])

  useEffect(() => {
    setMounted(true)
    void list.open(tab, initial)
  }, [list, tab, initial])

  const choose = (type: StoryType) => {
    if (type === selected) return
    setSelected(type)
    window.history.replaceState(window.history.state, '', storyTabHref(type))
    void list.open(type)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const current = storyTabs.findIndex((entry) => entry.type === selected)
    const next = nextTabIndex(event.key, current, storyTabs.length)
    const target = next === null ? undefined : storyTabs[next]
    if (!target) return
    event.preventDefault()
    choose(target.type)
    tabs.current[next ?? 0]?.focus()
  }

  const { items, paged } = serverFirst(list, value, selected, initial)

  return (
    <BrowseRoot>
      <div className="browse-tablist" role="tablist" aria-label="Stories">
        {storyTabs.map((entry, index) => (
          <a
            key={entry.type}
            ref={(element) => {
              tabs.current[index] = element
            }}
            id={`${id}-tab-${entry.type}`}
            className="browse-tab"
            role="tab"
            href={storyTabHref(entry.type)}
            aria-selected={entry.type === selected}
            aria-controls={`${id}-panel`}
            tabIndex={mounted ? (entry.type === selected ? 0 : -1) : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
              event.preventDefault()
              choose(entry.type)
            }}
            onKeyDown={onKeyDown}
          >
            {entry.label}
          </a>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        className="browse-tabpanel"
        role="tabpanel"
        aria-labelledby={`${id}-tab-${selected}`}
      >
        <PagedView
          {...paged}
          skeleton={<StoryCardSkeleton />}
          skeletonCount={3}
          skeletonClass="browse-grid--stories"
          empty={<p className="browse-empty">{browseMessages.comingSoon}</p>}
          shownLabel={shownStories}
        >
          <ul className="item-card-grid browse-grid browse-grid--stories">
            {items.map((story) => (
              <li key={story._id}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        </PagedView>
      </div>
    </BrowseRoot>
  )
}

export default StoryTabs

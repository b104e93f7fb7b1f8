/** A story in a list: first image, title linking to /stories/{id}, text cut at 200 characters. */
import type { Story } from '../../../shared/contract/catalogue/home.ts'
import { storyExcerpt } from '../../../shared/format/text.ts'

export function storyPath(storyId: string): string {
  return `/stories/${encodeURIComponent(storyId)}`
}

export function StoryCard({
  story,
  headingLevel: Heading = 'h2',
}: {
  story: Story
  headingLevel?: 'h2' | 'h3'
}) {
  const image = story.media?.[0]?.url
  return (
    <article className="story-card">
      <div className="story-card__media">
        {image ? (
          <img src={image} alt="" width={600} height={400} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className="story-card__body">
        <Heading className="story-card__title">
          <a href={storyPath(story._id)}>{story.title}</a>
        </Heading>
        <p className="story-card__excerpt">{storyExcerpt(story.description)}</p>
      </div>
    </article>
  )
}

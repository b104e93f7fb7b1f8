/**
 * /listing/manage-listing/{id}: one listing as its owner sees it (pictures, distance,
 * rating, minimum duration, Instant Book, prices per unit and bond, description, group or
 * units, duration range, days and times with 'everyday' expanded, notes, location text and
 * a map with a marker, the questions widget, terms), with 'Edit list' (the wizard's review
 * in manageItem mode), 'Delete list' and 'Is item available?'. A load failure toasts and
 * goes back. The distance is there when the browser already shares the owner's position.
 */
import { useEffect, useState } from 'react'
import { messageOf } from '../../../shared/api/errors.ts'
import { weekdays } from '../../../shared/contract/catalogue/items.ts'
import { draftFromItem } from '../../../shared/domain/listings/draft.ts'
import {
  type DurationType,
  durationRangeText,
  durationText,
  priceLabels,
} from '../../../shared/domain/listings/durations.ts'
import { dayOptions, fromMinutes } from '../../../shared/domain/listings/opening-times.ts'
import { distanceText } from '../../../shared/format/place.ts'
import { confirmAction, showError, showSuccess } from '../../../shared/stores/core/feedback.ts'
import { startEdit } from '../../../shared/stores/listings/draft.ts'
import {
  deleteOwnerItem,
  loadOwnerItem,
  type OwnerItem,
} from '../../../shared/stores/listings/manage.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { go } from '../go.ts'
import { ListingMap } from '../ListingMap.tsx'
import { AvailabilityDialog } from './AvailabilityDialog.tsx'
import { ManageQuestions } from './ManageQuestions.tsx'
import { pauseLabel } from './pause-label.ts'

const label = (day: string) => dayOptions.find((option) => option.value === day)?.label ?? day
const duration = (value: { type: number; value: number } | null) =>
  value ? durationText(value.value, value.type as DurationType) : 'No maximum'

export default function ManageItem({ itemId, owner }: { itemId: string; owner: string }) {
  const [item, setItem] = useState<OwnerItem | null>(null)
  const [availability, setAvailability] = useState(false)
  const load = () =>
    loadOwnerItem(itemId).then(setItem, (error: unknown) => {
      showError(messageOf(error), owner)
      history.back()
    })
  useEffect(() => {
    void load()
  }, [itemId])
  if (!item) return <Skeleton height="12rem" />

  async function remove() {
    const sure = await confirmAction('Are you sure you want to delete this item?', {
      title: 'Delete list',
      owner,
    })
    if (!sure) return
    const problem = await deleteOwnerItem(itemId)
    if (problem) return showError(problem, owner)
    showSuccess('Item deleted', owner)
    go('/listing/manage-listing')
  }
  function edit() {
    if (!item) return
    startEdit(item._id, draftFromItem(item))
    go('/listing/add-listing-5?edit=manageItem')
  }
  const days = item.pickUpDaysAndTime.flatMap((slot) =>
    slot.day === 'everyday' ? weekdays.map((day) => ({ ...slot, day })) : [slot],
  )
  const paused = pauseLabel(item) ?? 'Available'
  const distance = distanceText(item.distance)
  const location = item.pickUpLocation
  return (
    <article className="wizard-step" aria-labelledby="item-title">
      <ul className="wizard-media">
        {item.media.map((media) => (
          <li key={media.url}>
            <img
              src={media.thumbnailImage || media.url}
              alt={media.type === 2 ? 'Video' : item.itemName}
            />
          </li>
        ))}
      </ul>
      {item.instantBooking ? <span className="wizard-badge">Instant Book</span> : null}
      <h2 id="item-title">{item.itemName}</h2>
      <p className="wizard-hint">
        {distance ? `${distance} · ` : ''}
        {item.rating ? `Rated ${item.rating.toFixed(1)} · ` : ''}Minimum hire{' '}
        {duration(item.minimumHireDuration)}
      </p>
      <ul>
        {item.price.map((price) => (
          <li key={price.type}>
            ${price.amount} {priceLabels[price.type].toLowerCase()}
          </li>
        ))}
        <li>Bond ${item.bond}</li>
      </ul>
      <p>{item.itemDescription}</p>
      <p>
        {item.itemCategoryType === 1
          ? item.isGroupBooking
            ? `Group size ${item.minimumGroupNumber ?? 1}${item.maximumGroupNumber ? `–${item.maximumGroupNumber}` : '+'}`
            : 'No group booking'
          : `Number of items: ${item.availableUnits}`}
      </p>
      <p>
        Duration:{' '}
        {durationRangeText(
          duration(item.minimumHireDuration),
          item.maximumHireDuration ? duration(item.maximumHireDuration) : null,
        )}
      </p>
      <ul>
        {days.map((slot) => (
          <li key={slot.day}>
            {label(slot.day)}: {fromMinutes(slot.startTime)} – {fromMinutes(slot.endTime)}
          </li>
        ))}
      </ul>
      {item.itemConditionNotes ? <p>{item.itemConditionNotes}</p> : null}
      <ListingMap id={item._id} itemName={item.itemName} place={location} />
      <ManageQuestions item={item} owner={owner} />
      {item.isApplyTermsAndCond || !item.termsAndCondDoc ? null : (
        <a href={item.termsAndCondDoc} target="_blank" rel="noreferrer">
          Terms and conditions
        </a>
      )}
      <p role="status">{paused}</p>
      <div className="wizard-actions">
        <button type="button" className="hire-button" onClick={() => setAvailability(true)}>
          Is item available?
        </button>
        <button type="button" className="hire-button" onClick={edit}>
          Edit list
        </button>
        <button type="button" className="hire-button" onClick={() => void remove()}>
          Delete list
        </button>
      </div>
      {availability ? (
        <AvailabilityDialog
          item={item}
          owner={owner}
          onClose={(changed) => {
            setAvailability(false)
            if (changed) void load()
          }}
        />
      ) : null}
    </article>
  )
}

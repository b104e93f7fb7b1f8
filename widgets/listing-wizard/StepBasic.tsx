/**
 * Step 1 'Basic Information': name, type (locked when editing), available units for a
 * product, the category carousel, subcategory chips with 'All', and the tag chips.
 */
import { useEffect, useId } from 'react'
import { listingLimits } from '../../shared/contract/listings/calls.ts'
import {
  checkCategory,
  checkItemName,
  checkSubCategory,
  checkUnits,
} from '../../shared/domain/listings/rules.ts'
import { $categories, ensureCategories } from '../../shared/stores/catalogue/categories.ts'
import { useStore } from '../runtime/use-store.ts'
import { Skeleton } from '../ui/Skeleton.tsx'
import { DigitsField, Field } from './Field.tsx'
import { StepFrame } from './StepFrame.tsx'
import { useDraft } from './use-draft.ts'
import { useStepErrors } from './use-step-errors.ts'

export function StepBasic() {
  const { draft, update, text, mode, next } = useDraft(1)
  const categories = useStore($categories)
  useEffect(ensureCategories, [])
  const category = categories.list.find((entry) => entry._id === draft.categoryId)
  const subs = category?.subCategories ?? []
  const tags =
    draft.subCategoryId === 'all'
      ? (category?.tags ?? subs.flatMap((sub) => sub.tags))
      : (subs.find((sub) => sub._id === draft.subCategoryId)?.tags ?? [])
  const product = draft.itemCategoryType === 2
  const { shown, leave, check } = useStepErrors({
    name: checkItemName(draft.itemName),
    type: draft.itemCategoryType ? null : 'Please select the item type',
    units: product ? checkUnits(draft.availableUnits) : null,
    category: checkCategory(draft.categoryId),
    sub: checkSubCategory(draft.subCategoryId),
  })
  const onContinue = () => {
    if (check()) next()
  }
  // A group's message describes the group, so a screen reader reads it on entering.
  const groupId = useId()
  const describedBy = (key: 'type' | 'category' | 'sub') =>
    shown[key] ? `${groupId}-${key}` : undefined
  const toggleTag = (id: string) =>
    update({
      tagIds: draft.tagIds.includes(id)
        ? draft.tagIds.filter((tag) => tag !== id)
        : [...draft.tagIds, id],
    })

  return (
    <StepFrame step={1} title="Basic Information" onContinue={onContinue}>
      <Field
        label="Item name"
        maxLength={listingLimits.nameMax}
        {...text('itemName')}
        onBlur={() => leave('name')}
        error={shown.name}
      />
      <fieldset className="wizard-group" aria-describedby={describedBy('type')}>
        <legend>Type</legend>
        {(
          [
            [1, 'Experience'],
            [2, 'Product'],
          ] as const
        ).map(([code, label]) => (
          <label key={code} className="wizard-check">
            <input
              type="radio"
              name="itemCategoryType"
              checked={draft.itemCategoryType === code}
              disabled={mode !== 'new'}
              onChange={() => update({ itemCategoryType: code })}
            />
            <span>{label}</span>
          </label>
        ))}
        {shown.type ? (
          <p className="wizard-error" role="alert" id={describedBy('type')}>
            {shown.type}
          </p>
        ) : null}
      </fieldset>
      {product ? (
        <DigitsField
          label="Available Units"
          {...text('availableUnits')}
          onBlur={() => leave('units')}
          error={shown.units}
        />
      ) : null}
      <fieldset className="wizard-group" aria-describedby={describedBy('category')}>
        <legend>Category</legend>
        {categories.status !== 'ready' && categories.list.length === 0 ? (
          <Skeleton height="3rem" />
        ) : (
          <div className="wizard-carousel">
            {categories.list.map((entry) => (
              <button
                key={entry._id}
                type="button"
                aria-pressed={entry._id === draft.categoryId}
                className="wizard-chip wizard-category"
                onClick={() => update({ categoryId: entry._id, subCategoryId: null, tagIds: [] })}
              >
                {entry.icon ? <img src={entry.icon} alt="" width={32} height={32} /> : null}
                {entry.name}
              </button>
            ))}
          </div>
        )}
        {shown.category ? (
          <p className="wizard-error" role="alert" id={describedBy('category')}>
            {shown.category}
          </p>
        ) : null}
      </fieldset>
      {category ? (
        <fieldset className="wizard-group" aria-describedby={describedBy('sub')}>
          <legend>Subcategory</legend>
          <div className="wizard-chips">
            {[{ _id: 'all', name: 'All' }, ...subs].map((sub) => (
              <button
                key={sub._id}
                type="button"
                aria-pressed={draft.subCategoryId === sub._id}
                className="wizard-chip"
                onClick={() => update({ subCategoryId: sub._id, tagIds: [] })}
              >
                {sub.name}
              </button>
            ))}
          </div>
          {shown.sub ? (
            <p className="wizard-error" role="alert" id={describedBy('sub')}>
              {shown.sub}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {tags.length ? (
        <fieldset className="wizard-group">
          <legend>Tags</legend>
          <div className="wizard-chips">
            {tags.map((tag) => (
              <button
                key={tag._id}
                type="button"
                aria-pressed={draft.tagIds.includes(tag._id)}
                className="wizard-chip"
                onClick={() => toggleTag(tag._id)}
              >
                {tag.tagName}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </StepFrame>
  )
}

/** The wizard's mode from its `edit` query, apart from the payload rules so the wizard's shell loads without them. */
export type WizardMode = 'new' | 'edit' | 'manageItem'

/** The wizard's `edit` query: 'true' or 'manageItem'; anything else is a new listing. */
export function wizardMode(editQuery: string | null | undefined): WizardMode {
  if (editQuery === 'true') return 'edit'
  if (editQuery === 'manageItem') return 'manageItem'
  return 'new'
}

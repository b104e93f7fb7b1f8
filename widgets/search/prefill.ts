/**
 * `<hire-search activity destination start-date end-date>`: the partner's prefill. The
 * activity is typed text (Explore matches it to a category, as when a visitor types it);
 * the destination is looked up in the places service and the first place of that name is
 * chosen, so Explore searches around it; the dates become the range. A value that cannot
 * be used is left out and reported as `hire-error` (shared/domain/catalogue/prefill.ts).
 * The checks load only when the element has prefill attributes (most search bars have
 * none); the fields fill as soon as they arrive, like a later change of the attributes.
 */
import { useEffect, useMemo, useState } from 'react'
import { placesPort } from '../../shared/adapters/places/index.ts'
import type { Prefill, PrefillProblem } from '../../shared/domain/catalogue/prefill.ts'
import { placeNamed } from '../../shared/domain/catalogue/typed-search.ts'
import { useReportProblems } from '../runtime/problems.ts'
import { type ChosenPlace, placeFromDetails } from './place.ts'

export { prefillRange } from './prefill-range.ts'

export interface SearchPrefillProps {
  /** prefill: the activity typed in */
  activity?: string
  /** prefill: the destination typed in, looked up as a place */
  destination?: string
  /** prefill: first day, YYYY-MM-DD */
  startDate?: string
  /** prefill: last day, YYYY-MM-DD */
  endDate?: string
}

/** The place named `text`: an exact name first, else the service's first suggestion. */
export async function findPlace(text: string): Promise<ChosenPlace | null> {
  const details = await placeNamed(await placesPort(), text)
  return details ? placeFromDetails(details) : null
}

export function useSearchPrefill(props: SearchPrefillProps): {
  prefill: Prefill
  problems: PrefillProblem[]
} {
  const { activity, destination, startDate, endDate } = props
  const given = [activity, destination, startDate, endDate].some((value) => !!value)
  const [parse, setParse] = useState(() => loadedParser)
  useEffect(() => {
    if (!given || parse) return
    let live = true
    loadParser().then((loaded) => {
      if (live && loaded) setParse(() => loaded)
    })
    return () => {
      live = false
    }
  }, [given, parse])
  const parsed = useMemo(
    () =>
      given && parse
        ? parse('hire-search', { activity, destination, startDate, endDate })
        : noPrefill,
    [given, parse, activity, destination, startDate, endDate],
  )
  useReportProblems('hire-search', parsed.problems)
  return parsed
}

type PrefillParser = typeof import('../../shared/domain/catalogue/prefill.ts').parsePrefill

const noPrefill: { prefill: Prefill; problems: PrefillProblem[] } = { prefill: {}, problems: [] }
let loadedParser: PrefillParser | undefined

/** The element's first paint has the checks already: the full widget starts with them. */
export function givePrefillParser(parse: PrefillParser): void {
  loadedParser ??= parse
}

function loadParser(): Promise<PrefillParser | undefined> {
  return import('../../shared/domain/catalogue/prefill.ts').then(
    (module) => {
      loadedParser = module.parsePrefill
      return loadedParser
    },
    // Offline: the bar works without its prefill.
    () => undefined,
  )
}

/** Looks the prefilled destination up once it is known; reports a name with no place. */
export function usePrefilledPlace(
  destination: string | undefined,
  onPlace: (place: ChosenPlace) => void,
  onMissing: (problem: PrefillProblem) => void,
): void {
  useEffect(() => {
    if (!destination) return
    let live = true
    findPlace(destination)
      .then((place) => {
        if (!live) return
        if (place) onPlace(place)
        else
          onMissing({
            attribute: 'destination',
            message: `The destination attribute of <hire-search> names no place we know; "${destination}" is searched as typed.`,
          })
      })
      .catch(() => {
        // Places unavailable: the text stays in the field for the visitor to pick.
      })
    return () => {
      live = false
    }
    // Only a new destination starts a new lookup; the callbacks change every render.
  }, [destination])
}

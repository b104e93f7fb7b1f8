/**
 * The carbon credits dialog (loaded on demand): the caller's points (kg saved by hiring),
 * everyone's saving, what the caller's saving equals, facts, and the true/false quiz.
 */
import type { CarbonData, CarbonEquivalents } from '../../../shared/contract/catalogue/carbon.ts'
import { lazily } from '../../../shared/format/lazily.ts'
import { loadCarbon } from '../../../shared/stores/catalogue/carbon.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { LoadedContent, useLoaded } from '../../ui/LoadedContent.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import carbonCss from './carbon.css?inline'
import { Quiz } from './Quiz.tsx'

export interface CarbonDialogProps {
  owner?: string | undefined
  onClose: () => void
}

export const equivalentLabels: Record<keyof CarbonEquivalents, string> = {
  miles: 'miles not driven',
  gasoline: 'gallons of petrol not burned',
  home: 'homes powered for a year',
  coal: 'pounds of coal not burned',
  smartPhone: 'smartphones charged',
  trees: 'tree seedlings grown for 10 years',
}

const number = lazily(() => new Intl.NumberFormat('en-AU', { maximumFractionDigits: 4 }))

export function CarbonDialog({ onClose }: CarbonDialogProps) {
  const [state, retry] = useLoaded(loadCarbon)

  return (
    <>
      <style>{carbonCss}</style>
      <Dialog
        title="Carbon credits"
        onClose={onClose}
        closeButton
        className="hire-item-carbon-dialog"
      >
        <LoadedContent
          state={state}
          label="Loading carbon credits"
          placeholder={<Skeleton height="2rem" count={4} />}
          retry={retry}
        >
          {(data) => <CarbonContent data={data} />}
        </LoadedContent>
      </Dialog>
    </>
  )
}

function CarbonContent({ data }: { data: CarbonData }) {
  return (
    <>
      <p className="hire-item-points">
        <strong>{number().format(data.totalCarbon)}</strong> points: kg of CO2e you saved by hiring
      </p>
      <p>
        Everyone on the marketplace has saved {number().format(data.globalEmission)} kg of CO2e.
      </p>
      <h3>Your saving equals</h3>
      <ul className="hire-item-savings">
        {(Object.keys(equivalentLabels) as (keyof CarbonEquivalents)[]).map((key) => (
          <li key={key}>
            <strong>{number().format(data.yourSaving?.[key] ?? 0)}</strong> {equivalentLabels[key]}
          </li>
        ))}
      </ul>
      {data.facts?.length ? (
        <>
          <h3>Facts</h3>
          <ul className="hire-item-facts-list">
            {data.facts.map((fact) => (
              <li key={fact._id}>{fact.description}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Quiz questions={data.que ?? []} />
    </>
  )
}

export default CarbonDialog

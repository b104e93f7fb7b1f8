/**
 * 'Carbon credits': what hiring this item instead of buying saves, and a button opening the
 * carbon credits dialog (its own chunk, loaded on first use).
 */
import { useLazyDialog } from '../ui/lazy/use-lazy-dialog.ts'

const loadDialog = async () => (await import('./carbon/CarbonDialog.tsx')).default

export function CarbonButton({ co2Save, owner }: { co2Save: number; owner?: string | undefined }) {
  const [Dialog, failed, open, close] = useLazyDialog(loadDialog)
  return (
    <section className="hire-item-carbon" aria-labelledby="hire-item-carbon">
      <h2 id="hire-item-carbon">Hire, don’t buy</h2>
      {co2Save > 0 ? <p>Hiring this item saves about {co2Save} kg of CO2e.</p> : null}
      <button type="button" className="hire-button" aria-haspopup="dialog" onClick={open}>
        Carbon credits
      </button>
      {failed ? <p role="alert">Carbon credits could not be loaded. Please try again.</p> : null}
      {Dialog ? <Dialog owner={owner} onClose={close} /> : null}
    </section>
  )
}

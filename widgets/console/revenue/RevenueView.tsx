/**
 * /listing/revenue (spec part 3 section 2.10): total revenue, total hired and total views;
 * the period filters and the chart; the most hired items and the last hired table with
 * its search (500 ms after the last key); 'No hires yet' (or 'No hires match your search')
 * where a list has nothing to show. Figures that fail to load say why, with Retry.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import type { RevenueType } from '../../../shared/contract/supplier/calls.ts'
import { periodLabel } from '../../../shared/domain/supplier/periods.ts'
import { revenuePeriods, revenueQueryFor } from '../../../shared/domain/supplier/revenue.ts'
import { formatDayMonth } from '../../../shared/format/days.ts'
import { formatAmount } from '../../../shared/format/price.ts'
import { plural } from '../../../shared/format/text.ts'
import { createRevenue } from '../../../shared/stores/supplier/revenue.ts'
import { useStore } from '../../runtime/use-store.ts'
import { RetryAlert } from '../../ui/RetryAlert.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import type { ViewProps } from '../views.ts'
import { PeriodDialog } from './PeriodDialog.tsx'

const noHires = 'No hires yet'
const noMatch = 'No hires match your search'

const RevenueChart = lazy(() => import('./RevenueChart.tsx'))

export function RevenueView(_props: ViewProps) {
  const revenue = useMemo(() => createRevenue(), [])
  const value = useStore(revenue.$revenue)
  const [choosing, setChoosing] = useState(false)
  useEffect(() => revenue.open(), [revenue])
  const data = value.data
  const pick = (type: RevenueType) => {
    if (type === 5) {
      setChoosing(true)
      return
    }
    const query = revenueQueryFor(type)
    if (query) void revenue.show(query)
  }
  return (
    <section className="console-stack" aria-labelledby="console-revenue-title">
      <h2 id="console-revenue-title">My Revenue</h2>
      <dl className="console-figures">
        <div>
          <dt>Total revenue</dt>
          <dd>{data ? formatAmount(data.totalRevenue) : '…'}</dd>
        </div>
        <div>
          <dt>Total hired</dt>
          <dd>{data ? data.totalHired : '…'}</dd>
        </div>
        <div>
          <dt>Total views</dt>
          <dd>{data ? data.totalViews : '…'}</dd>
        </div>
      </dl>
      <fieldset className="console-tabs console-periods">
        <legend className="hire-visually-hidden">Period</legend>
        {revenuePeriods.map((period) => (
          <button
            key={period.type}
            type="button"
            aria-pressed={value.query.type === period.type}
            onClick={() => pick(period.type)}
          >
            {period.label}
          </button>
        ))}
      </fieldset>
      {value.status === 'error' && (
        <RetryAlert
          className="console-error"
          message={value.error}
          onRetry={() => void revenue.show(value.query)}
        />
      )}
      {data ? (
        <>
          <p aria-live="polite">
            {`${formatAmount(data.revenue)} from ${plural(data.hired, 'hire')} and ${plural(data.views, 'view')}, ${periodLabel(data)}`}
          </p>
          <Suspense fallback={<Skeleton height="240px" />}>
            <RevenueChart graph={data.graph} />
          </Suspense>
        </>
      ) : (
        value.status !== 'error' && <Skeleton height="240px" />
      )}
      <h3>Most hired</h3>
      {value.mostHired === null ? (
        <Skeleton height="1.25rem" count={3} />
      ) : value.mostHired.length === 0 ? (
        <p className="console-empty">{noHires}</p>
      ) : (
        <ul className="console-cards">
          {value.mostHired.map((item) => (
            <li key={item._id} className="console-card-meta">
              <strong>{item.itemName}</strong> · {plural(item.hireCount, 'hire')} ·{' '}
              {plural(item.viewCount, 'view')}
            </li>
          ))}
        </ul>
      )}
      <h3 id="console-last-hired">Last hired</h3>
      <div className="console-field">
        <label htmlFor="console-last-search">Search last hired</label>
        <input
          id="console-last-search"
          type="search"
          value={value.searchKey}
          onChange={(event) => revenue.search(event.currentTarget.value)}
        />
      </div>
      {value.lastHired === null ? (
        <Skeleton height="1.25rem" count={3} />
      ) : value.lastHired.length === 0 ? (
        <p className="console-empty">{value.searchKey.trim() ? noMatch : noHires}</p>
      ) : (
        <div className="console-scroll">
          <table className="console-table" aria-labelledby="console-last-hired">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Hired by</th>
                <th scope="col">Start</th>
                <th scope="col">Hire cost</th>
              </tr>
            </thead>
            <tbody>
              {value.lastHired.map((row) => (
                <tr key={row.bookingId}>
                  <td>{row.itemName}</td>
                  <td>{row.hireBy.name}</td>
                  <td>{formatDayMonth(Date.parse(row.startDate))}</td>
                  <td>{formatAmount(row.hireCost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {choosing && (
        <PeriodDialog
          onClose={() => setChoosing(false)}
          onApply={(range) => {
            setChoosing(false)
            const query = revenueQueryFor(5, range)
            if (query) void revenue.show(query)
          }}
        />
      )}
    </section>
  )
}

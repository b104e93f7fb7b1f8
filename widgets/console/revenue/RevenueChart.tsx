/**
 * The revenue chart, drawn by uPlot, which (with its styles) is fetched only here: its own
 * chunk, loaded when the revenue view shows a graph. The y axis reads thousands as 'k'.
 * The canvas is hidden from screen readers; the table beside it carries the same figures.
 */
import { useEffect, useRef, useState } from 'react'
import type { RevenuePoint } from '../../../shared/contract/supplier/orders.ts'
import { formatK } from '../../../shared/domain/supplier/revenue.ts'
import { formatAmount } from '../../../shared/format/price.ts'

type UPlot = typeof import('uplot')

const loadChart = async (): Promise<{ UPlot: UPlot; css: string }> => {
  const [module, css] = await Promise.all([
    import('uplot'),
    import('uplot/dist/uPlot.min.css?inline'),
  ])
  return {
    UPlot: (module as unknown as { default: UPlot }).default ?? (module as unknown as UPlot),
    css: css.default,
  }
}

export function RevenueChart({ graph }: { graph: RevenuePoint[] }) {
  const box = useRef<HTMLDivElement>(null)
  const [css, setCss] = useState('')
  useEffect(() => {
    let chart: InstanceType<UPlot> | null = null
    let live = true
    void loadChart().then(({ UPlot, css: styles }) => {
      if (!live || !box.current) return
      setCss(styles)
      const width = Math.max(260, box.current.clientWidth)
      chart = new UPlot(
        {
          width,
          height: 240,
          scales: { x: { time: false } },
          axes: [
            {
              values: (_self, ticks) =>
                ticks.map((tick) => graph[Math.round(tick)]?.date.slice(5) ?? ''),
            },
            {
              values: (_self: unknown, ticks: number[]) => ticks.map((tick) => formatK(tick)),
              size: 56,
            },
          ],
          series: [{}, { label: 'Revenue', stroke: '#0b57b5', fill: 'rgba(11,87,181,0.12)' }],
          legend: { show: false },
        },
        [graph.map((_, index) => index), graph.map((point) => point.amount)],
        box.current,
      )
    })
    return () => {
      live = false
      chart?.destroy()
    }
  }, [graph])
  return (
    <>
      {css && <style>{css}</style>}
      <div ref={box} className="console-chart" aria-hidden="true" data-testid="revenue-chart" />
      <table className="hire-visually-hidden">
        <caption>Revenue by period</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {graph.map((point) => (
            <tr key={point.date}>
              <td>{point.date}</td>
              <td>{formatAmount(point.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

export default RevenueChart

/**
 * Grows the seeded catalogue to a target size for the search benchmark: copies of the
 * seeded listings (with their prices, pictures and tags) scattered about 10 km around the
 * originals, with their own hire counts, ages and some bookings in the coming weeks.
 * Copies are marked so `shrinkCatalogue` removes them again from a database that is kept.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../server/db/connect.ts'
import { tidyAfterSeed } from '../../server/db/seed/index.ts'

export const benchMarker = '[bench copy]'

interface CountRow {
  n: number | string
}

/** Both drivers answer `execute` differently: PGlite with { rows }, postgres-js an array. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] }
  return Array.isArray(result) ? result : result.rows
}

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const found = await rows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}
        order by ordinal_position`,
  )
  return found.map((row) => row.column_name)
}

/** A booking's columns the copies fill; newer schemas also want its supplier and days. */
const bookingValues: Record<string, string> = {
  item_id: 's.new_id',
  hirer_id: '(select id from users order by created_at limit 1)',
  supplier_id: 's.supplier_id',
  start_at: 's.start_at',
  end_at: 's.end_at',
  start_date: 's.start_at',
  end_date: "s.end_at - interval '1 day'",
  units: '1',
  status: "'APPROVED'",
  amount_cents: '10000',
}

/** Values of the copy that differ from its source; every other column is copied as is. */
const changed: Record<string, string> = {
  id: 'm.new_id',
  item_condition_notes: `'${benchMarker}'`,
  latitude: 'i.latitude + (random() - 0.5) * 0.18',
  longitude: 'i.longitude + (random() - 0.5) * 0.18',
  hire_count: 'floor(random() ^ 2 * 420)::int',
  bookmark_count: 'floor(random() ^ 2 * 160)::int',
  rating: 'round((3.7 + random() * 1.3)::numeric, 1)::real',
  created_at: "i.created_at - random() * interval '400 days'",
}

export async function growCatalogue(db: Db, target: number): Promise<number> {
  const [before] = await rows<CountRow>(db, sql`select count(*) as n from items`)
  const originals = await rows<CountRow>(
    db,
    sql`select count(*) as n from items where item_condition_notes <> ${benchMarker}`,
  )
  const have = Number(before?.n ?? 0)
  const sources = Number(originals[0]?.n ?? 0)
  if (have >= target || sources === 0) return have
  const copies = Math.ceil((target - have) / sources)
  const columns = await columnsOf(db, 'items')
  const booked = (await columnsOf(db, 'bookings')).filter((name) => name in bookingValues)
  const list = columns.map((name) => `"${name}"`).join(', ')
  const values = columns.map((name) => changed[name] ?? `i."${name}"`).join(', ')
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('drop table if exists bench_map'))
    await tx.execute(
      sql.raw(`create temp table bench_map as
        select gen_random_uuid() as new_id, i.id as source_id
        from items i cross join generate_series(1, ${copies})
        where i.item_condition_notes <> '${benchMarker}'
        order by random() limit ${target - have}`),
    )
    await tx.execute(
      sql.raw(`insert into items (${list})
        select ${values} from bench_map m join items i on i.id = m.source_id`),
    )
    await tx.execute(
      sql.raw(`insert into item_prices (item_id, type, amount_cents)
        select m.new_id, p.type, p.amount_cents from bench_map m
        join item_prices p on p.item_id = m.source_id`),
    )
    await tx.execute(
      sql.raw(`insert into item_media (id, item_id, url, thumbnail_url, type, position)
        select gen_random_uuid(), m.new_id, x.url, x.thumbnail_url, x.type, x.position
        from bench_map m join item_media x on x.item_id = m.source_id`),
    )
    await tx.execute(
      sql.raw(`insert into item_tags (item_id, tag_id)
        select m.new_id, t.tag_id from bench_map m join item_tags t on t.item_id = m.source_id`),
    )
    // About one booking per three copies, in the coming eight weeks, all holding units.
    await tx.execute(
      sql.raw(`insert into bookings (${booked.join(', ')})
        select ${booked.map((name) => bookingValues[name]).join(', ')}
        from (select d.*, d.start_at + (1 + floor(random() * 4)) * interval '1 day' as end_at
          from (select m.new_id, i.supplier_id,
              date_trunc('day', now()) + floor(random() * 56) * interval '1 day' as start_at
            from bench_map m join items i on i.id = m.source_id where random() < 0.33) d) s`),
    )
    await tx.execute(sql.raw('drop table bench_map'))
  })
  await tidyAfterSeed(db)
  const [after] = await rows<CountRow>(db, sql`select count(*) as n from items`)
  return Number(after?.n ?? 0)
}

/** Removes the copies (and their bookings) from a database that outlives the run. */
export async function shrinkCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from bookings where item_id in
          (select id from items where item_condition_notes = ${benchMarker})`,
    )
    await tx.execute(sql`delete from items where item_condition_notes = ${benchMarker}`)
  })
}

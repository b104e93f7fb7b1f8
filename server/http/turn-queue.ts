/**
 * Starts one request per turn of the event loop, in the order the requests were read.
 *
 * PGlite answers on the calling thread, so a request's handler usually runs to its end
 * inside the callback that read it. With a crowd keeping the process busy, one turn then ran
 * every ready request back to back and lasted seconds, and Node accepts new connections
 * between turns: a client that connected while kept-alive ones were being served again and
 * again waited past its patience (10 s in `npm run bench:load`'s checkout mix). Starting one
 * request per turn keeps each turn to one request's work, so accepting, reading and
 * answering follow arrival order. A request that waits on real I/O still lets the next one
 * start: this orders starts, it does not serialise work.
 */
const waiting: Array<() => void> = []
let draining = false

function startNext(): void {
  const start = waiting.shift()
  if (waiting.length > 0) setImmediate(startNext)
  else draining = false
  start?.()
}

/** Runs `start` on a later turn, after every start queued before it, one per turn. */
export function inTurn(start: () => void): void {
  waiting.push(start)
  if (draining) return
  draining = true
  setImmediate(startNext)
}

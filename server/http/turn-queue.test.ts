import { createServer, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { inTurn } from './turn-queue.ts'

/** Holds the thread as a synchronous database answer does. */
function busy(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {}
}

const request = 'GET / HTTP/1.1\r\nhost: x\r\n\r\n'

/** A kept-alive client that asks again as soon as an answer ends, counting answers. */
function regular(port: number, onAnswer: () => void): Socket {
  const socket = connect(port, '127.0.0.1')
  socket.on('data', (chunk) => {
    for (const _ of chunk.toString().matchAll(/HTTP\/1\.1 200/g)) {
      onAnswer()
      socket.write(request)
    }
  })
  socket.write(request)
  return socket
}

/** Resolves when a new connection's one request has its answer. */
function newcomer(port: number, sockets: Socket[]): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    sockets.push(socket)
    socket.on('data', () => resolve())
    socket.write(request)
  })
}

let server: Server | undefined
const sockets: Socket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  const open = server
  server = undefined
  if (open) await new Promise((resolve) => open.close(resolve))
})

describe('inTurn', () => {
  it('starts queued work in order, one start per turn of the event loop', async () => {
    const seen: string[] = []
    inTurn(() => {
      seen.push('a')
      setImmediate(() => seen.push('turn after a'))
    })
    inTurn(() => seen.push('b'))
    inTurn(() => seen.push('c'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).toEqual(['a', 'b', 'turn after a', 'c'])
  })

  it('serves new connections in arrival order while kept-alive clients keep the server busy', async () => {
    server = createServer((_req, res) =>
      inTurn(() => {
        busy(5)
        res.end('ok')
      }),
    )
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    let answered = 0
    for (let i = 0; i < 8; i++) sockets.push(regular(port, () => answered++))
    await expect.poll(() => answered, { timeout: 10_000 }).toBeGreaterThan(40)

    // Sixteen clients connect at once. Answering in the callback that read each request,
    // the last of them got its answer after about 70 answers to the regular clients (new
    // connections are taken between turns, and each turn answered every regular client);
    // one start per turn brings that to about 20.
    const before = answered
    await Promise.all(Array.from({ length: 16 }, () => newcomer(port, sockets)))
    expect(answered - before).toBeLessThan(40)
  })
})

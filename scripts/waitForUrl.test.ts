import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { terminate, waitForUrl } from './lib.mjs'

// waitForUrl is how the bench scripts (scripts/support/site.mjs) and the fleet test (scripts/fleet.mjs)
// know that a server they started is ready, and terminate is how they stop it. Real HTTP servers
// on loopback, real child processes.

let server: Server | undefined

afterEach(async () => {
  if (server?.listening) await new Promise((resolve) => server!.close(resolve))
  server = undefined
})

/**
 * A server that answers 503 to its first `notReady` requests, then 200; on `port`, or on a free
 * one.
 */
async function serve(notReady: number, port = 0) {
  let requests = 0
  server = createServer((_request, response) => {
    requests++
    response.writeHead(requests > notReady ? 200 : 503).end()
  })
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    requests: () => requests,
  }
}

describe('waitForUrl', () => {
  it('waits through refused connections and error statuses until the page answers 200', async () => {
    // A port nothing listens on yet: the first attempts are refused.
    const { url } = await serve(0)
    const port = (server!.address() as AddressInfo).port
    await new Promise((resolve) => server!.close(resolve))
    const waiting = waitForUrl(url, 10_000)
    await new Promise((resolve) => setTimeout(resolve, 700))
    const { requests } = await serve(2, port)
    await expect(waiting).resolves.toBeUndefined()
    expect(requests()).toBe(3)
  })

  it('gives up after its deadline, naming the address', async () => {
    const { url } = await serve(Number.POSITIVE_INFINITY)
    const started = Date.now()
    await expect(waitForUrl(url, 700)).rejects.toThrow(`${url} did not answer within 700 ms`)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('stops at once when the process that should serve the address has exited', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)'])
    await once(child, 'exit')
    const started = Date.now()
    await expect(waitForUrl('http://127.0.0.1:9/', 60_000, child)).rejects.toThrow(
      'its process exited (3)',
    )
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('also when that process was killed by a signal', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'])
    child.kill('SIGKILL')
    await once(child, 'exit')
    await expect(waitForUrl('http://127.0.0.1:9/', 60_000, child)).rejects.toThrow(
      'its process exited (SIGKILL)',
    )
  })
})

describe('terminate', () => {
  it('stops a running process with SIGTERM and resolves once it has ended', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'])
    await once(child, 'spawn')
    await terminate(child)
    expect(child.signalCode).toBe('SIGTERM')
  })

  it('resolves at once for a process that has already exited', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(0)'])
    await once(child, 'exit')
    await expect(terminate(child)).resolves.toBeUndefined()
    expect(child.exitCode).toBe(0)
  })
})

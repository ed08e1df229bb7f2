import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import { handleEndpoints, type Endpoint, type Payload, type PayloadRequest } from 'payload'

import { apiGuards } from '@/app/(payload)/api/guards'
import { guardApi } from '@/server/http/guardApi'

/** The Node request as a web Request, its body streamed as it arrives. */
function webRequest(incoming: IncomingMessage): Request {
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? '127.0.0.1'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const hasBody = !['GET', 'HEAD'].includes(incoming.method ?? 'GET')
  return new Request(url, {
    method: incoming.method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit)
}

/**
 * Serves `answer` over real HTTP on loopback. A thrown error answers 500, so a test sees it.
 */
async function serveOnLoopback(answer: (request: Request) => Promise<Response>) {
  const server: Server = createServer(async (incoming, outgoing) => {
    try {
      const response = await answer(webRequest(incoming))
      const headers: Record<string, string | string[]> = Object.fromEntries(response.headers)
      if (response.headers.getSetCookie().length > 0) {
        headers['set-cookie'] = response.headers.getSetCookie()
      }
      outgoing.writeHead(response.status, headers)
      outgoing.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'text/plain' })
      outgoing.end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Serves Payload endpoint handlers over real HTTP on loopback, the way Payload calls them: the
 * web Request with `payload` attached (no guard in front: see serveApi for that).
 */
export function serveEndpoints(payload: Payload, endpoints: Endpoint[]) {
  return serveOnLoopback(async (request) => {
    const { pathname } = new URL(request.url)
    const method = request.method.toLowerCase()
    const endpoint = endpoints.find(
      (candidate) => candidate.method === method && `/api${candidate.path}` === pathname,
    )
    if (!endpoint) return new Response(null, { status: 404 })
    return endpoint.handler(Object.assign(request, { payload }) as unknown as PayloadRequest)
  })
}

/**
 * The whole REST API over real HTTP on loopback, as the route file serves it: the site's guard
 * (src/server/http/guardApi.ts) in front of Payload's handler for its own routes and the site's
 * endpoints. The body streams through as it arrives, so size limits apply as in production.
 */
export function serveApi(payload: Payload) {
  const api = guardApi(
    (request: Request) => handleEndpoints({ config: payload.config, request }),
    async () => payload,
    apiGuards,
  )
  return serveOnLoopback((request) => api(request, undefined))
}

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import { handleEndpoints, type Endpoint, type Payload, type PayloadRequest } from 'payload'

import { guardApi } from '@/server/http/guardApi'

/**
 * Serves Payload endpoint handlers over real HTTP on loopback, the way Payload calls them: the
 * web Request with `payload` attached. Answers 500 if a handler throws, so a test sees it.
 */
export async function serveEndpoints(payload: Payload, endpoints: Endpoint[]) {
  const server: Server = createServer(async (incoming, outgoing) => {
    try {
      const chunks: Buffer[] = []
      for await (const chunk of incoming) chunks.push(chunk as Buffer)
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
      const method = (incoming.method ?? 'GET').toLowerCase()
      const endpoint = endpoints.find(
        (candidate) => candidate.method === method && `/api${candidate.path}` === url.pathname,
      )
      if (!endpoint) {
        outgoing.writeHead(404).end()
        return
      }
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value)
      }
      const request = new Request(url, {
        method: incoming.method,
        headers,
        body: method === 'get' ? undefined : Buffer.concat(chunks),
      })
      const response = await endpoint.handler(
        Object.assign(request, { payload }) as unknown as PayloadRequest,
      )
      const answerHeaders: Record<string, string | string[]> = Object.fromEntries(response.headers)
      if (response.headers.getSetCookie().length > 0) {
        answerHeaders['set-cookie'] = response.headers.getSetCookie()
      }
      outgoing.writeHead(response.status, answerHeaders)
      outgoing.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      outgoing.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The whole REST API over real HTTP on loopback, as the route file serves it: the site's guard
 * (src/server/http/guardApi.ts) in front of Payload's handler for its own routes and the site's
 * endpoints. The body streams through as it arrives, so size limits apply as in production.
 */
export async function serveApi(payload: Payload) {
  const api = guardApi(
    (request: Request) => handleEndpoints({ config: payload.config, request }),
    async () => payload,
  )
  const server: Server = createServer(async (incoming, outgoing) => {
    try {
      const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? '127.0.0.1'}`)
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value)
      }
      const hasBody = !['GET', 'HEAD'].includes(incoming.method ?? 'GET')
      const request = new Request(url, {
        method: incoming.method,
        headers,
        body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
        duplex: 'half',
      } as RequestInit)
      const response = await api(request, undefined)
      const answerHeaders: Record<string, string | string[]> = Object.fromEntries(response.headers)
      if (response.headers.getSetCookie().length > 0) {
        answerHeaders['set-cookie'] = response.headers.getSetCookie()
      }
      outgoing.writeHead(response.status, answerHeaders)
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

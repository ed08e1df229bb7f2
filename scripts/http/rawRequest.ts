import { request as send, type IncomingHttpHeaders } from 'node:http'

/** An answer as it came over the wire: the body as sent (compressed or not). */
export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/**
 * One request to a test server with node:http, which (unlike fetch) leaves the body as the
 * server encoded it and sends no headers of its own beyond Host and Connection.
 */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = send(url, { method, headers }, (response) => {
      const parts: Buffer[] = []
      response.on('data', (part: Buffer) => parts.push(part))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(parts),
        }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

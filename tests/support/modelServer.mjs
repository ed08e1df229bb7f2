// A real OpenAI-compatible chat API on loopback for the tests (POST /v1/chat/completions, plain
// JSON or server-sent events when the request asks to stream). It keeps every request body, so
// a test can read what the site sent the model (GET /requests; DELETE /requests forgets them).
// The last user message chooses the behaviour:
//   contains "[error]" → 500; "[slow]" → no answer at all; "[stall]" → one piece, then silence;
//   anything else → a reply naming how many messages arrived, streamed in several pieces.
// Integration tests import the class; the browser tests run this file as a web server of its
// own (see playwright.config.ts) on E2E_MODEL_PORT.
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'

/** A link to a page the model was not given, which the site must not pass on as a link. */
const invented = '[izmišljenoj stranici](/izmisljena-stranica)'

/**
 * The reply the model gives to a request with these messages (tests compare against it): it
 * links the first page of the passages it was given, and one page it invents.
 */
export function modelReply(messages) {
  const question = messages.filter((message) => message.role === 'user').at(-1)?.content ?? ''
  const system = messages.find((message) => message.role === 'system')?.content ?? ''
  const given = /^\[\d+\] (.*) \((\/[^)\s]*)\)$/m.exec(system)
  const source = given ? `[${given[1]}](${given[2]})` : 'naših stranica'
  return `Prema stranici ${source} i ${invented}, odgovor modela na „${question}” (${messages.length} poruka).`
}

/** The model's reply as the site passes it on: the invented page's link keeps only its text. */
export function checkedReply(messages) {
  return modelReply(messages).replace(invented, 'izmišljenoj stranici')
}

/** The reply cut into pieces of about a dozen characters. */
function pieces(text) {
  return text.match(/[\s\S]{1,12}/g) ?? []
}

export class ModelServer {
  /** @type {{ model: string, stream?: boolean, authorization: string | null, messages: { role: string, content: string }[] }[]} */
  requests = []
  /** Milliseconds between streamed pieces. */
  pieceDelay = 60
  /** @type {import('node:http').Server | undefined} */
  server = undefined
  port = 0
  /** @type {Set<import('node:http').ServerResponse>} */
  open = new Set()

  get baseURL() {
    return `http://127.0.0.1:${this.port}/v1`
  }

  async start(port = 0) {
    this.server = createServer((request, response) => this.handle(request, response))
    await new Promise((resolve) => this.server?.listen(port, '127.0.0.1', () => resolve(undefined)))
    this.port = /** @type {import('node:net').AddressInfo} */ (this.server.address()).port
    return this
  }

  async stop() {
    for (const response of this.open) response.destroy()
    await new Promise((resolve) => this.server?.close(() => resolve(undefined)))
  }

  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  async handle(request, response) {
    if (request.url === '/requests') {
      if (request.method === 'DELETE') this.requests = []
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(this.requests))
      return
    }
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end()
      return
    }
    const chunks = []
    for await (const chunk of request) chunks.push(chunk)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    this.requests.push({ ...body, authorization: request.headers.authorization ?? null })
    const last = body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? ''
    this.open.add(response)
    response.on('close', () => this.open.delete(response))
    if (last.includes('[error]')) {
      response.writeHead(500, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }))
      return
    }
    if (last.includes('[slow]')) return
    const reply = modelReply(body.messages)
    const base = { id: 'chatcmpl-test', created: Math.floor(Date.now() / 1000), model: body.model }
    if (!body.stream) {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [
            { index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      )
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
    const send = (delta, finish = null) =>
      response.write(
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      )
    const parts = pieces(reply)
    for (const [index, part] of parts.entries()) {
      send(index === 0 ? { role: 'assistant', content: part } : { content: part })
      if (last.includes('[stall]')) return
      await new Promise((resolve) => setTimeout(resolve, this.pieceDelay))
    }
    send({}, 'stop')
    response.end('data: [DONE]\n\n')
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = new ModelServer()
  // Slow enough for a browser test to see a reply that is still arriving.
  server.pieceDelay = 150
  await server.start(Number(process.env.E2E_MODEL_PORT))
  console.log(`Model server on ${server.baseURL}`)
}

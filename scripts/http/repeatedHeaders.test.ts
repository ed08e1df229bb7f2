import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { dropRepeatedValues } from './repeatedHeaders.mjs'

describe('headers Next.js repeats', () => {
  it('keeps one Location of a redirect that carries it twice, and every cookie', () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()))
    response.setHeader('Location', '/otvoreni-natjecaji?notice=not-found')
    response.appendHeader('Location', '/otvoreni-natjecaji?notice=not-found')
    response.appendHeader('x-nextjs-stale-time', '300')
    response.appendHeader('x-nextjs-stale-time', '300')
    response.appendHeader('Vary', 'RSC')
    response.appendHeader('Vary', 'Accept-Encoding')
    response.appendHeader('Set-Cookie', 'a=1')
    response.appendHeader('Set-Cookie', 'a=1')
    dropRepeatedValues(response)
    expect(response.getHeader('location')).toBe('/otvoreni-natjecaji?notice=not-found')
    expect(response.getHeader('x-nextjs-stale-time')).toBe('300')
    expect(response.getHeader('vary')).toEqual(['RSC', 'Accept-Encoding'])
    expect(response.getHeader('set-cookie')).toEqual(['a=1', 'a=1'])
  })
})

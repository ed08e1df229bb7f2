import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { inlineScripts, isDataScript, pagePolicy, scriptHashes } from './csp.mjs'

const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[1,[]]\\n"])'
const chunks =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});'
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('Content-Security-Policy of a page', () => {
  it('hashes the scripts that only hand data to Next.js and its bundler', () => {
    expect(isDataScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true)
    expect(isDataScript(flight)).toBe(true)
    expect(isDataScript(chunks)).toBe(true)
  })

  it('refuses every other inline script, including ones dressed as data', () => {
    for (const script of [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]),alert(1)',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,{"a":1}])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1}).constructor.constructor("alert(1)")()',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([1])',
    ]) {
      expect(isDataScript(script), script).toBe(false)
    }
  })

  it('reads inline scripts a browser runs, not external ones or data blocks', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      `<script>${flight}</script>`,
      `<script id="_R_">${chunks}</script>`,
      '<SCRIPT type="text/javascript">alert(1)</SCRIPT >',
    ].join('')
    expect(inlineScripts(html)).toEqual([flight, chunks, 'alert(1)'])
    expect(scriptHashes(html)).toEqual({ hashes: [hash(flight), hash(chunks)], refused: 1 })
  })

  it('allows scripts from the site and the hashed ones only, and no framing', () => {
    const policy = pagePolicy([hash(flight)])
    expect(policy).toContain(`script-src 'self' ${hash(flight)};`)
    expect(policy.match(/script-src[^;]*/)![0]).not.toMatch(/unsafe|\*|data:|https:/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(pagePolicy([], { https: true })).toContain('upgrade-insecure-requests')
    expect(pagePolicy([], { admin: true })).toContain("frame-ancestors 'self'")
  })
})

describe('React’s streaming runtime', () => {
  it('is hashed when it is React’s own code and calls with literal arguments', async () => {
    const { isReactRuntime } = await import('./csp.mjs')
    expect(isReactRuntime('requestAnimationFrame(function(){$RT=performance.now()});')).toBe(true)
    expect(isReactRuntime('$RC("B:0","S:0")')).toBe(true)
    expect(isReactRuntime('$RC("B:1","S:1");$RC("B:2","S:2")')).toBe(true)
  })

  it('is refused when anything else is added', async () => {
    const { isReactRuntime } = await import('./csp.mjs')
    for (const script of [
      'alert(1)',
      '$RC("B:0","S:0");alert(1)',
      '$RC("B:0",alert(1))',
      '$RC=function(){alert(1)};$RC("B:0","S:0")',
      '',
    ]) {
      expect(isReactRuntime(script), script).toBe(false)
    }
  })
})

import { describe, expect, it } from 'vitest'

import { releaseNativeMemory } from './memory'

describe('releaseNativeMemory', () => {
  it('collects what is garbage and runs its finalizers before it returns, as a native statement’s are', async () => {
    const finalized: string[] = []
    const registry = new FinalizationRegistry<string>((name) => finalized.push(name))
    // Objects that stay alive a while before they are dropped, as a statement wrapper held across
    // a round's awaits: V8 moves them out of the young generation, which it collects often, into
    // the old one, which it collects only when its heap grows.
    const make = (count: number) =>
      Array.from({ length: count }, (_, n) => {
        const object = { n }
        registry.register(object, `statement ${n}`)
        return object
      })
    const kept: { objects: object[] | null } = { objects: make(200) }
    await releaseNativeMemory()
    expect(finalized).toEqual([])
    expect(kept.objects).toHaveLength(200)

    kept.objects = null
    await releaseNativeMemory()
    expect(finalized).toHaveLength(200)
  })
})

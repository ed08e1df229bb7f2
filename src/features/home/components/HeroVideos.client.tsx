'use client'

import { useEffect, useRef, useState } from 'react'

import { whenIdle } from '@/components/site/whenIdle'

import { heroVideo, mayPlayVideo, nextClip, playbackRate, shouldHandOver } from '../rules/heroVideo'

const clips = ['/hero/hero-1', '/hero/hero-2', '/hero/hero-3']

type NetworkInformation = { saveData?: boolean }

/**
 * The hero's background clips, loaded only once the page is idle and never under reduced
 * motion or Save-Data (the poster stays). Two video elements take turns: 3 s before the
 * playing clip ends the next one starts, and 500 ms later they cross-fade over 1.2 s.
 */
export function HeroVideos() {
  const [enabled, setEnabled] = useState(false)
  const [visible, setVisible] = useState<0 | 1>(0)
  const players = useRef<(HTMLVideoElement | null)[]>([null, null])
  const clipOf = useRef<[number, number]>([0, 1])
  const handingOver = useRef(false)

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
    if (!mayPlayVideo(reduce, Boolean(connection?.saveData))) return
    return whenIdle(() => setEnabled(true), { timeout: 4000, fallbackMs: 1500 })
  }, [])

  useEffect(() => {
    if (!enabled) return
    const first = players.current[0]
    if (!first) return
    first.playbackRate = playbackRate(0)
    first.play().catch(() => setEnabled(false))
  }, [enabled])

  function onTimeUpdate(slot: 0 | 1) {
    const current = players.current[slot]
    if (!current || slot !== visible || handingOver.current) return
    if (!shouldHandOver(current.currentTime, current.duration)) return
    handingOver.current = true
    const other = (1 - slot) as 0 | 1
    const next = players.current[other]
    if (!next) return
    const clip = nextClip(clipOf.current[slot], clips.length)
    clipOf.current[other] = clip
    next.src = `${clips[clip]}.${next.canPlayType('video/webm') ? 'webm' : 'mp4'}`
    next.currentTime = 0
    next.playbackRate = playbackRate(clip)
    next.play().catch(() => undefined)
    setTimeout(() => {
      setVisible(other)
      setTimeout(() => {
        current.pause()
        handingOver.current = false
      }, heroVideo.fadeMs)
    }, heroVideo.overlapMs)
  }

  if (!enabled) return null
  return (
    <div aria-hidden className="absolute inset-0">
      {([0, 1] as const).map((slot) => (
        <video
          key={slot}
          ref={(element) => {
            players.current[slot] = element
          }}
          muted
          playsInline
          preload={slot === 0 ? 'auto' : 'none'}
          tabIndex={-1}
          onTimeUpdate={() => onTimeUpdate(slot)}
          data-testid="hero-video"
          className="absolute inset-0 h-full w-full object-cover transition-opacity ease-in-out"
          style={{ opacity: visible === slot ? 1 : 0, transitionDuration: `${heroVideo.fadeMs}ms` }}
        >
          {slot === 0 && (
            <>
              <source src={`${clips[0]}.webm`} type="video/webm" />
              <source src={`${clips[0]}.mp4`} type="video/mp4" />
            </>
          )}
        </video>
      ))}
    </div>
  )
}

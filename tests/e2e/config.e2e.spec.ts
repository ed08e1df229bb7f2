import { spawn } from 'node:child_process'

import { expect } from '@playwright/test'

import { test } from './fixtures'

test('the production server refuses to start without PAYLOAD_SECRET', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: '' }
  const child = spawn('node_modules/.bin/next', ['start', '-p', '3199'], { env })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill()
      resolve(null)
    }, 20_000)
    child.on('exit', (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  expect(code).toBe(1)
  expect(output).toContain('PAYLOAD_SECRET: PAYLOAD_SECRET is required in production')
})

// Shared helpers for the project's command scripts (plain Node, no dependencies).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { hintPublicChunks } from './http/compileHints.mjs'
import { precompress } from './http/static.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// A local .env (see .env.example) is read once; variables already set in the environment win.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** Runs a command of the project's database CLI (migrate, seed, migrate:create). */
export const payloadCli = (args, options) =>
  run(process.execPath, [path.join(root, 'scripts', 'payload.mjs'), ...args], options)
export const defaultDatabaseUrl = 'file:./data/site.db'
export const postgresTestUrl = 'postgres://postgres@127.0.0.1:5432/test'

/**
 * Node flag for every process that loads the Payload config outside Next.js (CLI, Vitest):
 * resolve packages with the `production` condition, so that Lexical loads its production build
 * directly instead of through top-level-await wrappers that can stall on Node 20.
 */
export const nodeConditions = '--conditions=production'

/**
 * True once a child process has ended, by exiting or by a signal.
 * @param {import('node:child_process').ChildProcess} child
 */
export const exited = (child) => child.exitCode !== null || child.signalCode !== null

/**
 * Sends SIGTERM to `child` and resolves once it has ended (at once if it already had).
 * @param {import('node:child_process').ChildProcess} child
 */
export const terminate = (child) =>
  new Promise((resolve) => {
    if (exited(child)) return resolve(undefined)
    child.once('exit', () => resolve(undefined))
    child.kill('SIGTERM')
  })

/**
 * Resolves once `url` answers with a 2xx status; rejects when `child` (the process that should
 * serve it) has exited, or after `deadlineMs`.
 * @param {string} url
 * @param {number} deadlineMs
 * @param {import('node:child_process').ChildProcess} [child]
 */
export async function waitForUrl(url, deadlineMs, child) {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    if (child && exited(child)) {
      throw new Error(`${url}: its process exited (${child.exitCode ?? child.signalCode})`)
    }
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${deadlineMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

/** Runs a command with inherited output; rejects with its exit code on failure. */
export function run(command, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

/**
 * Runs a command with its output kept until it ends, then printed in one block under `title`
 * (for commands that run side by side); rejects with its exit code on failure.
 */
export function runQuietly(title, command, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      const text = Buffer.concat(output).toString().trimEnd()
      console.log(`── ${title} ${code === 0 ? '✓' : '✗'}${text ? `\n${text}` : ''}`)
      if (code === 0) resolve()
      else reject(new Error(`${title} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

export function isPostgres(url) {
  return /^postgres(ql)?:\/\//.test(url ?? '')
}

/**
 * The embedded SQLite demo needs no setup: when PAYLOAD_SECRET is not set, a random secret is
 * generated once and kept in data/.payload-secret (git-ignored). A PostgreSQL deployment must
 * set PAYLOAD_SECRET itself; the app refuses to start in production without it.
 */
export function localSecret() {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  if (isPostgres(process.env.DATABASE_URL)) return undefined
  const file = path.join(root, 'data', '.payload-secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
    console.log(
      'Generated a local PAYLOAD_SECRET in data/.payload-secret (embedded database only).',
    )
  }
  return readFileSync(file, 'utf8').trim()
}

/** Environment for every step that loads the Payload config. */
export function appEnv(extra = {}) {
  mkdirSync(path.join(root, 'data'), { recursive: true })
  const env = { DATABASE_URL: process.env.DATABASE_URL || defaultDatabaseUrl, ...extra }
  const secret = localSecret()
  if (secret) env.PAYLOAD_SECRET = secret
  return env
}

/** Applies committed migrations (production mode, so a dev push can never mask them). */
export async function migrate(extra = {}) {
  await payloadCli(['migrate'], { env: appEnv({ NODE_ENV: 'production', ...extra }) })
}

/** Fills an empty database with demo content; leaves existing content alone. */
export async function seed(extra = {}) {
  await payloadCli(['seed'], {
    env: appEnv({ NODE_ENV: 'production', ...extra }),
  })
}

/** The build folder: .next, or NEXT_DIST_DIR (the browser tests and benches build their own). */
export const distDir = () => path.join(root, process.env.NEXT_DIST_DIR || '.next')

export function hasBuild() {
  return existsSync(path.join(distDir(), 'BUILD_ID'))
}

/**
 * A clean production build: no cache or dev types carried over from another database.
 * `next build` adds its build folder's type paths to tsconfig.json; the committed file is kept.
 */
export async function build(extra = {}) {
  rmSync(distDir(), { recursive: true, force: true })
  const tsconfigPath = path.join(root, 'tsconfig.json')
  const tsconfig = readFileSync(tsconfigPath, 'utf8')
  try {
    await run(bin('next'), ['build'], {
      env: appEnv({
        NODE_ENV: 'production',
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=4096`.trim(),
        NEXT_TELEMETRY_DISABLED: '1',
        ...extra,
      }),
    })
  } finally {
    writeFileSync(tsconfigPath, tsconfig)
  }
  const hinted = await hintPublicChunks(distDir())
  console.log(`Marked ${hinted} scripts of the public pages for eager compilation.`)
  const compressed = await precompress(path.join(distDir(), 'static'))
  console.log(`Compressed ${compressed} scripts and stylesheets (brotli and gzip copies).`)
}

/**
 * Keeps an untouched copy of the build folder beside it (`<folder>-kept`): the server writes
 * the pages it regenerates into its build folder, so another suite that serves the same build
 * afterwards starts from the copy (see restoreKeptBuild).
 */
export function keepBuild() {
  const kept = `${distDir()}-kept`
  rmSync(kept, { recursive: true, force: true })
  cpSync(distDir(), kept, { recursive: true })
}

/**
 * Puts the kept copy of the build folder `name` (e.g. `.next-e2e`) back in its place and
 * returns true, or returns false when there is none. A build knows its folder's name, so it is
 * served from that name again.
 */
export function restoreKeptBuild(name) {
  const folder = path.join(root, name)
  const kept = `${folder}-kept`
  if (!existsSync(path.join(kept, 'BUILD_ID'))) return false
  rmSync(folder, { recursive: true, force: true })
  cpSync(kept, folder, { recursive: true })
  return true
}

/**
 * Starts a server process and resolves once `url` answers (within 60 s): `{ url, stop }`. A
 * server that does not come up is stopped, and the error names `label`.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {string} url
 * @param {Record<string, string>} env
 */
export async function startServer(label, command, args, url, env) {
  const server = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForUrl(url, 60_000, server)
  } catch (error) {
    server.kill('SIGTERM')
    throw new Error(`${label} did not start: ${error.message}`)
  }
  return { url, stop: () => terminate(server) }
}

import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { normalisePath, pathFromSegments, pathProblem, reservedSegments } from './path'

describe('page paths', () => {
  it('stores one leading slash, none at the end, in lowercase', () => {
    expect(normalisePath(' Services/EU-Funding/ ')).toBe('/services/eu-funding')
    expect(normalisePath('//careers//')).toBe('/careers')
    expect(normalisePath('/')).toBe('/')
    expect(normalisePath('')).toBe('/')
  })

  it('accepts the home page and up to three segments of letters, digits and hyphens', () => {
    expect(pathProblem('/')).toBeNull()
    expect(pathProblem('/privacy')).toBeNull()
    expect(pathProblem('/services/eu-funding')).toBeNull()
    expect(pathProblem('/a/b/c')).toBeNull()
    expect(pathProblem('/a/b/c/d')).toBe('format')
    expect(pathProblem('/usluge/eu-fondovi!')).toBe('format')
    expect(pathProblem('/ključ')).toBe('format')
    expect(pathProblem('/a--b')).toBe('format')
    expect(pathProblem('/-a')).toBe('format')
    expect(pathProblem(`/${'a'.repeat(130)}`)).toBe('tooLong')
  })

  it('refuses the addresses of the site’s own routes and of the languages', () => {
    expect(pathProblem('/insights')).toBe('reserved')
    expect(pathProblem('/insights/new')).toBe('reserved')
    expect(pathProblem('/en/privacy')).toBe('reserved')
    expect(pathProblem('/api/pages')).toBe('reserved')
    expect(pathProblem('/careers/12')).toBe('reserved')
    expect(pathProblem('/careers')).toBeNull()
  })

  it('reserves every folder of the site that has pages of its own', () => {
    const site = path.resolve(import.meta.dirname, '../../../app/(frontend)/[locale]/(site)')
    const folders = readdirSync(site, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name)
      .filter((name) => !name.includes('.'))
    // careers keeps only the openings' pages (/careers/{id}), refused above.
    const expected = folders.filter((name) => name !== 'careers')
    expect(
      expected.filter((name) => !(reservedSegments as readonly string[]).includes(name)),
    ).toEqual([])
  })

  it('joins a catch-all route’s segments', () => {
    expect(pathFromSegments(undefined)).toBe('/')
    expect(pathFromSegments(['services', 'eu-funding'])).toBe('/services/eu-funding')
  })
})

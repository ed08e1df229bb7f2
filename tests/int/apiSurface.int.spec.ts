import { describe, expect, it } from 'vitest'

import { registeredRoutes, setUpApiSurface, walkApi } from './apiSurfaceWalk'

setUpApiSurface()

describe('every route Payload registers under /api', () => {
  it('lists the routes of every collection, global and endpoint', () => {
    const routes = registeredRoutes().map((route) => `${route.method} ${route.path}`)
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/users/login',
        'POST /api/users/unlock',
        'GET /api/users/me',
        'POST /api/payload-locked-documents',
        'GET /api/funding-calls/:id',
        'POST /api/contact',
        'GET /api/globals/site-settings',
      ]),
    )
  })
  it(
    'never answers a server error to an anonymous visitor, nor lets them change what they may not',
    () => walkApi('anonymous'),
    300_000,
  )
})

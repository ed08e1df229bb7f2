import { describe, it } from 'vitest'

import { setUpApiSurface, walkApi } from './apiSurfaceWalk'

setUpApiSurface()

describe('every route Payload registers under /api', () => {
  it(
    'never answers a server error to a member, nor lets them change what they may not',
    () => walkApi('member'),
    300_000,
  )
})

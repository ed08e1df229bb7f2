/* Payload's REST API under /api (generated shape), behind the site's guard (limits, CSRF). */
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { guardApi } from '@/server/http/guardApi'
import config from '@payload-config'

import { apiGuards as guards } from '../guards'

const payload = () => getPayload({ config })

export const GET = guardApi(REST_GET(config), payload, guards)
export const POST = guardApi(REST_POST(config), payload, guards)
export const DELETE = guardApi(REST_DELETE(config), payload, guards)
export const PATCH = guardApi(REST_PATCH(config), payload, guards)
export const PUT = guardApi(REST_PUT(config), payload, guards)
export const OPTIONS = guardApi(REST_OPTIONS(config), payload, guards)

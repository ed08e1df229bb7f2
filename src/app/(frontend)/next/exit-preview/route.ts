import { leavePreview } from '@/features/pages'

export const GET = leavePreview

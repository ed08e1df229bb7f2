import { enterPreview } from '@/features/pages'

export const GET = enterPreview

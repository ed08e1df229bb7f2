import { legalPage } from '@/features/legal/components'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false

const { generateMetadata, Page } = legalPage('privacy')

export { generateMetadata }
export default Page

import { legalPage } from '@/components/site/LegalPage'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false

const { generateMetadata, Page } = legalPage('privacy')

export { generateMetadata }
export default Page

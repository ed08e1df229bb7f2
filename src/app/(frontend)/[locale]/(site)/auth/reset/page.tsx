import { authPage } from '@/components/site/account/authPage'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false

const { generateMetadata, Page } = authPage('reset')

export { generateMetadata }
export default Page

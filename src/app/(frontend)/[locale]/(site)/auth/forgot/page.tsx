import { accountPage } from '@/features/account/components'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false

const { generateMetadata, Page } = accountPage('forgot')

export { generateMetadata }
export default Page

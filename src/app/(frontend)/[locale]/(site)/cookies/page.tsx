import { legalPage } from '@/components/site/LegalPage'

const { generateMetadata, Page } = legalPage('cookies')

export { generateMetadata }
export default Page

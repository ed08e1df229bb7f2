import { legalPage } from '@/components/site/LegalPage'

const { generateMetadata, Page } = legalPage('terms')

export { generateMetadata }
export default Page

import { legalPage } from '@/components/site/LegalPage'

const { generateMetadata, Page } = legalPage('privacy')

export { generateMetadata }
export default Page

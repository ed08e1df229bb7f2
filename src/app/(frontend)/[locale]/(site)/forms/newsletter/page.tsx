import { formResultRoute } from '@/forms/components/FormResultPage'

const route = formResultRoute('newsletter')

export const generateMetadata = route.generateMetadata
export default route.Page

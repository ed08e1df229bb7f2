import { formResultRoute } from '@/forms/components/FormResultPage'

const route = formResultRoute('contact')

export const generateMetadata = route.generateMetadata
export default route.Page

import { formResultRoute } from '@/forms/components/FormResultPage'

const route = formResultRoute('booking')

export const generateMetadata = route.generateMetadata
export default route.Page

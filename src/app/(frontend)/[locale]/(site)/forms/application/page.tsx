import { formResultRoute } from '@/forms/components/FormResultPage'

const route = formResultRoute('application')

export const generateMetadata = route.generateMetadata
export default route.Page

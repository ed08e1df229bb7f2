import { formResultRoute } from '@/forms/components/FormResultPage'

const route = formResultRoute('download')

export const generateMetadata = route.generateMetadata
export default route.Page

import { formResultRoute } from '@/forms/components/FormResultPage'

const route = formResultRoute('funding-check')

export const generateMetadata = route.generateMetadata
export default route.Page

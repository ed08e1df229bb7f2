import { formResultRoute } from '@/forms/components/FormResultPage'

const route = formResultRoute('account')

export const generateMetadata = route.generateMetadata
export default route.Page

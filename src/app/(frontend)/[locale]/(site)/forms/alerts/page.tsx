import { formResultRoute } from '@/forms/components/FormResultPage'

const route = formResultRoute('alerts')

export const generateMetadata = route.generateMetadata
export default route.Page

export type LegalSection = { heading: string; paragraphs: string[] }
export type LegalDocument = {
  title: string
  summary: string
  updated: string
  sections: LegalSection[]
}
export type LegalDocuments = {
  privacy: LegalDocument
  terms: LegalDocument
  cookies: LegalDocument
}

/** The contact feature's face: every channel that turns a person's request into a lead. */
export { storeLead, type NewLead } from './service'
export { leadSources, type LeadSource } from './collections/Leads'

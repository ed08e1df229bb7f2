/** The activity codes feature's face for server code. */
export { correspondingCodes } from './codeLinks'
export { importCodeRows, importLinkRows, type ImportCounts } from './importCodes'
export { activityCodeIndex } from './codeIndex'
export { readCodeNames } from './codeNames'

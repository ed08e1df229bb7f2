/** An activity code of the Croatian classification NKD 2007 at class level, e.g. 62.01. */
export const nkdPattern = /^\d{2}\.\d{2}$/

export const isNkdCode = (value: string): boolean => nkdPattern.test(value)

/** Lists of articles and case studies show the newest 12. */
export const listLimit = 12

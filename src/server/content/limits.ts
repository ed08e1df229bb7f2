/** Lists of articles and case studies show the newest 12 (spec section 9). */
export const listLimit = 12

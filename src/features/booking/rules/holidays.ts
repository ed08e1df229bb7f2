import Holidays from 'date-holidays'

const croatia = new Holidays('HR')
const byYear = new Map<number, Map<string, string>>()

/** Croatia's public holidays of a year by day ("2027-03-29" → "Uskršnji ponedjeljak"). */
function publicHolidays(year: number): Map<string, string> {
  let days = byYear.get(year)
  if (!days) {
    days = new Map(
      (croatia.getHolidays(year) || [])
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => [holiday.date.slice(0, 10), holiday.name]),
    )
    byYear.set(year, days)
  }
  return days
}

/**
 * The public holiday on a day in Croatia (its Croatian name), or null: Easter Monday, Corpus
 * Christi, Statehood Day, Christmas … from a maintained holidays library, moving feasts included.
 */
export function croatianHoliday(day: string): string | null {
  return publicHolidays(Number(day.slice(0, 4))).get(day) ?? null
}
